import { readFileSync } from 'node:fs';
import { findTypedDocumentLists } from '../../scripts/lib/documentListLint';

describe('findTypedDocumentLists', () => {
  it('finds the sentence that denied five published policies, as it stood before it was removed', () => {
    const page = readFileSync('src/pages/service/_service.md', 'utf8');
    const old = page.replace(
      /We publish the documents[^\n]*<DocumentList \/>\./,
      'We have not yet published policies on health and safety, equality, anti-bribery, information security or whistleblowing.',
    );
    expect(old).not.toBe(page);
    const findings = findTypedDocumentLists('src/pages/service/_service.md', old);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain('<DocumentList />');
    expect(old.split('\n')[findings[0]!.line - 1]).toContain('We have not yet published policies');
  });

  it('finds a typed count of our documents, with its line', () => {
    const text = ['---', 'title: Sample', '---', '', 'Intro.', '', 'We publish 17 policies, each with a PDF.'].join(
      '\n',
    );
    expect(findTypedDocumentLists('docs/sample.md', text)).toEqual([expect.objectContaining({ line: 7 })]);
  });

  it("passes a client's unpublished plan, front matter and the printed list", () => {
    const text = [
      '---',
      'summary: not published before',
      '---',
      'A plan that is missing, unsigned or not published fails that condition.',
      'We publish every document a buyer asks for: <DocumentList />.',
    ].join('\n');
    expect(findTypedDocumentLists('blog/sample.md', text)).toEqual([]);
  });
});
