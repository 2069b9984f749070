import { pdfDocuments, pdfFile, tenderPackFile, tenderPackSlug } from '../pdfs';
import { insuranceDocument, policyDocumentRoute } from '../policyDocuments';
import { routes } from '../routes';

describe('the tender-ready PDF list', () => {
  const policies = [
    { slug: '/privacypolicy', pdf: true, tender_pack: true },
    { slug: '/gifts', pdf: true, tender_pack: false },
    { slug: '/draft', pdf: false, tender_pack: false },
  ];

  it('prints the policies their front matter prints, in their order, then the accessibility statement and the insurance certificate', () => {
    expect(pdfDocuments(policies)).toEqual([
      { slug: 'privacypolicy', route: `${policyDocumentRoute('/privacypolicy')}/`, tenderPack: true },
      { slug: 'gifts', route: `${policyDocumentRoute('/gifts')}/`, tenderPack: false },
      { slug: 'accessibility', route: `${routes.accessibility}/`, tenderPack: true },
      { slug: insuranceDocument.slug, route: `${routes.insuranceCertificate}/`, tenderPack: true },
    ]);
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
