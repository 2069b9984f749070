/**
 * The editor's experiment, run as a test (`npm run test:editor`): on a copy
 * of the site, add one policy and one FAQ question as a compliance editor
 * would (Markdown only, as EDITING.md says), build it with its PDFs, and
 * check that the policy is in every list of documents and the question has
 * its panel, its address and its count; retire another policy and check its
 * address redirects and no list names it. Fails, naming each list that missed
 * it, if any list of documents is ever kept in code again.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { outlineStartPages } from '../plugins/post-build/tenderPack';
import { copySite } from './lib/siteCopy';
import { faqQuestions } from '../plugins/faq/questions';

const siteDir = path.resolve(__dirname, '..');
const slug = 'whistleblowingpolicy';
const title = 'Whistleblowing Policy';
/**
 * A retired policy. Every real policy is linked from another page, and a
 * link to a retired one stops the build (Docusaurus's broken-link check, as
 * EDITING.md shows), so the experiment retires one whose file is already gone.
 */
const retiredSlug = 'giftspolicy';
/** A retired FAQ page, one of the original site's, and the page that replaces it. */
const retiredFaq = 'socialmedia';
const faqReplacement = 'webdesigning';
const question = 'Can we raise a concern about your work for us in confidence?';

const policy = `---
title: ${title}
description: How anyone who works with us can raise a concern about wrongdoing, in confidence, and how we protect them.
slug: /${slug}
sidebar_position: 10
owner: Managing Director
version: '1.0'
last_reviewed: 2026-11-20
next_review: 2027-11-20
history:
  - version: '1.0'
    date: 2026-11-20
    summary: 'First version, written by the compliance team.'
---

## Who this policy is for

Everyone who works for us or with us can raise a concern about wrongdoing, and no one who raises one in good faith will suffer for it.
`;

const answer =
  'Yes. Write to our Managing Director, who reads every concern in confidence and tells you what we will do about it. ' +
  'You do not need proof, only a reasonable belief that something is wrong, and nobody who raises a concern in good faith ' +
  'will be treated less well for doing so.';

