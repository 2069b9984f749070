/** The frame every FAQ page shares; the questions are Markdown under docs/faq. */
export type FaqIntroCopy = {
  /** The link every FAQ page opens with, under the title band that shows its own summary. */
  help: string;
};

export const faqIntro = {
  help: 'Ask us about anything these answers do not cover',
} as const satisfies FaqIntroCopy;

export const faqPanelLabels = {
  copyLink: 'Copy link to this question',
  copied: 'Link copied',
  copyFailed: 'Press Ctrl+C to copy the address',
} as const;
