import type { Plugin } from '@docusaurus/types';
import { createFontStack, type FontMetrics } from '@capsizecss/core';

/** The brand face's one file (src/css/brandFont.css): @fontsource/manrope's Latin subset at 700. */
export const brandFontFile = '@fontsource/manrope/files/manrope-latin-700-normal.woff2';

/** Arial Bold's metrics, from its hhea and OS/2 tables (Liberation Sans Bold, its metric twin, has the same). */
const arialBold: FontMetrics = {
  familyName: 'Arial',
  fullName: 'Arial Bold',
  postscriptName: 'Arial-BoldMT',
  capHeight: 1467,
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  xHeight: 1062,
  xWidthAvg: 983,
};

/**
 * "Manrope Fallback": Arial Bold (or Liberation Sans Bold) sized to the brand file's own metrics by Capsize, so a
 * heading takes the same room before the font arrives as after.
 */
export async function fallbackFontFace(): Promise<string> {
  // Capsize's font reader is an ES module only.
  const { fromFile } = await import('@capsizecss/unpack/fs');
  const manrope = await fromFile(require.resolve(brandFontFile));
  const [face] = createFontStack([{ ...manrope, familyName: 'Manrope' }, arialBold], {
    fontFaceFormat: 'styleObject',
  }).fontFaces;
  const rule = face!['@font-face'];
  return `@font-face{font-family:"Manrope Fallback";font-weight:700;src:local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold");ascent-override:${rule.ascentOverride};descent-override:${rule.descentOverride};line-gap-override:${rule.lineGapOverride};size-adjust:${rule.sizeAdjust}}`;
}

/**
 * Puts the fallback face in every page's head, so the first paint has it: the brand face itself comes with the whole
 * stylesheet after that paint, and Beasties leaves every @font-face out of the critical CSS.
 */
export default function brandFontPlugin(): Plugin {
  return {
    name: 'brand-font',
    loadContent: fallbackFontFace,
    injectHtmlTags({ content }) {
      // Marked, so the critical CSS step (plugins/post-build/criticalCss.ts) tells it from the style Beasties adds.
      return {
        headTags: [{ tagName: 'style', attributes: { 'data-font-fallback': true }, innerHTML: String(content) }],
      };
    },
  };
}
