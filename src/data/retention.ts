/** How long we keep personal data, stated once for the privacy notice and policy; a business fact to confirm. */
export const retention = {
  /** An enquiry that does not lead to work. */
  enquiries: '12 months after our last contact with you',
} as const;
