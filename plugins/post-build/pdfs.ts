import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium';
import { serveBuild } from '../../scripts/lib/serveBuild';
import { company } from '../../src/data/company';
import { pdfDocuments, pdfFolder, pdfLabels, tenderPackFile } from '../../src/data/pdfs';
import { formatUkDate, ukToday } from '../../src/utils/date';
import { builtHtmlFiles } from './htmlFiles';

/**
 * Tender-ready PDFs: prints every policy, the Carbon Reduction Plan and the
 * accessibility statement from the built pages with the site's print
 * stylesheet (headless Chromium), sets their document properties with
 * pdf-lib, merges them into one tender pack with a contents page, and writes
 * the sizes the pages show beside "Download PDF".
 */

type Printed = { slug: string; route: string; title: string; version?: string; bytes: Uint8Array; pages: number };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
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

export async function printPdfs({
  outDir,
  siteUrl,
  baseUrl,
}: {
  outDir: string;
  siteUrl: string;
  baseUrl: string;
}): Promise<string> {
  const started = process.hrtime.bigint();

  const launchOptions = browserForPdfs();
  const server = await serveBuild(Number(process.env.PDF_PORT ?? 4185), path.resolve(outDir), baseUrl);
  const browser = await chromium.launch(launchOptions);
  const printed: Printed[] = [];
  try {
    const page = await browser.newPage();
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    for (const doc of pdfDocuments) {
      await page.goto(`${server.url}${baseUrl}${doc.route.replace(/^\//, '')}`, { waitUntil: 'load' });
      const title = (await page.locator('main h1').first().textContent())?.trim() ?? doc.slug;
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      // Policies show their version; the accessibility statement has none.
      const versionCell = page.locator('[data-policy-version]');
      const version = (await versionCell.count()) > 0 ? (await versionCell.first().textContent())?.trim() : undefined;
      const canonical = `${siteUrl}${baseUrl}${doc.route.replace(/^\//, '')}`;
      const small = 'font-size:8px;font-family:Helvetica,Arial,sans-serif;color:#333;width:100%;padding:0 15mm;';
      const bytes = await page.pdf({
        format: 'A4',
        printBackground: true,
        tagged: true,
        outline: true,
        displayHeaderFooter: true,
        margin: { top: '20mm', bottom: '20mm', left: '15mm', right: '15mm' },
        headerTemplate: `<div style="${small}display:flex;justify-content:space-between"><span>${escapeHtml(
          `${company.legalName}, company number ${company.companyNumber}`,
        )}</span><span>${escapeHtml(version ? `${title}, version ${version}` : title)}</span></div>`,
        footerTemplate: `<div style="${small}display:flex;justify-content:space-between"><span>${escapeHtml(
          canonical,
        )}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
      });
      const pdf = await PDFDocument.load(bytes);
      pdf.setTitle(title, { showInWindowTitleBar: true });
      pdf.setAuthor(company.legalName);
      pdf.setSubject(description);
      pdf.setLanguage('en-GB');
      pdf.setCreator(company.tradingName);
      pdf.setKeywords([version ? `version ${version}` : 'current version', canonical]);
      printed.push({ ...doc, title, version, bytes: await pdf.save(), pages: pdf.getPageCount() });
    }
  } finally {
    await browser.close();
    server.stop();
  }

  // The tender pack: a contents page, then every document as printed above.
  const pack = await PDFDocument.create();
  const font = await pack.embedFont(StandardFonts.Helvetica);
  const bold = await pack.embedFont(StandardFonts.HelveticaBold);
  const contents = pack.addPage([595.28, 841.89]);
  const today = formatUkDate(ukToday());
  let y = 780;
  const line = (text: string, size = 11, face = font) => {
    contents.drawText(text, { x: 56, y, size, font: face, color: rgb(0.05, 0.12, 0.23) });
    y -= size + 10;
  };
  line(`${company.legalName}: ${pdfLabels.tenderPackTitle}`, 18, bold);
  line(`Company number ${company.companyNumber}. D-U-N-S ${company.dunsNumber}. Printed ${today}.`, 10);
  y -= 10;
  line('Contents', 14, bold);
  let startPage = 2;
  for (const doc of printed) {
    line(`${doc.title}${doc.version ? `, version ${doc.version}` : ''} ...... page ${startPage}`);
    startPage += doc.pages;
  }
  y -= 10;
  line('Each document carries its owner, review dates and version history, as published on our website.', 9);
  for (const doc of printed) {
    const source = await PDFDocument.load(doc.bytes);
    for (const copied of await pack.copyPages(source, source.getPageIndices())) pack.addPage(copied);
  }
  pack.setTitle(`${company.legalName}: ${pdfLabels.tenderPackTitle}`, { showInWindowTitleBar: true });
  pack.setAuthor(company.legalName);
  pack.setLanguage('en-GB');
  pack.setSubject('Policies, statements and plans for tender submissions');
  pack.setCreator(company.tradingName);

  // Write the files and the sizes the download links show.
  const folder = path.join(outDir, pdfFolder.replace(/^\//, ''));
  await mkdir(folder, { recursive: true });
  const sizes: Record<string, string> = {};
  for (const doc of printed) {
    await writeFile(path.join(folder, `${doc.slug}.pdf`), doc.bytes);
    sizes[doc.slug] = kb(doc.bytes.length);
  }
  const packBytes = await pack.save();
  await writeFile(path.join(outDir, tenderPackFile.replace(/^\//, '')), packBytes);
  sizes['tender-pack'] = kb(packBytes.length);
  await writeFile(path.join(folder, 'sizes.json'), JSON.stringify(sizes));

  // Put each size into the static HTML too, so it shows before any script runs.
  let pagesWithSizes = 0;
  for (const file of await builtHtmlFiles(outDir)) {
    const full = path.join(outDir, file);
    const html = await readFile(full, 'utf8');
    // The built HTML is minified, so the attribute may have lost its quotes.
    const withSizes = html.replace(
      /<span ([^>]*?)data-pdf-size="?([a-z0-9-]+)"?/g,
      (match, before: string, slug: string) =>
        sizes[slug] ? `<span ${before}data-size="(${sizes[slug]})" data-pdf-size="${slug}"` : match,
    );
    if (withSizes !== html) {
      await writeFile(full, withSizes);
      pagesWithSizes += 1;
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return `[pdf] ${printed.length} documents and the tender pack (${sizes['tender-pack']}) in ${seconds.toFixed(1)} s; sizes on ${pagesWithSizes} pages`;
}
