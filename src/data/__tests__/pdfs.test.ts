import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { pdfDocuments, pdfFile, tenderPackFile, tenderPackSlug } from '../pdfs';
import { askedOrder, inPackOrder, packSections } from '../tenderPack';
import { insuranceDocument, policyDocumentRoute } from '../policyDocuments';
import { routes } from '../routes';

describe('the tender-ready PDF list', () => {
  const policies = [
    { slug: '/privacypolicy', pdf: true, tender_pack: true, pack_section: 'website-notices' },
    { slug: '/gifts', pdf: true, tender_pack: false, pack_section: 'policies' },
    { slug: '/draft', pdf: false, tender_pack: false, pack_section: 'policies' },
    { slug: '/carbonreductionplan', pdf: true, tender_pack: true, pack_section: 'statements' },
  ] as const;

  it('prints the policies their front matter prints, in their order, then the accessibility statement and the insurance certificate', () => {
    expect(pdfDocuments(policies).map(({ slug, tenderPack }) => ({ slug, tenderPack }))).toEqual([
      { slug: 'privacypolicy', tenderPack: true },
      { slug: 'gifts', tenderPack: false },
      { slug: 'carbonreductionplan', tenderPack: true },
      { slug: 'accessibility', tenderPack: true },
      { slug: insuranceDocument.slug, tenderPack: true },
    ]);
    expect(pdfDocuments(policies)[0]).toEqual({
      slug: 'privacypolicy',
      route: `${policyDocumentRoute('/privacypolicy')}/`,
      tenderPack: true,
      packSection: 'website-notices',
    });
  });

  it('packs by section, in the order a selection questionnaire asks for, each section in the policies order', () => {
    const packed = inPackOrder(pdfDocuments(policies).filter((doc) => doc.tenderPack)).map((doc) => doc.slug);
    expect(packed).toEqual([insuranceDocument.slug, 'carbonreductionplan', 'privacypolicy', 'accessibility']);
    expect(Object.keys(packSections)).toEqual(['certificates', 'statements', 'policies', 'website-notices']);
  });

  it('puts the policies in the order a questionnaire asks for them, and a policy it does not name after them', () => {
    const [first, second] = askedOrder;
    const policiesSection = [
      { slug: 'gifts', packSection: 'policies' as const },
      { slug: second!, packSection: 'policies' as const },
      { slug: first!, packSection: 'policies' as const },
    ];
    expect(inPackOrder(policiesSection).map((doc) => doc.slug)).toEqual([first, second, 'gifts']);
  });

  it('names in the questionnaire order only policies that exist and belong to the policies section', () => {
    const folder = path.join(__dirname, '../../../docs/policies');
    const sections = new Map(
      readdirSync(folder)
        .filter((file) => file.endsWith('.md'))
        .map((file) => matter(readFileSync(path.join(folder, file), 'utf8')).data)
        .map((data) => [String(data.slug).replace(/^\//, ''), data.pack_section ?? 'policies']),
    );
    for (const slug of askedOrder) expect([slug, sections.get(slug)]).toEqual([slug, 'policies']);
  });

  it('prints pages by their routes and writes files under one folder, the tender pack beside them', () => {
    for (const doc of pdfDocuments(policies)) {
      expect(doc.route).toMatch(/^\/[a-z0-9/-]+\/$/);
      expect(pdfFile(doc.slug)).toMatch(/^\/pdf\/[a-z0-9-]+\.pdf$/);
      expect(doc.slug).not.toBe(tenderPackSlug);
    }
    expect(policyDocumentRoute('/privacypolicy')).toBe(`${routes.policies}/privacypolicy`);
    expect(tenderPackFile).toBe(pdfFile('tender-pack'));
  });
});
