import type { Page } from '@playwright/test';
import { PDFDict, type PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib';
import { escapeHtml } from '../shared/escapeHtml';

/**
 * Links in the PDFs: each of our pages is linked at the live site's address, not the local server that printed it,
 * and an address written out on paper wraps only after a "/", so copying it never joins a hyphenated name.
 */

/**
 * An address as HTML that breaks only after a "/": each part between them cannot wrap, so a line never ends at a
 * hyphen, which PDF readers' copy and pdftotext treat as a word broken in two ("harbourline-digital" → "harbourlinedigital").
 */
export function unbrokenUrlHtml(url: string): string {
  // The scheme and host stay whole ("https://www.gov.uk/"); the path breaks after each "/".
  const [, origin = '', path = url] = /^((?:[a-z]+:\/\/)?[^/]+\/?)(.*)$/.exec(url) ?? [];
  return [origin, ...path.split(/(?<=\/)/)]
    .filter((part) => part !== '')
    .map((part) => `<span class="print-url-part">${escapeHtml(part)}</span>`)
    .join('<wbr>');
}

/** Waits for React to hydrate the page: a change to the DOM before it would be undone by hydration's repair. */
async function hydrated(page: Page): Promise<void> {
  // DOCUSAURUS-INTERNAL: has-hydrated. Docusaurus core sets `data-has-hydrated="true"` on <html> once hydrated.
  try {
    await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  } catch {
    throw new Error(
      `[pdf] ${page.url()} never set html[data-has-hydrated="true"], which Docusaurus sets once React has hydrated ` +
        'the page: the PDFs wait for it before moving their links to the live site (UPGRADING.md, has-hydrated)',
    );
  }
}

/** Before printing: external addresses written out after their links, then our own links moved to `siteOrigin`. */
export async function preparePrintedLinks(page: Page, siteOrigin: string): Promise<void> {
  await hydrated(page);
  // The print stylesheet's `::after` wrote them before; written here they can wrap only at a "/". A link whose words
  // are already its address ("ico.org.uk/make-a-complaint") gets those words in parts instead of a second copy.
  const external = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('article a[href^="http"]')].map((link) => ({
      href: link.href,
      text: link.textContent?.trim() ?? '',
    })),
  );
  const isAddress = ({ href, text }: { href: string; text: string }) =>
    /^\S+\.\S+$/.test(text) && href.replace(/^https?:\/\/|\/$/g, '').startsWith(text.replace(/\/$/, ''));
  // Addresses printed as text (a policy's "Current version at"), in the same parts.
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll('[data-print-address]')].map((element) => element.textContent ?? ''),
  );
  const written = external.map((link) => ({
    asText: isAddress(link),
    html: unbrokenUrlHtml(isAddress(link) ? link.text : link.href),
  }));
  await page.evaluate(
    ({ written, addressHtml, site }) => {
      document.querySelectorAll('[data-print-address]').forEach((element, index) => {
        element.innerHTML = addressHtml[index] ?? element.innerHTML;
      });
      document.querySelectorAll<HTMLAnchorElement>('article a[href^="http"]').forEach((link, index) => {
        const address = written[index];
        if (!address) return;
        link.classList.add('print-url-written');
        if (address.asText) {
          link.innerHTML = address.html;
          return;
        }
        const url = document.createElement('span');
        url.className = 'print-url';
        url.innerHTML = ` (${address.html})`;
        link.after(url);
      });
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const href = link.getAttribute('href')!;
        // A "#…" link stays inside the PDF, as Chromium prints it.
        if (href.startsWith('#')) continue;
        const url = new URL(href, location.href);
        if (url.origin !== location.origin) continue;
        link.setAttribute('href', `${site}${url.pathname}${url.search}${url.hash}`);
        // Absolute now, but one of our pages: its address is not written out, as before.
        link.classList.add('print-url-written');
      }
    },
    { written, addressHtml: addresses.map(unbrokenUrlHtml), site: siteOrigin },
  );
}

const uriOf = (action: PDFDict | undefined) => {
  const uri = action?.get(PDFName.of('URI'));
  return uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : undefined;
};

/** Every web link in a PDF, with its page (from 1). */
export function pdfLinks(pdf: PDFDocument): { page: number; uri: string }[] {
  return pdf.getPages().flatMap((page, index) => {
    return (page.node.Annots()?.asArray() ?? []).flatMap((ref) => {
      const annotation = page.doc.context.lookup(ref);
      if (!(annotation instanceof PDFDict)) return [];
      const uri = uriOf(annotation.lookupMaybe(PDFName.of('A'), PDFDict));
      return uri ? [{ page: index + 1, uri }] : [];
    });
  });
}

/** The build's message for each link in a PDF to a machine other than the live site (a local server), or none. */
export function strayLinkProblems(file: string, pdf: PDFDocument, siteOrigin: string): string[] {
  const local = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i;
  return pdfLinks(pdf)
    .filter(({ uri }) => local.test(uri) && !uri.startsWith(siteOrigin))
    .map(
      ({ page, uri }) =>
        `[pdf] ${file}, page ${page}, links to ${uri}, the machine that printed it: every link to our pages must lead to ${siteOrigin} (SITE_URL); see plugins/post-build/pdfLinks.ts`,
    );
}
