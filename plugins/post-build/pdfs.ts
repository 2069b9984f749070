import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { serveBuild } from '../../scripts/lib/serveBuild';
import { company } from '../../src/data/company';
import { type PdfDocument, pdfFolder, tenderPackFile, tenderPackSlug } from '../../src/data/pdfs';
import { routes } from '../../src/data/routes';
import type { PageStep } from './pagePipeline';
import { pdfPrintOptions } from './pdfPrint';
import { type PackPart, printTenderPack } from './tenderPack';

/**
 * Tender-ready PDFs: prints every policy, the Carbon Reduction Plan and the
 * accessibility statement from the built pages with the site's print
 * stylesheet (headless Chromium), sets their document properties with
 * pdf-lib, prints them again as one tender pack with a contents page (tenderPack.ts), and writes
 * the sizes the pages show beside "Download PDF".
 */

type Printed = { slug: string; bytes: Uint8Array };

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The browser that prints, or a message that says how to get one (or to build without PDFs). */
function browserForPdfs() {
  try {
    return chromiumLaunchOptions();
  } catch (error) {
    throw new Error(
      `[pdf] The build prints the policies to PDF with headless Chromium. ${(error as Error).message} ` +
        'To build without PDFs (not for deployment), set PDFS=off.',
    );
  }
}

/**
 * A page's markup without what the print stylesheet hides (breadcrumbs,
 * contents lists): hidden text would still reach the tender pack's outline.
 */
function printedHtml(element: HTMLElement): string {
  const hidden = [...element.querySelectorAll('*')].filter((child) => getComputedStyle(child).display === 'none');
  for (const child of hidden) child.setAttribute('data-not-printed', '');
  const copy = element.cloneNode(true) as HTMLElement;
  for (const child of hidden) child.removeAttribute('data-not-printed');
  for (const child of copy.querySelectorAll('[data-not-printed]')) child.remove();
  return copy.innerHTML;
}

export async function printPdfs({
  documents,
  outDir,
  siteUrl,
  baseUrl,
}: {
  /** From the policies' front matter (`pdfDocuments`). */
  documents: readonly PdfDocument[];
  outDir: string;
  siteUrl: string;
  baseUrl: string;
}): Promise<{ report: string; sizes: PdfSizes }> {
  const started = process.hrtime.bigint();

  const launchOptions = browserForPdfs();
  const server = await serveBuild(Number(process.env.PDF_PORT ?? 4185), path.resolve(outDir), baseUrl);
  const browser = await chromium.launch(launchOptions);
  const printed: Printed[] = [];
  const parts: PackPart[] = [];
  let packBytes: Uint8Array;
  try {
    const page = await browser.newPage();
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    for (const doc of documents) {
      await page.goto(`${server.url}${baseUrl}${doc.route.replace(/^\//, '')}`, { waitUntil: 'load' });
      // The PDFs are printed from the pages as Docusaurus wrote them, before the page steps; the
      // first-paint loader still adds the whole stylesheet, print rules included, after the first paint.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.sheet !== null),
      );
      const title = (await page.locator('main h1').first().textContent())?.trim() ?? doc.slug;
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      // Policies show their version; the accessibility statement has none.
      const versionCell = page.locator('[data-policy-version]');
      const version = (await versionCell.count()) > 0 ? (await versionCell.first().textContent())?.trim() : undefined;
      const canonical = `${siteUrl}${baseUrl}${doc.route.replace(/^\//, '')}`;
      const bytes = await page.pdf(pdfPrintOptions(version ? `${title}, version ${version}` : title, canonical));
      const main = page.locator('main').first();
      if (doc.tenderPack)
        parts.push({
          slug: doc.slug,
          title,
          version,
          mainHtml: await main.evaluate(printedHtml),
          mainClass: (await main.getAttribute('class')) ?? '',
        });
      const pdf = await PDFDocument.load(bytes);
      pdf.setTitle(title, { showInWindowTitleBar: true });
      pdf.setAuthor(company.legalName);
      pdf.setSubject(description);
      pdf.setLanguage('en-GB');
      pdf.setCreator(company.tradingName);
      pdf.setKeywords([version ? `version ${version}` : 'current version', canonical]);
      printed.push({ ...doc, bytes: await pdf.save() });
    }
    packBytes = await printTenderPack(page, parts, `${siteUrl}${baseUrl}${routes.compliance.replace(/^\//, '')}/`);
  } finally {
    await browser.close();
    server.stop();
  }

  // Write the files and the sizes the download links show.
  const folder = path.join(outDir, pdfFolder.replace(/^\//, ''));
  await mkdir(folder, { recursive: true });
  const sizes: PdfSizes = {};
  for (const doc of printed) {
    await writeFile(path.join(folder, `${doc.slug}.pdf`), doc.bytes);
    sizes[doc.slug] = kb(doc.bytes.length);
  }
  await writeFile(path.join(outDir, tenderPackFile.replace(/^\//, '')), packBytes);
  sizes[tenderPackSlug] = kb(packBytes.length);
  await writeFile(path.join(folder, 'sizes.json'), JSON.stringify(sizes));

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return {
    report: `[pdf] ${printed.length} documents and the tender pack (${sizes[tenderPackSlug]}) in ${seconds.toFixed(1)} s`,
    sizes,
  };
}

/** Each PDF's size, by its slug (and `tender-pack`), as the download links show it: "(84 KB)". */
export type PdfSizes = Record<string, string>;

/**
 * Puts each size into the static HTML too, so it shows before any script
 * runs. When the PDFs were printed, a page that offers one the build did not
 * print stops the build, naming the page: its link would lead nowhere.
 */
export function pdfSizesStep(sizes: PdfSizes): PageStep {
  const printed = Object.keys(sizes).length > 0;
  return {
    name: 'PDF sizes',
    // The built HTML is minified, so the attribute may have lost its quotes.
    run: (html, file) =>
      html.replace(/<span ([^>]*?)data-pdf-size="?([a-z0-9-]+)"?/g, (match, before: string, slug: string) => {
        if (sizes[slug]) return `<span ${before}data-size="(${sizes[slug]})" data-pdf-size="${slug}"`;
        if (printed) {
          throw new Error(
            `[pdf] ${file} offers the PDF "${slug}", which the build did not print: give the policy "pdf: true" or remove the download`,
          );
        }
        return match;
      }),
  };
}
