import { enquiryCopy, enquiryFields, type EnquiryValues } from '@site/src/data/enquiryForm';

/** A `mailto:` link carrying the visitor's message, offered whenever sending fails. */
export function enquiryMailto(mailbox: string, values: EnquiryValues): string {
  const subject = values.subject.trim() || `${enquiryCopy.mailtoSubjectFallback}: ${values.service_type || 'general'}`;
  const body = enquiryFields
    .filter((field) => field.name !== 'subject')
    .map((field) => `${field.label.replace(/ \(optional\)$/, '')}: ${values[field.name].trim()}`)
    .join('\n');
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
