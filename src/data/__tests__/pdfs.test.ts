import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pdfDocuments, pdfFile, tenderPackFile } from '../pdfs';
import { policySlugs, routes } from '../routes';

describe('the tender-ready PDF list', () => {
  const slugs = pdfDocuments.map((doc) => doc.slug);

  it('prints every policy file, the Carbon Reduction Plan and the accessibility statement, once each', () => {
    const policyFiles = readdirSync(path.join(__dirname, '../../../docs/policies'))
      .filter((name) => name.endsWith('.md') && name !== 'mainpolicy.md')
      .map((name) => name.replace(/\.md$/, ''));
    expect(slugs).toEqual(expect.arrayContaining([...policySlugs, ...policyFiles, 'accessibility']));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('prints pages by their routes and writes files under one folder, the tender pack beside them', () => {
    for (const doc of pdfDocuments) {
      expect(doc.route).toMatch(/^\/[a-z0-9/-]+\/$/);
      expect(pdfFile(doc.slug)).toMatch(/^\/pdf\/[a-z0-9-]+\.pdf$/);
    }
    expect(pdfDocuments.find((doc) => doc.slug === 'accessibility')?.route).toBe(`${routes.accessibility}/`);
    expect(slugs).not.toContain('tender-pack');
    expect(tenderPackFile).toBe(pdfFile('tender-pack'));
  });
});
