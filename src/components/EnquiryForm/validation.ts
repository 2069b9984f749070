import { enquiryFields, enquiryMessages, type EnquiryFieldName, type EnquiryValues } from '@site/src/data/enquiryForm';

export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

// Deliberately permissive: one @, something either side, a dot in the domain,
// no spaces. The provider's bounce is the real test of an address.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^[0-9+()\-\s]*$/;

/** Surrounding spaces go from every field; whitespace alone counts as empty. */
export function normaliseEnquiry(values: EnquiryValues): EnquiryValues {
  const trimmed = { ...values };
  for (const field of enquiryFields) trimmed[field.name] = values[field.name].trim();
  return trimmed;
}

/** Every problem, in the order of the fields, with the message to show. */
export function validateEnquiry(values: EnquiryValues, serviceOptions: readonly string[]): EnquiryErrors {
  const v = normaliseEnquiry(values);
  const errors: EnquiryErrors = {};
  if (!v.name) errors.name = enquiryMessages.nameMissing;
  if (!v.email) errors.email = enquiryMessages.emailMissing;
  else if (!emailPattern.test(v.email)) errors.email = enquiryMessages.emailFormat;
  if (v.phone && !phonePattern.test(v.phone)) errors.phone = enquiryMessages.phoneFormat;
  if (!v.service_type || !serviceOptions.includes(v.service_type)) errors.service_type = enquiryMessages.serviceMissing;
  if (!v.message) errors.message = enquiryMessages.messageMissing;
  for (const field of enquiryFields) {
    if (!errors[field.name] && v[field.name].length > field.maxLength) {
      errors[field.name] = enquiryMessages.tooLong(field.label, field.maxLength);
    }
  }
  return errors;
}

export function hasErrors(errors: EnquiryErrors): boolean {
  return Object.keys(errors).length > 0;
}
