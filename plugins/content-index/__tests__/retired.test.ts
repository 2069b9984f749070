import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogDir,
  faqDir,
  faqIndexFile,
  loadContentIndex,
  loadPolicies,
  policyDir,
  policyIndexFile,
  readPublishedAnchors,
} from '../index';
import { retiredPolicyRedirects } from '../../../src/data/policyDocuments';
import { retiredFaqRedirects } from '../../../src/data/routes';
import { publishedAnchorsFile } from '../../faq/anchors';

const siteDir = path.join(__dirname, '../../..');

/** A site with the real policy index (given `retired` entries) and one real policy, the privacy policy. */
function siteWith(retired: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retired-'));
  mkdirSync(path.join(dir, policyDir), { recursive: true });
  const index = readFileSync(path.join(siteDir, policyDir, policyIndexFile), 'utf8');
  writeFileSync(
    path.join(dir, policyDir, policyIndexFile),
    index.replace(/^sidebar_position: 0$/m, `sidebar_position: 0\nretired:\n${retired}`),
  );
  copyFileSync(path.join(siteDir, policyDir, 'privacypolicy.md'), path.join(dir, policyDir, 'privacypolicy.md'));
  return dir;
}

describe('a retired policy', () => {
  it('redirects to the policy that replaces it, or to the policy index', () => {
    const dir = siteWith('  - slug: /giftspolicy\n    replaced_by: /privacypolicy\n  - slug: /oldpolicy');
    try {
      const { retired, problems } = loadPolicies(dir);
      expect(problems).toEqual([]);
      expect(retiredPolicyRedirects(retired)).toEqual([
        { from: '/policies/giftspolicy', to: '/policies/privacypolicy' },
        { from: '/policies/oldpolicy', to: '/policies/mainpolicy' },
      ]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('stops the build, at the line of "retired", if it still has a page or its replacement has none', () => {
    const dir = siteWith(
      '  - slug: /privacypolicy\n  - slug: /giftspolicy\n    replaced_by: /nopolicy\n  - slug: gifts',
    );
    try {
      const messages = loadPolicies(dir).problems.map(
        (problem) => `${problem.file}:${problem.line}: ${problem.message}`,
      );
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /mainpolicy\.md:6: "\/privacypolicy" is retired but a policy still has "slug: \/privacypolicy"/,
          ),
          expect.stringMatching(/mainpolicy\.md:6: "\/giftspolicy" is replaced by "\/nopolicy", which no policy has/),
          expect.stringMatching(/must be a policy's slug, such as "\/giftspolicy" \(found gifts\)/),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

/** A copy of the site's documents, with the FAQ index given `retired` entries and some FAQ pages removed. */
function faqSiteWith(retired: string, removed: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'retired-faq-'));
  for (const folder of ['docs', blogDir])
    cpSync(path.join(siteDir, folder), path.join(dir, folder), { recursive: true });
  const indexFile = path.join(dir, faqDir, faqIndexFile);
  writeFileSync(
    indexFile,
    readFileSync(indexFile, 'utf8').replace(/^sidebar_position: 0$/m, `sidebar_position: 0\nretired:\n${retired}`),
  );
  for (const name of removed) rmSync(path.join(dir, faqDir, name));
  return dir;
}

describe('a retired FAQ page', () => {
  it('redirects to the page that replaces it, or to the FAQ index, and its original address is kept', async () => {
    const dir = faqSiteWith('  - slug: /socialmedia\n    replaced_by: /webdesigning', ['socialmedia.md']);
    try {
      const { index, problems } = await loadContentIndex(dir);
      expect(problems).toEqual([]);
      expect(index.faqs.map((faq) => faq.slug)).not.toContain('/socialmedia');
      expect(retiredFaqRedirects(index.retiredFaqs)).toEqual([{ from: '/faq/socialmedia', to: '/faq/webdesigning' }]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('stops the build, at the line of "retired", if it still has a page, its replacement has none, or it was removed without being retired', async () => {
    const dir = faqSiteWith('  - slug: /itsupport\n    replaced_by: /payroll', ['socialmedia.md']);
    try {
      const { problems } = await loadContentIndex(dir);
      const messages = problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /faq\/index\.md:6: "\/itsupport" is retired but an FAQ page still has "slug: \/itsupport"/,
          ),
          expect.stringMatching(/faq\/index\.md:6: "\/itsupport" is replaced by "\/payroll", which no FAQ page has/),
          expect.stringMatching(
            /no page has "slug: \/socialmedia".*to retire it, list it under "retired" in docs\/faq\/index\.md/,
          ),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('a published FAQ address', () => {
  /** A copy of the content with one FAQ question removed, and the addresses as last published. */
  function siteWithoutAQuestion(): { dir: string; id: string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'anchors-'));
    for (const folder of [policyDir, faqDir, blogDir])
      cpSync(path.join(siteDir, folder), path.join(dir, folder), { recursive: true });
    mkdirSync(path.join(dir, 'plugins/faq'), { recursive: true });
    copyFileSync(path.join(siteDir, publishedAnchorsFile), path.join(dir, publishedAnchorsFile));
    const file = path.join(dir, faqDir, 'itsupport.md');
    const source = readFileSync(file, 'utf8');
    // The last question and its answer go.
    const last = source.lastIndexOf('\n## ');
    writeFileSync(file, `${source.slice(0, last)}\n`);
    const id = readPublishedAnchors(siteDir).itsupport!.at(-1)!;
    return { dir, id };
  }

  it('stops the build when its question is removed, and `npm run faq:anchors` (no published record) records the page as it is', async () => {
    const { dir, id } = siteWithoutAQuestion();
    try {
      const { problems } = await loadContentIndex(dir);
      expect(problems.map((problem) => problem.message)).toEqual([
        expect.stringContaining(`/faq/itsupport/#${id} is gone`),
      ]);
      expect((await loadContentIndex(dir, {})).problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
