import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { chromiumLaunchOptions } from '../shared/chromium';
import { serveBuild } from '../shared/serveBuild';
import { company } from '../../src/data/company';
import { type PdfDocument, pdfFolder, tenderPackFile, tenderPackSlug } from '../../src/data/pdfs';
import { inPackOrder } from '../../src/data/tenderPack';
import { routes } from '../../src/data/routes';
import type { PageStep } from './pagePipeline';
import { pdfPrintOptions } from './pdfPrint';
import { preparePrintedLinks, strayLinkProblems } from './pdfLinks';
import { printHistoryByYear } from './pdfHistory';
import { printedHeadings, restoreOutlineSpaces } from './pdfOutline';
import { type PackCaseStudy, type PackPart, printTenderPack } from './tenderPack';

/**
 * Tender-ready PDFs: every policy, the Carbon Reduction Plan and the accessibility statement printed from the built
 * pages by headless Chromium, then the tender pack (tenderPack.ts). Every build prints them all: a cache between builds
 * saved 7 s a build here, less than the risk of deploying a stale PDF from it (docs/maintaining/decisions.md).
 */

type Printed = { slug: string; bytes: Uint8Array };

/** A printed document, and what the tender pack needs of its page. */
type PrintedDocument = { bytes: Uint8Array; part?: PackPart };

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

/** A page's markup without what the print stylesheet hides: hidden text would still reach the pack's outline. */
function printedHtml(element: HTMLElement): string {
  const hidden = [...element.querySelectorAll('*')].filter((child) => getComputedStyle(child).display === 'none');
  for (const child of hidden) child.setAttribute('data-not-printed', '');
  const copy = element.cloneNode(true) as HTMLElement;
  for (const child of hidden) child.removeAttribute('data-not-printed');
  for (const child of copy.querySelectorAll('[data-not-printed]')) child.remove();
  return copy.innerHTML;
}

/** Runs `work` over `items` with `workers` workers (each named by its number), and keeps the items' order. */
async function inParallel<T, R>(
  items: readonly T[],
  workers: number,
  work: (item: T, worker: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (_: unknown, number: number) => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, number);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
  return results;
}

/** A page of the served build, ready to print: the print media and the whole stylesheet. */
async function openForPrint(page: Page, url: string) {
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.goto(url, { waitUntil: 'load' });
  // The PDFs are printed from the pages as Docusaurus wrote them, before the page steps; the
  // first-paint loader still adds the whole stylesheet, print rules included, after the first paint.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.sheet !== null),
  );
}

/**
 * A sentence that introduces a list or a table goes over a page break with their first lines, as headings do (print.css).
 * Set here: the site's CSS minifier drops the selector that would say it, `p:has(+ ul)`.
 */
function keepLeadInsWithWhatFollows(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const paragraph of document.querySelectorAll<HTMLElement>('main p')) {
      if (/^(UL|OL|TABLE)$/.test(paragraph.nextElementSibling?.tagName ?? '')) paragraph.style.breakAfter = 'avoid';
    }
  });
}

/** Prints one document, sets its document properties, and takes what the tender pack needs of its page. */
async function printDocument(
  page: Page,
  url: string,
  canonical: string,
  doc: PdfDocument,
  siteOrigin: string,
): Promise<PrintedDocument> {
  await openForPrint(page, url);
  await preparePrintedLinks(page, siteOrigin);
  await printHistoryByYear(page);
  await keepLeadInsWithWhatFollows(page);
  const title = (await page.locator('main h1').first().textContent())?.trim() ?? doc.slug;
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  // Policies show their version; the accessibility statement has none.
  const versionCell = page.locator('[data-policy-version]');
  const version = (await versionCell.count()) > 0 ? (await versionCell.first().textContent())?.trim() : undefined;
  const bytes = await page.pdf(pdfPrintOptions(version ? `${title}, version ${version}` : title, canonical));
  const main = page.locator('main').first();
  const part: PackPart | undefined = doc.tenderPack
    ? {
        slug: doc.slug,
        packSection: doc.packSection,
        title,
        version,
        mainHtml: await main.evaluate(printedHtml),
        mainClass: (await main.getAttribute('class')) ?? '',
      }
    : undefined;
  const pdf = await PDFDocument.load(bytes);
  restoreOutlineSpaces(pdf, await printedHeadings(page));
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(company.legalName);
  pdf.setSubject(description);
  pdf.setLanguage('en-GB');
  pdf.setCreator(company.tradingName);
  pdf.setKeywords([version ? `version ${version}` : 'current version', canonical]);
  return { bytes: await pdf.save(), part };
}

