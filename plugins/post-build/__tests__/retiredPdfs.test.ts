import { PDFDocument } from 'pdf-lib';
import { retiredPdfWords } from '../../../src/data/pdfs';
import { pdfLinks } from '../pdfLinks';
import { retiredPdfNotice } from '../retiredPdfs';

const site = 'https://www.harbourline-digital.example';

describe("a retired document's old PDF address", () => {
  it('answers with one page that links to the document replacing it', async () => {
    const url = `${site}/policies/antibriberypolicy/`;
    const pdf = await PDFDocument.load(
      await retiredPdfNotice({
        slug: 'giftspolicy',
        company: 'Harbourline Digital Consulting Ltd',
        next: { title: 'Anti-Bribery and Corruption Policy', url, replaced: true },
      }),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(retiredPdfWords.title('giftspolicy'));
    expect(pdfLinks(pdf).map((link) => link.uri)).toEqual([url]);
  });

  it('links to the list of policies when nothing replaces it', async () => {
    const url = `${site}/policies/`;
    const pdf = await PDFDocument.load(
      await retiredPdfNotice({
        slug: 'giftspolicy',
        company: 'Harbourline',
        next: { title: '', url, replaced: false },
      }),
    );
    expect(pdfLinks(pdf).map((link) => link.uri)).toEqual([url]);
  });
});
