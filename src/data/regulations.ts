/**
 * Rules we quote on several pages, worded as their source words them, so
 * every page (and a bid that copies it) says the same thing.
 */
export const regulations = {
  /**
   * PPN 006 (Cabinet Office, 17 February 2025), paragraph 3: which contracts
   * it covers. Read after "contracts … with".
   */
  ppn006Threshold: 'an estimated contract value above £5 million per year (including VAT)',
} as const;
