/** Everything the site keeps in a visitor's browser: the cookies policy prints it, and a page test fails on any other key. */
export type BrowserStorageEntry = {
  /** The key as we name it; Docusaurus adds its site namespace to the keys it names (`docusaurusKey`). */
  key: string;
  /** Named by Docusaurus, which may add the site's storage namespace (`future.v4` turns it on). */
  docusaurusKey?: true;
  storage: 'localStorage' | 'sessionStorage';
  /** What it is for, as the cookies policy says it. */
  purpose: string;
  howLong: string;
  /** The exception in PECR Schedule A1 that lets it be stored without consent. */
  exception: string;
};

export const browserStorage = {
  colourMode: {
    // DOCUSAURUS-INTERNAL: colour-mode-key. The theme's own key (theme-common's colorMode.js), not exported.
    key: 'theme',
    docusaurusKey: true,
    storage: 'localStorage',
    purpose: 'Remembers the light or dark colour mode, if you use the switch to choose one',
    howLong: 'Until you clear it or choose again',
    exception: "The website's appearance adapted to your preference",
  },
  enquiryDraft: {
    key: 'enquiry-form-draft',
    storage: 'sessionStorage',
    purpose:
      'Keeps a copy of what you have typed into the enquiry form, so that reloading the page or a failed send loses nothing',
    howLong: 'Deleted when your message is sent or when you close the tab',
    exception: 'Strictly necessary for the form you are filling in',
  },
  enquiryLastSent: {
    key: 'enquiry-form-last-sent',
    storage: 'sessionStorage',
    purpose:
      'Records the time of your last enquiry, so the form can stop an accidental repeat send within ten seconds. It holds only a timestamp',
    howLong: 'Deleted ten seconds after you send, and in any case when you close the tab',
    exception: 'Strictly necessary for the form you are filling in',
  },
} as const satisfies Record<string, BrowserStorageEntry>;

/** The key a browser holds: Docusaurus's keys carry the site's storage namespace ('' unless it is on). */
export function storedKey(entry: BrowserStorageEntry, docusaurusNamespace: string): string {
  return entry.docusaurusKey ? `${entry.key}${docusaurusNamespace}` : entry.key;
}
