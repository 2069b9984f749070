import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { emptyEnquiry, enquiryCopy, type EnquiryFieldName, type EnquiryValues } from '@site/src/data/enquiryForm';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { formValues, mergeTyped } from './formValues';
import { missingEmailConfig, type EmailConfig } from '@site/config/email';
import { sendEnquiry } from './send';
import { hasErrors, normaliseEnquiry, validateEnquiry, type EnquiryErrors } from './validation';

/** idle → sending → success | failure; a failed send keeps every value and the draft. */
export type SendState = 'idle' | 'sending' | 'success' | 'failure';

export function useEnquiryForm(config: EmailConfig, serviceOptions: readonly string[]) {
  const [values, setValues] = useState<EnquiryValues>(emptyEnquiry);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [state, setState] = useState<SendState>('idle');
  const [honeypot, setHoneypot] = useState('');
  // A ref, not state: a double click fires two submits before React re-renders.
  const inFlight = useRef(false);

  const formRef = useRef<HTMLFormElement>(null);

  // The draft is read after hydration, so the static HTML stays empty. What the
  // visitor typed before the page hydrated is in the fields only: it is kept,
  // and wins over the draft.
  useEffect(() => {
    const typed = formRef.current ? formValues(formRef.current) : emptyEnquiry;
    const draft = loadDraft();
    const typedAny = Object.values(typed).some(Boolean);
    if (!draft && !typedAny) return;
    const merged = mergeTyped(typed, draft);
    setValues(merged);
    if (typedAny) saveDraft(merged);
  }, []);

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const name = event.target.name as EnquiryFieldName;
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    saveDraft(next);
    if (state === 'success') setState('idle');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    // The fields, not the state: what the visitor typed before the page
    // hydrated is on screen, and what is on screen is what is checked and sent.
    const shown = formValues(form);
    const found = validateEnquiry(shown, serviceOptions);
    setValues(shown);
    setErrors(found);
    if (hasErrors(found)) {
      setState('idle');
      return;
    }
    inFlight.current = true;
    setState('sending');
    // What is sent is what is shown: surrounding spaces go before sending.
    const clean = normaliseEnquiry(shown);
    setValues(clean);
    saveDraft(clean);
    for (const [name, value] of Object.entries(clean)) {
      const input = form.elements.namedItem(name);
      if (input && 'value' in input) input.value = value;
    }
    try {
      if (honeypot) {
        // A bot filled the hidden field: pretend it worked and send nothing.
      } else {
        const missing = missingEmailConfig(config);
        if (missing.length > 0) throw new Error(`${enquiryCopy.missingConfig} ${missing.join(', ')}`);
        await sendEnquiry(config, form);
      }
      clearDraft();
      setValues(emptyEnquiry);
      setHoneypot('');
      setState('success');
    } catch (error) {
      console.error('Enquiry form: the message was not sent.', error);
      setState('failure');
    } finally {
      inFlight.current = false;
    }
  }

  /** After a success: back to an empty form for the next enquiry. */
  const startAgain = () => setState('idle');

  return { formRef, values, errors, state, honeypot, setHoneypot, onChange, onSubmit, startAgain };
}