async function main(): Promise<void> {
  const copy = copySite(siteDir, mkdtempSync(path.join(tmpdir(), 'editor-check-')));
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  try {
    writeFileSync(path.join(copy, 'docs/policies', `${slug}.md`), policy);
    // Retire a policy: its file is gone, and the policy index lists it, replaced by the new one.
    const indexFile = path.join(copy, 'docs/policies/mainpolicy.md');
    writeFileSync(
      indexFile,
      readFileSync(indexFile, 'utf8').replace(
        /^sidebar_position: 0$/m,
        `sidebar_position: 0\nretired:\n  - slug: /${retiredSlug}\n    replaced_by: /${slug}`,
      ),
    );
    // Retire an FAQ page: its file is gone, and the FAQ index lists it, replaced by another.
    rmSync(path.join(copy, 'docs/faq', `${retiredFaq}.md`));
    const faqIndexFile = path.join(copy, 'docs/faq/index.md');
    writeFileSync(
      faqIndexFile,
      readFileSync(faqIndexFile, 'utf8').replace(
        /^sidebar_position: 0$/m,
        `sidebar_position: 0\nretired:\n  - slug: /${retiredFaq}\n    replaced_by: /${faqReplacement}`,
      ),
    );
    const faqFile = path.join(copy, 'docs/faq/itsupport.md');
    const original = faqQuestions(readFileSync(faqFile, 'utf8').replace(/^---[\s\S]*?---\n/, ''));
    const before = original.length;
    // Reword two questions: one keeps its address as EDITING.md says, one does not.
    const [, kept, lostOne] = original;
    const reworded = readFileSync(faqFile, 'utf8')
      .replace(`## ${kept!.question}\n`, `## ${kept!.question.replace(/\?$/, '')}, in plain words? {#${kept!.id}}\n`)
      .replace(`## ${lostOne!.question}\n`, `## ${lostOne!.question.replace(/\?$/, '')}, in plain words?\n`);
    writeFileSync(faqFile, `${reworded.trimEnd()}\n\n## ${question}\n\n${answer}\n`);

    const started = Date.now();
    const built = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build'], {
      cwd: copy,
      encoding: 'utf8',
      env: {
        ...process.env,
        EMAILJS_SERVICE_ID: 'service_e2e',
        EMAILJS_TEMPLATE_ID: 'template_e2e',
        EMAILJS_PUBLIC_KEY: 'public_e2e',
        PDF_PORT: '4186',
        // The copy shares node_modules: keep its build out of the bundler's cache there.
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
    });
    if (built.status !== 0) throw new Error(`[editor] the build failed:\n${built.stderr}`);
    const build = path.join(copy, 'build');
    const html = (route: string) => readFileSync(path.join(build, route, 'index.html'), 'utf8');
    // The built HTML is minified: an attribute may have lost its quotes.
    const linked = (markup: string) => new RegExp(`href="?/policies/${slug}/[" >]`).test(markup);

    expect(existsSync(path.join(build, 'policies', slug, 'index.html')), 'the page /policies/whistleblowingpolicy/');
    const about = html('about');
    const menu = about.slice(about.indexOf('dropdown__menu'), about.indexOf('</ul>', about.indexOf('dropdown__menu')));
    expect(linked(menu), 'the Policies menu');
    const footer = about.slice(about.indexOf('<footer'));
    expect(linked(footer), "the footer's Policies column");
    expect(linked(html('policies/mainpolicy')), 'the policy index');
    const hub = html('compliance');
    expect(linked(hub), 'the compliance hub');
    expect(new RegExp(`data-size="?\\(\\d+ KB\\)"? data-pdf-size="?${slug}`).test(hub), 'its PDF size on the hub');
    expect(readFileSync(path.join(build, 'sitemap.xml'), 'utf8').includes(`/policies/${slug}/`), 'the sitemap');
    const pdfPath = path.join(build, 'pdf', `${slug}.pdf`);
    expect(existsSync(pdfPath), 'its PDF');
    if (existsSync(pdfPath))
      expect((await PDFDocument.load(readFileSync(pdfPath))).getTitle() === title, 'its PDF title');
    const pack = await PDFDocument.load(readFileSync(path.join(build, 'pdf', 'tender-pack.pdf')));
    expect(outlineStartPages(pack).has(title.replace(/\s+/g, '')), 'the tender pack');
    const sizes = JSON.parse(readFileSync(path.join(build, 'pdf', 'sizes.json'), 'utf8')) as Record<string, string>;
    expect(Boolean(sizes[slug]), 'the PDF sizes');

    const retiredPage = path.join(build, 'policies', retiredSlug, 'index.html');
    expect(
      existsSync(retiredPage) && readFileSync(retiredPage, 'utf8').includes(`url=/policies/${slug}/`),
      'the retired policy redirecting to the one that replaces it',
    );
    const retiredHref = new RegExp(`href="?/policies/${retiredSlug}/[" >]`);
    expect(
      ![about, hub, html('policies/mainpolicy')].some((page) => retiredHref.test(page)),
      'no list naming the retired policy',
    );
    expect(!existsSync(path.join(build, 'pdf', `${retiredSlug}.pdf`)), 'no PDF of the retired policy');

    const retiredFaqPage = path.join(build, 'faq', retiredFaq, 'index.html');
    expect(
      existsSync(retiredFaqPage) && readFileSync(retiredFaqPage, 'utf8').includes(`url=/faq/${faqReplacement}/`),
      'the retired FAQ page redirecting to the one that replaces it',
    );
    expect(
      !new RegExp(`href="?/faq/${retiredFaq}/[" >]`).test(html('faq')) &&
        !readFileSync(path.join(build, 'sitemap.xml'), 'utf8').includes(`/faq/${retiredFaq}/`),
      'neither the FAQ index nor the sitemap naming the retired FAQ page',
    );

    const faq = html('faq/itsupport');
    const added = faqQuestions(readFileSync(faqFile, 'utf8').replace(/^---[\s\S]*?---\n/, '')).at(-1)!;
    expect(added.question === question, 'the question as the FAQ plugin reads it');
    expect(
      new RegExp(`<details[^>]*>\\s*<summary[^>]*>\\s*<h2[^>]*id="?${added.id}"?`).test(faq),
      'its panel and address',
    );
    expect(faq.includes(`"name":"${question}"`), "the FAQ page's structured data");
    expect(html('faq').includes(`${before + 1} questions`), "the FAQ index's count");
    expect(
      new RegExp(`<h2 id="?${kept!.id}"?[^>]*>[^<]*in plain words\\?`).test(faq),
      'the reworded question at its old address',
    );
    expect(
      built.stderr.includes(`docs/faq/itsupport.md: the question published at /faq/itsupport/#${lostOne!.id} is gone`),
      "the build's report of the address a rewording lost",
    );
    expect(!built.stderr.includes(`#${kept!.id} is gone`), 'no report for the address kept');
    // Pagefind's fragments: one gzip file a page, holding its URL, text and anchors.
    const fragmentDir = path.join(build, 'pagefind', 'fragment');
    const fragments = readdirSync(fragmentDir).map((name) =>
      gunzipSync(readFileSync(path.join(fragmentDir, name))).toString('utf8'),
    );
    expect(
      fragments.some((text) => text.includes(`/policies/${slug}/`)),
      'search',
    );
    expect(
      fragments.some((text) => text.includes(added.id)),
      'search, at the question',
    );

    console.log(
      problems.length === 0
        ? `[editor] A policy and a question added, and a policy and an FAQ page retired, in Markdown alone reached every list (build ${((Date.now() - started) / 1000).toFixed(0)} s)`
        : `[editor] Added in Markdown alone, the policy or question is missing from:\n- ${problems.join('\n- ')}`,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (problems.length > 0) process.exit(1);
}

void main();
