import { company } from './company';
import { formatWithin } from './serviceLevels';
import type { EnquiryValues } from './enquiryFields';

/** The enquiry form: fields (named as the EmailJS template uses), limits and messages, in GOV.UK wording. */
export * from './enquiryFields';

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  service_type: '',
  message: '',
};

export const enquiryMessages = {
  nameMissing: 'Enter your full name',
  emailMissing: 'Enter an email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  serviceMissing: 'Select the service you are interested in',
  messageMissing: 'Enter your message',
  phoneFormat: 'Enter a phone number using only numbers, spaces, brackets, hyphens and +',
  tooLong: (label: string, max: number) =>
    `${label.replace(/ \(optional\)$/, '')} must be ${max.toLocaleString('en-GB')} characters or fewer`,
} as const;

export const enquiryCopy = {
  heading: 'Send us an enquiry',
  intro: `Fields marked (optional) can be left blank. We reply ${formatWithin('enquiry')}.`,
  selectPlaceholder: 'Select',
  submit: 'Send message',
  sending: 'Sending…',
  errorSummaryTitle: 'There is a problem',
  success: '✅ Message sent successfully!',
  successDetail: `Thank you. A consultant will reply from ${company.email} to the email address you gave ${formatWithin('enquiry')}. Check your junk folder if nothing arrives.`,
  sendAnother: 'Send another enquiry',
  failure: 'Something went wrong. Please try again.',
  failureDetail:
    'Your message has not been sent, and everything you typed is still in the form. You can try again, or send it by email instead:',
  mailtoLink: 'Email your message to us',
  /** Shown in place of the form when the browser runs no scripts, so the form could not send. */
  noScript: 'This form needs JavaScript, which is switched off in your browser. Please email or phone us instead:',
  honeypotLabel: 'Leave this field empty',
  mailtoSubjectFallback: 'Website enquiry',
  missingConfig: 'The enquiry form is not configured: missing',
  /** Read before each inline error message and the page title, as GOV.UK does. */
  errorPrefix: 'Error: ',
} as const;

/** EmailJS's rate limit: one send per this many milliseconds from a browser. */
export const enquiryThrottleMs = 10_000;

/** A send the e-mail service has not answered in this long fails like any other: every field kept, a retry offered. */
export const enquiryTimeoutMs = 20_000;
