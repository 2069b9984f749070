// The home page's first-screen button and call labels. Its words (title,
// section headings, their sentences and links) are Markdown beside the page:
// src/pages/_home.md, read as data by plugins/home-copy into the shape below.

import { pdfLabels } from './pdfs';

/** The first screen's actions, under the h1 (src/components/Home/FirstScreenActions). */
export const firstScreenActions = {
  tenderPack: pdfLabels.tenderPackLink,
  call: 'Or call our office on',
} as const;

/** Each part of the home page, and whether it ends with a link. */
export const homeParts = {
  'popular-services': { link: true },
  'iq-suite': { link: true },
  services: { link: false },
  'partner-with-us': { link: true },
} as const;

export type HomePartName = keyof typeof homeParts;
type PartLink = { label: string; to: string };
export type HomePart = { heading: string; text: string; link?: PartLink };
/** Each part, typed by its shape: a part with a link always has one (the build stops otherwise). */
export type HomeParts = {
  [Name in HomePartName]: (typeof homeParts)[Name]['link'] extends true ? HomePart & { link: PartLink } : HomePart;
};
/** One of the IQ Suite's building blocks, as the home page's card shows it. */
export type BuildingBlock = { title: string; text: string };
export type HomeCopy = { title: string; parts: HomeParts; buildingBlocks: BuildingBlock[] };
