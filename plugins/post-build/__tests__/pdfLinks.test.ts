import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { pdfLinks, strayLinkProblems, unbrokenUrlHtml } from '../pdfLinks';

/** A one-page PDF whose links lead to `uris`, as Chromium writes them: URI actions on link annotations. */
async function pdfWithLinks(uris: string[]): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  const annotations = uris.map((uri, index) =>
    pdf.context.register(
      pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [10, 10 + index * 20, 100, 25 + index * 20],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(uri) },
      }),
    ),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj(annotations));
  return PDFDocument.load(await pdf.save());
}

const site = 'https://www.harbourline-digital.example';

describe('links in the PDFs', () => {
  it('reads every web link with its page', async () => {
    const pdf = await pdfWithLinks([`${site}/policies/privacypolicy/`, 'https://ico.org.uk/']);
    expect(pdfLinks(pdf)).toEqual([
      { page: 1, uri: `${site}/policies/privacypolicy/` },
      { page: 1, uri: 'https://ico.org.uk/' },
    ]);
  });

  it('fails a link to the machine that printed it, naming the file, the page and the live address', async () => {
    const pdf = await pdfWithLinks([
      'http://localhost:4185/policies/privacypolicy/',
      `${site}/compliance/`,
      'http://127.0.0.1:3000/faq/',
      'https://www.legislation.gov.uk/ukpga/1996/18/section/43B',
    ]);
    const problems = strayLinkProblems('privacypolicy.pdf', pdf, site);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('privacypolicy.pdf, page 1, links to http://localhost:4185/policies/privacypolicy/');
    expect(problems[0]).toContain(`must lead to ${site} (SITE_URL)`);
    expect(problems[1]).toContain('http://127.0.0.1:3000/faq/');
  });

  it('passes a PDF whose links all lead to the live site or elsewhere on the web', async () => {
    const pdf = await pdfWithLinks([`${site}/accessibility/`, 'https://www.gov.uk/']);
    expect(strayLinkProblems('accessibility.pdf', pdf, site)).toEqual([]);
  });

  it('writes an address out in parts that break only after a "/", so no line ends at a hyphen', () => {
    const html = unbrokenUrlHtml('find-and-update.company-information.service.gov.uk/company/10234567');
    expect(html).toBe(
      '<span class="print-url-part">find-and-update.company-information.service.gov.uk/</span><wbr>' +
        '<span class="print-url-part">company/</span><wbr><span class="print-url-part">10234567</span>',
    );
    expect(unbrokenUrlHtml('a.example/?q=<b>&x')).toContain('?q=&lt;b&gt;&amp;x');
    // Never after the scheme: "https://" and its host stay on one line.
    expect(unbrokenUrlHtml('https://www.equalityadvisoryservice.com/')).toBe(
      '<span class="print-url-part">https://www.equalityadvisoryservice.com/</span>',
    );
  });
});
