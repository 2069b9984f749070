import type { Page } from '@playwright/test';
import { company } from '../../src/data/company';
import { pdfSampleMark, samples, type SampleRecord } from '../../src/data/demonstration';
import { escapeHtml } from '../shared/escapeHtml';

/** The running header's left side: the samples it holds, while any, and the company. */
export function pdfHeaderLeft(record: SampleRecord = samples): string {
  const mark = pdfSampleMark(record);
  return `${mark ? `${mark}. ` : ''}${company.legalName}, company number ${company.companyNumber}`;
}

/** Every PDF: A4, tagged, an outline from the headings, a running header (and the samples it holds) and a footer. */
export function pdfPrintOptions(
  documentLine: string,
  address: string,
  record: SampleRecord = samples,
): Parameters<Page['pdf']>[0] {
  const small = 'font-size:8px;font-family:Helvetica,Arial,sans-serif;color:#333;width:100%;padding:0 15mm;';
  const band = (left: string, right: string) =>
    `<div style="${small}display:flex;justify-content:space-between"><span>${left}</span><span>${right}</span></div>`;
  return {
    format: 'A4',
    printBackground: true,
    tagged: true,
    outline: true,
    displayHeaderFooter: true,
    margin: { top: '20mm', bottom: '20mm', left: '15mm', right: '15mm' },
    headerTemplate: band(escapeHtml(pdfHeaderLeft(record)), escapeHtml(documentLine)),
    footerTemplate: band(
      escapeHtml(address),
      'Page <span class="pageNumber"></span> of <span class="totalPages"></span>',
    ),
  };
}
