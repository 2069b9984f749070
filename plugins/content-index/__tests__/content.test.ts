import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserStorage } from '../../../src/data/browserStorage';
import { pdfDocuments } from '../../../src/data/pdfs';
import { accessibilityDocument, insuranceDocument } from '../../../src/data/policyDocuments';
import { faqSlugs, legacyPolicySlugs } from '../../../src/data/routes';
import { faqQuestions } from '../../faq/questions';
import { loadContentIndex } from '../index';

const siteDir = path.join(__dirname, '../../..');
/** Every FAQ page an editor has written, whatever their number. */
const faqFiles = readdirSync(path.join(siteDir, 'docs/faq')).filter(
  (name) => name.endsWith('.md') && name !== 'index.md',
);

describe('the Markdown content as editors left it', () => {
  let index: Awaited<ReturnType<typeof loadContentIndex>>;
  beforeAll(async () => {
    index = await loadContentIndex(siteDir);
  });

  it('has no front-matter problems', () => {
    expect(index.problems).toEqual([]);
  });

  it('publishes the eight menu policies (and any others) with every front-matter field and a history', () => {
    expect(index.index.policies.map((policy) => policy.slug)).toEqual(
      expect.arrayContaining(legacyPolicySlugs.map((slug) => `/${slug}`)),
    );
    for (const policy of index.index.policies) {
      expect(policy.owner).not.toBe('');
      expect(policy.version).toMatch(/^\d+\.\d+$/);
      expect(policy.next_review > policy.last_reviewed).toBe(true);
      expect(policy.history.at(-1)).toMatchObject({ version: policy.version, date: policy.last_reviewed });
    }
  });

  it('prints every policy whose front matter asks for a PDF, then the accessibility statement and the insurance certificate, once each', () => {
    const printed = pdfDocuments(index.index.policies);
    const wanted = index.index.policies.filter((policy) => policy.pdf).map((policy) => policy.slug.slice(1));
    expect(printed.map((doc) => doc.slug)).toEqual([...wanted, accessibilityDocument.slug, insuranceDocument.slug]);
    expect(wanted).toEqual(expect.arrayContaining(['carbonreductionplan']));
    for (const policy of index.index.policies) {
      // No tender-pack entry without its PDF: the build refuses `tender_pack: true` with `pdf: false`.
      if (policy.tender_pack) expect(policy.pdf).toBe(true);
    }
    const accessibility = readFileSync(path.join(siteDir, 'src/pages/accessibility.md'), 'utf8');
    expect(accessibility).toMatch(new RegExp(`^title: ${accessibilityDocument.title}$`, 'm'));
  });

  it("keeps the original site's FAQ pages, and counts on the index what each page holds", () => {
    // An editor adds or removes a question with no test to change: the rule is that the count is the page's.
    expect(index.index.faqs.map((faq) => faq.slug)).toEqual(expect.arrayContaining(faqSlugs.map((slug) => `/${slug}`)));
    for (const faq of index.index.faqs) {
      const source = readFileSync(path.join(siteDir, faq.file), 'utf8');
      expect(faq.questionCount).toBe(faqQuestions(source).length);
      expect(faq.questionCount).toBeGreaterThan(0);
      expect(faq.title).toMatch(/FAQs$/);
    }
  });

  describe.each(faqFiles)('FAQ page %s', (name) => {
    const source = readFileSync(path.join(siteDir, 'docs/faq', name), 'utf8');
    const questions = faqQuestions(source);

    it('has no duplicate question and no duplicate id', () => {
      expect(new Set(questions.map((q) => q.question.toLowerCase())).size).toBe(questions.length);
      expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    });

    it('answers every question at a sensible length, in paragraphs of at most 80 words (a phone screen each)', () => {
      const count = (text: string) => text.split(/\s+/).filter(Boolean).length;
      for (const { question, answer } of questions) {
        expect(question.endsWith('?')).toBe(true);
        expect(count(answer)).toBeGreaterThanOrEqual(30);
        expect(count(answer)).toBeLessThanOrEqual(200);
        for (const paragraph of answer.split(/\n\s*\n/)) {
          expect([question, count(paragraph)]).toEqual([question, Math.min(count(paragraph), 80)]);
        }
      }
    });
  });

  it('shows at most five rows of a table on a marketing page, folding the rest into <details>, so a phone reaches the next section', () => {
    const pages = (readdirSync(path.join(siteDir, 'src/pages'), { recursive: true }) as string[]).filter((name) =>
      /(^|\/)_[^/]+\.md$/.test(name),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const name of pages) {
      // Each table is a run of lines starting with "|": its header, the delimiter row, then its rows.
      // The rows folded inside <details> are out of sight until asked for.
      let folded = false;
      const tableLines = readFileSync(path.join(siteDir, 'src/pages', name), 'utf8')
        .split('\n')
        .map((line) => {
          if (/^<details\b/.test(line)) folded = true;
          if (line.startsWith('</details>')) folded = false;
          return line.startsWith('|') && !folded ? '|' : '\n';
        })
        .join('');
      for (const table of tableLines.split('\n').filter(Boolean)) {
        expect([name, table.length - 2]).toEqual([name, Math.min(table.length - 2, 5)]);
      }
    }
  });

  it('prints in the cookies policy the list of what the site stores, typing no key by hand', () => {
    const policy = readFileSync(path.join(siteDir, 'docs/policies/cookiespolicy.md'), 'utf8');
    expect(policy).toContain('<BrowserStorageTable />');
    for (const entry of Object.values(browserStorage)) expect(policy).not.toContain(`\`${entry.key}\``);
  });

  it('declares ISO 22301 and ISO 9001 alignment without claiming certification', () => {
    const bcms = readFileSync(path.join(siteDir, 'docs/policies/bcms.md'), 'utf8');
    const qms = readFileSync(path.join(siteDir, 'docs/policies/qmspolicy.md'), 'utf8');
    expect(bcms).toMatch(/not certified to ISO 22301/i);
    expect(qms).toMatch(/not certified to ISO 9001/i);
  });
});
