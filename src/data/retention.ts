/**
 * How long we keep personal data, where a period is stated in more than one
 * place: the enquiry form's privacy notice and the privacy policy
 * (`<Company show="enquiryRetention" />`) read it from here. A business fact
 * to confirm before launch, like the identity module's.
 */
export const retention = {
  /** An enquiry that does not lead to work. */
  enquiries: '12 months after our last contact with you',
} as const;
