/**
 * Copy shared by every FAQ page. The questions themselves live in Markdown
 * under docs/faq; this is only the frame around them.
 */
export type FaqIntroCopy = {
  lead: string;
  body: string;
  help: string;
};

export const faqIntro = {
  lead: 'Have questions? We have answers.',
  body: 'Find answers to frequently asked questions below.',
  help: 'Need more help? Our support team is here for you.',
} as const satisfies FaqIntroCopy;

export const faqPanelLabels = {
  copyLink: 'Copy link to this question',
  copied: 'Link copied',
  copyFailed: 'Press Ctrl+C to copy the address',
} as const;
