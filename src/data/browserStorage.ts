/**
 * Everything the site keeps in a visitor's browser. The cookies policy names
 * each key (a unit test keeps the two in step), so add a key here and to
 * docs/policies/cookiespolicy.md together, or not at all.
 */
export type BrowserStorageEntry = {
  key: string;
  storage: 'localStorage' | 'sessionStorage';
  purpose: string;
};

export const browserStorage = {
  /** Set by Docusaurus when the visitor uses the light/dark switch. */
  colourMode: { key: 'theme', storage: 'localStorage', purpose: 'colour mode choice' },
  /** What the visitor has typed into the enquiry form, so a reload loses nothing. */
  enquiryDraft: { key: 'enquiry-form-draft', storage: 'sessionStorage', purpose: 'enquiry form draft' },
  /** EmailJS's rate limit: the time of the last send, to stop accidental repeats. */
  enquiryLastSent: { key: 'enquiry-form-last-sent', storage: 'localStorage', purpose: 'enquiry rate limit' },
} as const satisfies Record<string, BrowserStorageEntry>;