export async function printPdfs({
  documents,
  caseStudies,
  outDir,
  siteUrl,
  baseUrl,
  parallel = availableParallelism(),
}: {
  /** From the policies' front matter (`pdfDocuments`). */
  documents: readonly PdfDocument[];
  /** The case studies, for the pack's contacts and references page (their routes without the base URL). */
  caseStudies: readonly (Omit<PackCaseStudy, 'url'> & { permalink: string })[];
  outDir: string;
  siteUrl: string;
  baseUrl: string;
  /** How many documents print at once: by default, one per core. */
  parallel?: number;
}): Promise<{ report: string; sizes: PdfSizes }> {
  const started = process.hrtime.bigint();
  const launchOptions = browserForPdfs();
  const address = (route: string) => `${siteUrl}${baseUrl}${route.replace(/^\//, '')}`;
  const siteOrigin = new URL(siteUrl).origin;
  const served = (server: { url: string }, route: string) => `${server.url}${baseUrl}${route.replace(/^\//, '')}`;
  const packAddress = `${address(routes.compliance)}/`;

  // One browser context, so the pages share the stylesheet and scripts they load; a page for each worker.
  type Printing = { server: Awaited<ReturnType<typeof serveBuild>>; browser: Browser; context: BrowserContext };
  let printing: Promise<Printing> | undefined;
  const start = () =>
    (printing ??= (async () => {
      const server = await serveBuild(Number(process.env.PDF_PORT ?? 4185), path.resolve(outDir), baseUrl);
      const browser = await chromium.launch(launchOptions);
      return { server, browser, context: await browser.newContext() };
    })());
  const pages = new Map<number, Promise<Page>>();
  const pageOf = async (worker: number) => {
    const { context } = await start();
    if (!pages.has(worker)) pages.set(worker, context.newPage());
    return pages.get(worker)!;
  };
  let printed: Printed[];
  let packBytes: Uint8Array;
  let packReport: string;
  try {
    const results = await inParallel(documents, Math.max(1, parallel), async (doc, worker) => {
      const { server } = await start();
      const page = await pageOf(worker);
      return printDocument(page, served(server, doc.route), address(doc.route), doc, siteOrigin);
    });
    printed = documents.map((doc, index) => ({ slug: doc.slug, bytes: results[index]!.bytes }));
    // In the pack's order: by section, as a selection questionnaire asks (src/data/pdfs.ts).
    const parts = inPackOrder(results.flatMap((result) => (result.part ? [result.part] : [])));
    const studies = caseStudies.map(({ permalink, ...study }) => ({ ...study, url: address(permalink) }));
    const { server } = await start();
    const page = await pageOf(0);
    // Any built document page carries the site's stylesheet, which the pack prints with.
    const first = documents.find((doc) => doc.tenderPack) ?? documents[0]!;
    await openForPrint(page, served(server, first.route));
    // Each document's page count, from its own PDF: the pack prints once when the pages it gives are right.
    const pageCounts = new Map<string, number>();
    for (const [index, doc] of documents.entries()) {
      if (doc.tenderPack) pageCounts.set(doc.slug, (await PDFDocument.load(results[index]!.bytes)).getPageCount());
    }
    const pack = await printTenderPack(page, parts, packAddress, studies, pageCounts);
    packBytes = pack.bytes;
    packReport = `printed ${pack.prints === 1 ? 'once' : `${pack.prints} times`}`;
  } finally {
    const opened = await printing?.catch(() => undefined);
    await opened?.browser.close();
    opened?.server.stop();
  }

  // No link may lead to the machine that printed it.
  const strays = (
    await Promise.all(
      [...printed, { slug: tenderPackSlug, bytes: packBytes }].map(async ({ slug, bytes }) =>
        strayLinkProblems(`${slug}.pdf`, await PDFDocument.load(bytes), siteOrigin),
      ),
    )
  ).flat();
  if (strays.length > 0) throw new Error(strays.join('\n'));

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
    report:
      `[pdf] ${printed.length} documents and the tender pack (${sizes[tenderPackSlug]}, ${packReport}) in ${seconds.toFixed(1)} s, ` +
      `${Math.max(1, parallel)} at a time`,
    sizes,
  };
}
/** Each PDF's size, by its slug (and `tender-pack`), as the download links show it: "(84 KB)". */
export type PdfSizes = Record<string, string>;

/** Puts each size into the static HTML; a page offering a PDF the build did not print stops the build. */
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
