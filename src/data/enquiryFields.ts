/** The enquiry form's fields, apart from its messages, so a policy printing them carries the list alone. */
export const enquiryFieldNames = ['name', 'email', 'phone', 'subject', 'service_type', 'message'] as const;
export type EnquiryFieldName = (typeof enquiryFieldNames)[number];
export type EnquiryValues = Record<EnquiryFieldName, string>;

export type EnquiryField = {
  name: EnquiryFieldName;
  label: string;
  /** How the privacy notices name the field in a sentence: 'your email address'. */
  inProse: string;
  hint?: string;
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
  required: boolean;
  autoComplete?: string;
  /** Checked on submit with a message; never enforced by silent truncation. */
  maxLength: number;
};

export const enquiryFields: readonly EnquiryField[] = [
  {
    name: 'name',
    label: 'Full name',
    inProse: 'your name',
    kind: 'text',
    required: true,
    autoComplete: 'name',
    maxLength: 100,
  },
  {
    name: 'email',
    label: 'Email address',
    inProse: 'your email address',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    maxLength: 254,
  },
  {
    name: 'phone',
    label: 'Phone number (optional)',
    inProse: 'your phone number',
    kind: 'tel',
    required: false,
    autoComplete: 'tel',
    maxLength: 30,
  },
  { name: 'subject', label: 'Subject (optional)', inProse: 'a subject', kind: 'text', required: false, maxLength: 150 },
  {
    name: 'service_type',
    label: 'Service you are interested in',
    inProse: 'the service you are interested in',
    kind: 'select',
    required: true,
    maxLength: 100,
  },
  // An enquiry is its message: required, as the other three ways to reach us make it.
  { name: 'message', label: 'Message', inProse: 'your message', kind: 'textarea', required: true, maxLength: 5000 },
];

/** The required (or optional) fields as one English list, for the privacy notices (`<Company show="enquiryRequired" />`). */
export function enquiryFieldsInProse(required: boolean, fields: readonly EnquiryField[] = enquiryFields): string {
  const names = fields.filter((field) => field.required === required).map((field) => field.inProse);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
