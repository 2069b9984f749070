import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { company, companySamples, type Company } from '../company';
import { evidence, evidenceSamples } from '../evidence';
import { pdfPrintOptions } from '../../../plugins/post-build/pdfPrint';
import {
  contentSamples,
  identityFileSamples,
  demonstrationDeployVariable,
  demonstrationNotice,
  deployRefusal,
  pdfSampleMark,
  sampleNames,
  samples,
  type SampleKind,
  type SampleRecord,
} from '../demonstration';

/** Values reserved for fiction: an address at a reserved domain (RFC 2606), an Ofcom drama number. */
function reservedForFiction(value: string): boolean {
  return (
    /@[\w.-]+\.(?:example|test|invalid)$/.test(value) ||
    // Ofcom's drama ranges: 0113–0161 496 0xxx, 020 7946 0xxx, 07700 900xxx.
    /^\+44(?:1\d{2}4960|207946|7700900)\d{3}$/.test(value)
  );
}

describe('sample identity and evidence values', () => {
  it('recognises values reserved for fiction', () => {
    expect(reservedForFiction('+441514960123')).toBe(true);
    expect(reservedForFiction('+447700900461')).toBe(true);
    expect(reservedForFiction('tenders@firm.example')).toBe(true);
    expect(reservedForFiction('+441517095000')).toBe(false);
    expect(reservedForFiction('tenders@firm.co.uk')).toBe(false);
  });

  it('marks every value reserved for fiction as a sample', () => {
    const fields: Partial<Record<keyof Company, string[]>> = {
      email: [company.email],
      tendersEmail: [company.tendersEmail],
      phones: company.phones.map((phone) => phone.e164),
    };
    for (const [name, values] of Object.entries(fields)) {
      if (values.some(reservedForFiction)) expect(companySamples).toContain(name);
    }
  });

  it('names only fields the modules hold, and content files that exist', () => {
    for (const name of companySamples) expect(Object.keys(company)).toContain(name);
    for (const name of evidenceSamples) expect(Object.keys(evidence)).toContain(name);
    const root = path.join(__dirname, '../../..');
    for (const { file } of [...contentSamples, ...identityFileSamples])
      expect(existsSync(path.join(root, file))).toBe(true);
    expect(sampleNames()).toHaveLength(
      companySamples.length + identityFileSamples.length + evidenceSamples.length + contentSamples.length,
    );
  });

  const none: SampleRecord = { identity: [], evidence: [], content: [] };
  const plantedIn = (kind: SampleKind): SampleRecord => ({ ...none, [kind]: [`planted ${kind} sample`] });
  const header = (record: SampleRecord) =>
    String(pdfPrintOptions('Privacy Policy', 'https://x.example/', record)?.headerTemplate);

  it.each<SampleKind>(['identity', 'evidence', 'content'])(
    'reacts to a sample of %s: the notice names its kind, the PDF header marks it, the deploy gate refuses it',
    (kind) => {
      const record = plantedIn(kind);
      expect(demonstrationNotice(record)).toMatch(/demonstration/i);
      expect(demonstrationNotice(record)).not.toBe(
        demonstrationNotice(plantedIn(kind === 'content' ? 'identity' : 'content')),
      );
      expect(pdfSampleMark(record)).toBe(`DEMONSTRATION: sample ${kind}`);
      expect(header(record)).toContain(pdfSampleMark(record));
      expect(deployRefusal(record, undefined)).toContain(`planted ${kind} sample`);
      expect(deployRefusal(record, 'true')).toBeUndefined();
    },
  );

  it('says nothing and refuses nothing once no sample is left', () => {
    expect(demonstrationNotice(none)).toBeUndefined();
    expect(pdfSampleMark(none)).toBeUndefined();
    expect(header(none)).not.toContain('DEMONSTRATION');
    expect(deployRefusal(none, undefined)).toBeUndefined();
    // Today's site: every kind is still a sample, and the notice names each.
    expect(pdfSampleMark(samples)).toBe('DEMONSTRATION: sample identity, evidence and content');
  });

  it('refuses a deploy of samples unless the repository allows a demonstration', () => {
    expect(deployRefusal(samples, undefined)).toMatch(/company\.companyNumber.*ALLOW_DEMONSTRATION_DEPLOY/);
    expect(deployRefusal(samples, 'false')).toBeDefined();
  });

  it('runs the refusal before the build the deploy workflow publishes, with the repository variable', () => {
    const workflows = path.join(__dirname, '../../../.github/workflows');
    // The deploy workflow publishes the build its call to the test workflow made and tested.
    expect(readFileSync(path.join(workflows, 'deploy.yml'), 'utf8')).toMatch(
      /uses: \.\/\.github\/workflows\/test\.yml\s+with:\s+publish: true/,
    );
    const workflow = readFileSync(path.join(workflows, 'test.yml'), 'utf8');
    expect(workflow).toContain(`${demonstrationDeployVariable}: \${{ vars.${demonstrationDeployVariable} }}`);
    const guard = workflow.indexOf('scripts/check-samples.ts');
    expect(guard).toBeGreaterThan(-1);
    expect(guard).toBeLessThan(workflow.indexOf('run: npm test'));
    expect(guard).toBeLessThan(workflow.indexOf('upload-pages-artifact'));
  });
});
