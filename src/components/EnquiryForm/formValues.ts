import { emptyEnquiry, type EnquiryValues } from '@site/src/data/enquiryForm';

/**
 * The enquiry as the form shows it. Before the page hydrates the fields are
 * plain HTML, so what a visitor typed then is in the fields but not in
 * React's state; and what is sent is read from the fields (sendForm).
 */
export function formValues(form: HTMLFormElement): EnquiryValues {
  const values = { ...emptyEnquiry };
  for (const name of Object.keys(values) as (keyof EnquiryValues)[]) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field) values[name] = field.value;
  }
  return values;
}

/** Field by field: what the visitor typed before hydration, else the saved draft, else empty. */
export function mergeTyped(typed: EnquiryValues, draft: EnquiryValues | null): EnquiryValues {
  const merged = { ...emptyEnquiry };
  for (const name of Object.keys(merged) as (keyof EnquiryValues)[]) {
    merged[name] = typed[name] || draft?.[name] || '';
  }
  return merged;
}
