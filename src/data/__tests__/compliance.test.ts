import { alignedStandardList, evidence, formatEdition, standardRowId } from '../evidence';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContentIndex } from '../../../plugins/content-index';
import { accessibilityStatement } from '../accessibilityStatement';
import {
  complianceRowProblems,
  complianceRows,
  describeDate,
  documentFactsBySlug,
  unknownHubDocuments,
  withDocumentFacts,
  type ComplianceRow,
} from '../compliance';
import { proofStripPoints } from '../proofStrip';
import { credentialGroups } from '../credentials';

describe('compliance hub dates', () => {
  it('shows a passed expiry as expired, never as current', () => {
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-03-04')).toEqual({
      text: 'expired 3 March 2026',
      expired: true,
    });
  });

  it('shows a future or same-day expiry as still valid', () => {
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-03-03').expired).toBe(false);
    expect(describeDate({ kind: 'expires', iso: '2026-03-03' }, '2026-01-01').text).toMatch(/^expires /);
  });

  it('never marks a review date as expired', () => {
    expect(describeDate({ kind: 'reviewed', iso: '2020-01-01' }, '2026-11-22').expired).toBe(false);
  });

  it('writes every row date as YYYY-MM-DD and every link as a site path', () => {
    for (const row of complianceRows) {
      if (row.date) expect(row.date.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.link) expect(row.link.href).toMatch(/^\//);
      // A register link is built from the number the row shows, or names the register where the buyer types it.
      if (row.register) {
        expect(row.status).toContain(row.register.number);
        if (!row.register.typed) expect(decodeURIComponent(row.register.href)).toContain(row.register.number);
      }
    }
  });
});

describe('compliance row anchors', () => {
  it('gives every row a unique anchor made of lower-case words and hyphens', () => {
    const ids = complianceRows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('points every proof on the home page at a row that exists', () => {
    const ids = new Set(complianceRows.map((row) => row.id));
    expect(proofStripPoints.length).toBeGreaterThan(0);
    for (const point of proofStripPoints) expect(ids.has(point.rowId)).toBe(true);
  });

  it('names every standard we align with, from the one list, among the unticked credentials', () => {
    const unticked = credentialGroups.filter((group) => !group.ticked).flatMap((group) => group.items);
    const rows = new Set(complianceRows.map((row) => row.id));
    for (const standard of alignedStandardList(evidence.alignedStandards)) {
      expect(unticked.some((item) => item.label.replace(/\u00a0/g, ' ').includes(standard.name))).toBe(true);
      // Its own row on the hub, with its edition.
      expect(rows.has(standardRowId(standard))).toBe(true);
      expect(complianceRows.find((row) => row.id === standardRowId(standard))?.what).toContain(formatEdition(standard));
    }
  });

  it('never ticks a self-assessed standard, and says "certified" only where a register can prove it', () => {
    const rowsById = new Map(complianceRows.map((row) => [row.id, row]));
    for (const group of credentialGroups) {
      for (const item of group.items) {
        const row = rowsById.get(item.rowId)!;
        const aligned = /aligned/i.test(row.status);
        // A row whose status says "aligned" belongs in the unticked group, and only there.
        expect({ id: item.rowId, ticked: group.ticked }).toEqual({ id: item.rowId, ticked: !aligned });
        if (/certified/i.test(item.label))
          expect({ id: item.rowId, check: item.check?.href }).toEqual({ id: item.rowId, check: row.register?.href });
      }
    }
    expect(credentialGroups.some((group) => !group.ticked)).toBe(true);
  });
});

describe('the hub reads our documents', () => {
  const siteDir = path.resolve(__dirname, '../../..');

  it('types no date, version or approval of our own documents', () => {
    expect(complianceRowProblems(complianceRows)).toEqual([]);
    expect(complianceRows.filter((row) => row.document).length).toBeGreaterThan(0);
  });

  it('fails on a planted mismatch: a typed date, a typed version, or a document linked without being named', () => {
    const crp = complianceRows.find((row) => row.document === 'carbonreductionplan')!;
    const planted: ComplianceRow[] = [
      { ...crp, date: { kind: 'reviewed', iso: '2026-11-22' } },
      { ...crp, id: 'typed-version', status: 'Version 1.3, signed 22 November 2026' },
      {
        id: 'unnamed',
        what: 'BCMS',
        status: 'Aligned',
        link: { label: 'Business continuity', href: '/policies/bcms' },
        date: { kind: 'reviewed', iso: '2026-11-22' },
      },
    ];
    const problems = complianceRowProblems(planted);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/comes from the document/);
    expect(problems.join('\n')).toMatch(/typed in its status/);
    expect(problems.join('\n')).toMatch(/does not name it in "document"/);
  });

  it('names every hub row whose document no policy file has, and none while every document is there', async () => {
    const { index } = await loadContentIndex(siteDir);
    const facts = documentFactsBySlug(index.policies);
    expect(unknownHubDocuments(complianceRows, facts)).toEqual([]);
    const row = complianceRows.find((candidate) => candidate.document && candidate.document !== 'accessibility')!;
    const withoutIt = Object.fromEntries(Object.entries(facts).filter(([slug]) => slug !== row.document));
    expect(unknownHubDocuments(complianceRows, withoutIt)).toContain(
      `row "${row.id}" names the document "${row.document}", which no file in docs/policies has as its slug`,
    );
  });

  it("shows each document's approval or review date and version from its own front matter", async () => {
    const { index, problems } = await loadContentIndex(siteDir);
    expect(problems).toEqual([]);
    const facts = documentFactsBySlug(index.policies);
    for (const row of withDocumentFacts(complianceRows, facts)) {
      if (!row.document || row.document === 'accessibility') continue;
      const own = facts[row.document]!;
      expect(row.date).toEqual(
        own.approval ? { kind: 'approved', iso: own.approval.date } : { kind: 'reviewed', iso: own.last_reviewed },
      );
      expect(row.status).toContain(`Version ${own.version}`);
      // Linked by the title its page has, at its own address.
      expect(row.link).toEqual({ label: own.title, href: `/policies/${row.document}` });
    }
    // A row naming a document no policy file has stops the build, naming the row.
    expect(() =>
      withDocumentFacts([{ id: 'gone', what: 'Gone', status: 'Retired', document: 'gifts' }], facts),
    ).toThrow(/row "gone" names the document "gifts"/);
    // A document changed after signing moves the hub with it: no second place to edit.
    const changed = {
      ...facts.carbonreductionplan!,
      approval: { ...facts.carbonreductionplan!.approval!, date: '2027-01-05' },
    };
    const moved = withDocumentFacts(complianceRows, { ...facts, carbonreductionplan: changed });
    expect(moved.find((row) => row.document === 'carbonreductionplan')!.date).toEqual({
      kind: 'approved',
      iso: '2027-01-05',
    });
  });

  it('shows the accessibility status recorded once, which the statement prints rather than types', () => {
    const [row] = withDocumentFacts(
      complianceRows.filter((candidate) => candidate.document === 'accessibility'),
      {},
    );
    expect(row!.status.toLowerCase()).toContain(
      `${accessibilityStatement.status} with ${accessibilityStatement.standard}`.toLowerCase(),
    );
    expect(row!.date).toEqual({ kind: 'reviewed', iso: accessibilityStatement.lastReviewed });
    const statement = readFileSync(path.join(siteDir, 'src/pages/accessibility.md'), 'utf8');
    expect(statement).toContain('<Company show="accessibilityStatus" />');
    expect(statement).not.toMatch(/\b(fully|partially|not) compliant\b/i);
  });
});
