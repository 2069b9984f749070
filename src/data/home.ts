// The home page's first-screen button and call labels. Its words (title,
// section headings, their sentences and links) are Markdown beside the page:
// src/pages/_home.md, read as data by plugins/home-copy.

import { pdfLabels } from './pdfs';

/** The first screen's actions, under the h1 (src/components/Home/FirstScreenActions). */
export const firstScreenActions = {
  tenderPack: pdfLabels.tenderPackLink,
  call: 'Or call our office on',
} as const;
