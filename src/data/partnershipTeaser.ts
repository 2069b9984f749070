/**
 * The home page's invitation to the Partnerships page. Apart from
 * ./partnerships.ts because a page's script carries the whole of every data
 * module it imports, and the home page needs none of the programme's detail.
 */
export type PartnershipTeaser = {
  title: string;
  text: string;
  /** Text of the button linking to the Partnerships page. */
  cta: string;
};

export const partnershipTeaser = {
  title: 'Partner with us',
  text: 'Offer the IQ Suite and our services under your own brand, or co-brand with us. Channel partners, distributors, system integrators and marketing partners are all welcome.',
  cta: 'Become a partner',
} as const satisfies PartnershipTeaser;
