import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ContactLink from '@site/src/components/ContactLink';
import { company, type PhoneNumber } from '@site/src/data/company';
import { enquiryCopy, enquiryFields, type EnquiryField } from '@site/src/data/enquiryForm';
// The privacy facts at the point of collection (UK GDPR Article 13), as Markdown the compliance team keeps.
import PrivacyNoticeWords from '@site/src/pages/_enquiry-privacy-notice.md';
import { serviceFormOptions } from '@site/src/data/serviceLookup';
import { enquiryMailto } from './mailto';
import type { EmailConfig } from '@site/config/email';
import { useEnquiryForm } from './useEnquiryForm';
import styles from './styles.module.css';
import { buttonClass } from '@site/src/utils/buttons';

const PrivacyNotice = PrivacyNoticeWords as ComponentType<{ components: { a: ComponentType } }>;

const fieldId = (name: string) => `enquiry-${name}`;
const errorId = (name: string) => `enquiry-${name}-error`;

function emailConfig(customFields: Record<string, unknown>): EmailConfig {
  const raw = (customFields.emailjs ?? {}) as Partial<EmailConfig>;
  return { serviceId: raw.serviceId ?? '', templateId: raw.templateId ?? '', publicKey: raw.publicKey ?? '' };
}

/**
 * The enquiry form in the GOV.UK Design System pattern (error summary, errors above fields, "Error: " title). A failed
 * send keeps every value and offers email. Before hydration it is plain HTML with a `mailto:` action; with scripts off
 * it is replaced by our email address and phones (`data-needs-script`).
 */
export default function EnquiryForm({ pageTitle }: { pageTitle: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const form = useEnquiryForm(emailConfig(siteConfig.customFields ?? {}), serviceFormOptions);
  const hydrated = useIsBrowser();
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const errorEntries = enquiryFields.flatMap((field) => {
    const message = form.errors[field.name];
    return message ? [{ field, message }] : [];
  });

  useEffect(() => {
    if (errorEntries.length > 0) summaryRef.current?.focus();
    // Focus moves once per failed submit, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.errors]);

  useEffect(() => {
    if (form.state === 'success' || form.state === 'failure') outcomeRef.current?.focus();
  }, [form.state]);

  const sending = form.state === 'sending';
  return (
    <section className={styles.wrapper} aria-labelledby="enquiry-heading-text">
      {errorEntries.length > 0 && <PageMetadata title={`${enquiryCopy.errorPrefix}${pageTitle}`} />}
      <Heading as="h2" id="enquiry-heading">
        <span id="enquiry-heading-text">{enquiryCopy.heading}</span>
      </Heading>
      <noscript>
        <p>{enquiryCopy.noScript}</p>
        <ul>
          <li>
            <ContactLink email={company.email} />
          </li>
          {(company.phones as readonly PhoneNumber[]).map((phone) => (
            <li key={phone.e164}>
              {phone.label}: <ContactLink phone={phone} />
            </li>
          ))}
        </ul>
      </noscript>
      <p data-needs-script="remove">{enquiryCopy.intro}</p>

      {form.state === 'success' && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className={clsx(styles.outcome, styles.success)}>
          <p className={styles.outcomeTitle}>{enquiryCopy.success}</p>
          <p>{enquiryCopy.successDetail}</p>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              form.startAgain();
              document.getElementById(fieldId(enquiryFields[0]!.name))?.focus();
            }}>
            {enquiryCopy.sendAnother}
          </button>
        </div>
      )}
      {form.state === 'failure' && (
        <div ref={outcomeRef} tabIndex={-1} role="alert" className={clsx(styles.outcome, styles.failure)}>
          <p className={styles.outcomeTitle}>{enquiryCopy.failure}</p>
          <p>
            {enquiryCopy.failureDetail}{' '}
            <ContactLink email={company.email} href={enquiryMailto(company.email, form.values)}>
              {enquiryCopy.mailtoLink}
            </ContactLink>
          </p>
        </div>
      )}

      <form
        ref={form.formRef}
        data-needs-script="remove"
        action={`mailto:${company.email}`}
        method="post"
        encType="text/plain"
        noValidate={hydrated}
        onSubmit={form.onSubmit}
        className={styles.form}
        aria-describedby="enquiry-heading">
        {errorEntries.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="enquiry-summary-title-text">
            <Heading as="h3" id="enquiry-summary-title" className={styles.summaryTitle}>
              <span id="enquiry-summary-title-text">{enquiryCopy.errorSummaryTitle}</span>
            </Heading>
            <ul className={styles.summaryList}>
              {errorEntries.map(({ field, message }) => (
                <li key={field.name}>
                  {/* A plain in-page link, as GOV.UK's error summary uses; it only moves focus. */}
                  {/* eslint-disable-next-line @docusaurus/no-html-links */}
                  <a
                    href={`#${fieldId(field.name)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(field.name))?.focus();
                    }}>
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        {enquiryFields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            value={form.values[field.name]}
            error={form.errors[field.name]}
            onChange={form.onChange}
          />
        ))}

        {/* Spam trap: people never see or reach it; bots that fill every field do. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="enquiry-website">{enquiryCopy.honeypotLabel}</label>
          <input
            id="enquiry-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.honeypot}
            onChange={(event) => form.setHoneypot(event.target.value)}
          />
        </div>

        <div className={styles.privacy} id="enquiry-privacy">
          {/* Its link goes through the router, so the build checks that its heading exists. */}
          <PrivacyNotice components={{ a: Link as ComponentType }} />
        </div>

        <button
          type="submit"
          className={clsx(buttonClass.primary, styles.submit)}
          aria-busy={sending}
          aria-disabled={sending}>
          {sending ? enquiryCopy.sending : enquiryCopy.submit}
        </button>
      </form>
    </section>
  );
}

function FormField({
  field,
  value,
  error,
  onChange,
}: {
  field: EnquiryField;
  value: string;
  error?: string;
  onChange: ReturnType<typeof useEnquiryForm>['onChange'];
}): ReactNode {
  const common = {
    id: fieldId(field.name),
    name: field.name,
    value,
    onChange,
    required: field.required,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(field.name) : undefined,
    className: clsx(styles.control, error && styles.controlError),
  };
  return (
    <div className={clsx(styles.group, error && styles.groupError)}>
      <label htmlFor={common.id} className={styles.label}>
        {field.label}
      </label>
      {error && (
        <p id={errorId(field.name)} className={styles.errorMessage}>
          <span className="sr-only">{enquiryCopy.errorPrefix}</span>
          {error}
        </p>
      )}
      {field.kind === 'select' ? (
        <select {...common}>
          <option value="" disabled>
            {enquiryCopy.selectPlaceholder}
          </option>
          {serviceFormOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={field.kind} spellCheck={field.kind === 'text' ? undefined : false} />
      )}
    </div>
  );
}
