/** Rules we quote on several pages, worded as their source words them, written once; pages use `<Regulation show="…" />`. */
export const regulations = {
  /** PPN 006 (Cabinet Office, 17 February 2025), paragraph 3: which contracts it covers. Read after "contracts … with". */
  ppn006Threshold: 'an estimated contract value above £5 million per year (including VAT)',
  /** PPN 006's history, told once in the FAQ, which other pages link to. A clause that starts a sentence. */
  ppn006Replaced:
    'PPN 006 replaced PPN 06/21 for procurements commenced under the Procurement Act 2023 from 24 February 2025',
  /** PPN 014 (Cabinet Office, 17 February 2025), paragraph 3: who it applies to. Read after "PPN 014 applies to". */
  ppn014Scope:
    'all central government departments, their executive agencies and non-departmental public bodies, and NHS bodies',
  /** PPN 014, paragraph 1: what suppliers bidding for the contracts it covers must do. Read after "suppliers … must". */
  ppn014Requirement:
    'hold Cyber Essentials or Cyber Essentials Plus certification (or demonstrate that equivalent controls are in place)',
  /** NHS England's carbon reduction plan requirements (NHS policy, not PPN 006), first tier. Read after "a full plan for". */
  nhsPlanTier:
    'procurements of £5 million a year or more (excluding VAT), and new frameworks whatever their value, where relevant and proportionate',
  /** The same guidance's second tier, a Net Zero Commitment. Read after "a Net Zero Commitment for". */
  nhsCommitmentTier: 'procurements below £5 million a year and above £10,000 (both excluding VAT)',
} as const;
