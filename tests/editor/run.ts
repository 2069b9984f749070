/**
 * The editor's experiment, run as a test (`npm run test:editor`): on a copy
 * of the site, add one policy and one FAQ question as a compliance editor
 * would (Markdown only, as EDITING.md says), build it with its PDFs, and
 * check that the policy is in every list of documents and the question has
 * its panel, its address and its count; retire another policy and check its
 * address redirects and no list names it. Fails, naming each list that missed
 * it, if any list of documents is ever kept in code again. On the way it
 * makes an editor's common mistakes (a misspelt optional field, a misspelt
 * required one, review dates in the wrong order, a mistyped link, a component
 * left open, a reworded question without its address) and requires each to stop the build with
 * the file, line and sentence under the content report's heading, and no stack trace. It adds a
 * policy in the browser editor too, and then builds once, under the base path a
 * project site on GitHub Pages has (`testBasePath`): the browser's policy is
 * printed and last in the tender pack, and search finds the new question and
 * leads to it without leaving the base path. That one build is the suite's proof
 * of the base path; the page tests build the site once more, at the root.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { outlineStartPages } from '../../plugins/post-build/tenderPack';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../plugins/shared/chromium';
import { serveBuild } from '../../plugins/shared/serveBuild';
import { copySite } from '../../scripts/lib/siteCopy';
import { loadPolicies } from '../../plugins/content-index';
import { writeEditor } from '../../plugins/cms';
import { testBasePath } from '../../config/site';
import { waitForHydration } from '../e2e/helpers';
import { faqQuestions } from '../../plugins/faq/questions';
import { retiredPdfWords } from '../../src/data/pdfs';

const siteDir = path.resolve(__dirname, '../..');
const slug = 'whistleblowingpolicy';
const title = 'Whistleblowing Policy';
/**
 * A retired policy. Every real policy is linked from another page, and a
 * link to a retired one stops the build (the link check, as EDITING.md
 * shows), so the experiment retires one whose file is already gone.
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

/** Where the copy's editor finds decap-server, and where the copy is served. */
const editorProxyPort = 8097;
const editorSitePort = 4188;
/** The policy the trial adds in the browser, as a new compliance officer would. */
const browserPolicy = { slug: 'trainingpolicy', title: 'Training and Development Policy' };

/**
 * The trial's fourth task: in the copy's editor at /admin/, saving through
 * decap-server as `npm run cms` does, add a policy with the form alone
 * (leaving its position and switches as they start). Returns the file saved.
 * The editor is written as the build writes it, into a folder of its own, so
 * the copy is built once, with this policy in it.
 */
async function addPolicyInBrowser(copy: string): Promise<string> {
  const editorDir = mkdtempSync(path.join(tmpdir(), 'editor-admin-'));
  // The preview takes the site's stylesheet; what it looks like is not what this task checks.
  mkdirSync(path.join(editorDir, 'assets', 'css'), { recursive: true });
  writeFileSync(path.join(editorDir, 'assets', 'css', 'site.css'), '');
  process.env.CMS_PROXY_PORT = String(editorProxyPort);
  await writeEditor({
    outDir: editorDir,
    siteDir: copy,
    siteUrl: 'http://localhost',
    baseUrl: '/',
    title: 'Editor check',
  });
  const proxy = spawn(process.execPath, [require.resolve('decap-server')], {
    env: {
      ...process.env,
      PORT: String(editorProxyPort),
      GIT_REPO_DIRECTORY: copy,
      BIND_HOST: 'localhost',
      MODE: 'fs',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = await serveBuild(editorSitePort, editorDir, '/');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`[editor] decap-server did not start:\n${output}`)), 15_000);
      const listen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      proxy.stdout.on('data', listen);
      proxy.stderr.on('data', listen);
    });
    const page = await browser.newPage({ baseURL: server.url });
    page.setDefaultTimeout(30_000);
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    await page.goto('/admin/#/collections/policies/new');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Title').fill(browserPolicy.title);
    await field('Description').fill(
      'How we keep our people’s skills and security knowledge current, and how each person’s training is planned and recorded.',
    );
    await field('Address (slug)').fill(`/${browserPolicy.slug}`);
    // Chosen from the people record's roles.
    await field('Owner').fill('Managing Director');
    await page.keyboard.press('Enter');
    await field('Version').first().fill('1.0');
    await field('Last reviewed').fill('20/11/2026');
    await field('Next review').fill('20/11/2027');
    await page.getByRole('button', { name: 'Add version' }).click();
    await field('Version').last().fill('1.0');
    await field('Date').last().fill('20/11/2026');
    await field('Summary').last().fill('First version, approved by the Managing Director.');
    await page.locator('[role="textbox"][aria-multiline="true"]').click();
    await page.keyboard.insertText('## Purpose');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(
      'Everyone who works for us has a training plan, reviewed each year with their lead.',
    );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publish now' }).click();
    await page.getByText('Changes saved', { exact: true }).waitFor();
    const file = path.join(copy, 'docs/policies', `${browserPolicy.slug}.md`);
    // decap-server writes the file after it answers the save.
    for (let tries = 0; !existsSync(file) && tries < 50; tries++) await new Promise((done) => setTimeout(done, 200));
    return file;
  } finally {
    await browser.close();
    server.stop();
    proxy.kill();
    rmSync(editorDir, { recursive: true, force: true });
  }
}

/**
 * GitHub Pages serves a project site under /<repository>/: search must find its files, and lead to its pages, under
 * that base path. Searches the built copy for the question added in Markdown and follows the result.
 */
async function searchUnderBasePath(build: string, basePath: string, question: string): Promise<string[]> {
  const server = await serveBuild(editorSitePort, build, basePath);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const missing: string[] = [];
  try {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}${basePath}about/`);
    // The shortcut is React's: wait until it has taken over.
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: /search/i }).fill(question.replace(/\?$/, ''));
    await page.getByRole('listbox').getByRole('option').filter({ hasText: question }).first().click();
    await page.waitForURL(new RegExp(`^${server.url}${basePath}faq/itsupport/`));
    const searchFiles = requests.filter((pathname) => pathname.includes('/pagefind/'));
    if (searchFiles.length === 0 || !searchFiles.every((pathname) => pathname.startsWith(`${basePath}pagefind/`)))
      missing.push(`search's files under ${basePath} (it fetched ${searchFiles.join(', ') || 'none'})`);
  } catch (error) {
    missing.push(`search under ${basePath}: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    await browser.close();
    server.stop();
  }
  return missing;
}

async function main(): Promise<void> {
  const copy = copySite(siteDir, mkdtempSync(path.join(tmpdir(), 'editor-check-')));
  const basePath = testBasePath(process.env);
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
    const original = faqQuestions(readFileSync(faqFile, 'utf8'));
    const before = original.length;
    // Reword two questions: one keeps its address as EDITING.md says, one does not.
    const [, kept, lostOne] = original;
    const reworded = readFileSync(faqFile, 'utf8')
      .replace(`## ${kept!.question}\n`, `## ${kept!.question.replace(/\?$/, '')}, in plain words? {#${kept!.id}}\n`)
      .replace(`## ${lostOne!.question}\n`, `## ${lostOne!.question.replace(/\?$/, '')}, in plain words?\n`);
    writeFileSync(faqFile, `${reworded.trimEnd()}\n\n## ${question}\n\n${answer}\n`);

    const runBuild = () =>
      spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build'], {
        cwd: copy,
        encoding: 'utf8',
        env: {
          ...process.env,
          EMAILJS_SERVICE_ID: 'service_e2e',
          EMAILJS_TEMPLATE_ID: 'template_e2e',
          EMAILJS_PUBLIC_KEY: 'public_e2e',
          BASE_URL: basePath,
          PDF_PORT: '4186',
          // The built editor saves through decap-server there (addPolicyInBrowser).
          CMS_PROXY_PORT: String(editorProxyPort),
          // The copy shares node_modules: keep its build out of the bundler's cache there.
          DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
        },
      });
    /**
     * An editor's mistake stops the build with the file, the line and a sentence under the report's
     * heading, and no stack trace. `expected` is the line; `plant` makes the mistake.
     */
    const stopsAt = (
      what: string,
      file: string,
      plant: (source: string) => string,
      expected: (planted: string) => string,
    ) => {
      const target = path.join(copy, file);
      const source = readFileSync(target, 'utf8');
      const planted = plant(source);
      writeFileSync(target, planted);
      const run = runBuild();
      writeFileSync(target, source);
      const output = `${run.stdout}\n${run.stderr}`;
      const lines = output.split('\n');
      const heading = lines.findIndex((line) =>
        /^\[content\] (One problem|\d+ problems) in the Markdown stopped/.test(line),
      );
      const shown = heading >= 0 ? lines[heading + 1] : '(no [content] report)';
      const want = expected(planted);
      expect(run.status !== 0, `${what}: the build went on`);
      expect(shown === want, `${what}: the report's first line was\n  ${shown}\nnot\n  ${want}`);
      // Ended by the error the plugin throws, which Docusaurus reports, not by the plugin leaving the process.
      expect(output.includes('listed above, stopped the build.'), `${what}: no error was thrown to Docusaurus`);
      expect(!/^\s+at /m.test(output), `${what}: the output has a stack trace`);
      return { shown };
    };
    const policyFile = `docs/policies/${slug}.md`;
    const lineWith = (text: string, line: string) => text.split('\n').indexOf(line) + 1;
    // One mistake at a time: the policy's three with the FAQ page as published.
    const rewordedFaq = readFileSync(faqFile, 'utf8');
    writeFileSync(faqFile, readFileSync(path.join(siteDir, 'docs/faq/itsupport.md'), 'utf8'));
    const shown = [
      stopsAt(
        'a misspelt optional field',
        policyFile,
        (text) => text.replace(/^(next_review: .*)$/m, '$1\ntender_pak: false'),
        (text) =>
          `${policyFile}:${lineWith(text, 'tender_pak: false')}: "tender_pak" is not a field; did you mean "tender_pack"?`,
      ),
      stopsAt(
        'a misspelt required field',
        policyFile,
        (text) => text.replace(/^last_reviewed:/m, 'last_reveiwed:'),
        (text) =>
          `${policyFile}:${text.split('\n').findIndex((line) => line.startsWith('last_reveiwed:')) + 1}: "last_reveiwed" is not a field; did you mean "last_reviewed"?`,
      ),
      stopsAt(
        'a review date before the last review',
        policyFile,
        (text) => text.replace(/^next_review: .*$/m, 'next_review: 2020-01-01'),
        (text) =>
          `${policyFile}:${lineWith(text, 'next_review: 2020-01-01')}: "next_review" must come after "last_reviewed"`,
      ),
      stopsAt(
        'a link to an address with a typing error',
        policyFile,
        (text) => `${text.trimEnd()}\n\nRead our [privacy policy](/policies/privacy-policy/).\n`,
        (text) =>
          `${policyFile}:${lineWith(text, 'Read our [privacy policy](/policies/privacy-policy/).')}: the link to /policies/privacy-policy/ leads to no page on the site. Did you mean /policies/privacypolicy/? If you renamed the page, keep its old address working: under "retired" in docs/policies/mainpolicy.md, list "- slug: /privacy-policy" with "replaced_by:" its new slug.`,
      ),
      stopsAt(
        "a link to another policy's file, with a heading it does not have",
        policyFile,
        (text) => `${text.trimEnd()}\n\nSee [how we use data](./privacypolicy.md#no-such-section).\n`,
        (text) =>
          `${policyFile}:${lineWith(text, 'See [how we use data](./privacypolicy.md#no-such-section).')}: the link to ./privacypolicy.md#no-such-section leads to no heading on that page. A heading's address follows its words, so rewording a heading changes it.`,
      ),
      stopsAt(
        'a component left open',
        policyFile,
        (text) => `${text.trimEnd()}\n\nWritten for <Company show="legalName"> staff.\n`,
        (text) =>
          `${policyFile}:${lineWith(text, 'Written for <Company show="legalName"> staff.')}: <Company> is never closed: end it with "/>" as in <Company … />, or put </Company> after its text`,
      ),
    ];
    writeFileSync(faqFile, rewordedFaq);
    // The reworded question that lost its address: the build stops at its new heading with the
    // text to paste, and the editor pastes it, as EDITING.md says.
    const lostHeading = `## ${lostOne!.question.replace(/\?$/, '')}, in plain words?`;
    const faqPath = 'docs/faq/itsupport.md';
    shown.push(
      stopsAt(
        'a published question reworded without its address',
        faqPath,
        (text) => text,
        (text) =>
          `${faqPath}:${lineWith(text, lostHeading)}: the question published at /faq/itsupport/#${lostOne!.id} is gone, so every link to it would land at the top of the page. If you reworded a question, paste {#${lostOne!.id}} at the end of its new heading to keep its address; if you removed it on purpose, run "npm run faq:anchors" to record the page's addresses as they are now.`,
      ),
    );
    writeFileSync(
      faqFile,
      readFileSync(faqFile, 'utf8').replace(`${lostHeading}\n`, `${lostHeading} {#${lostOne!.id}}\n`),
    );
    for (const { shown: line } of shown) console.log(`[editor] stopped, as an editor reads it: ${line}`);
    // Every message EDITING.md quotes is one an editor's mistake here really printed, word for word.
    const quoted = [...readFileSync(path.join(siteDir, 'EDITING.md'), 'utf8').matchAll(/^```text\n([\s\S]*?)^```$/gm)]
      .flatMap((block) => block[1]!.split('\n'))
      .filter(Boolean);
    expect(quoted.length > 0, 'EDITING.md quoting the messages an editor meets');
    for (const line of quoted)
      expect(
        shown.some((stop) => stop.shown === line),
        `EDITING.md quotes a message no planted mistake printed:\n  ${line}`,
      );

    // The same kinds of mistake, found in seconds and with no build by `npm run check`, each at its line (EDITING.md,
    // "Before a pull request"): front matter first, as the site's links cannot be read without it; then the rest at once.
    const checkFinds = (what: string, plant: (text: string) => string, wanted: (planted: string) => RegExp[]) => {
      const target = path.join(copy, policyFile);
      const source = readFileSync(target, 'utf8');
      const planted = plant(source);
      writeFileSync(target, planted);
      const run = spawnSync('npx', ['tsx', 'scripts/check.ts'], { cwd: copy, encoding: 'utf8' });
      writeFileSync(target, source);
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.status === 1, `npm run check on ${what}: it ended with status ${run.status}`);
      for (const line of wanted(planted))
        expect(line.test(output), `npm run check on ${what}: no line matching ${line} in\n${output}`);
      expect(!/^\s+at /m.test(output), `npm run check on ${what}: the output has a stack trace`);
    };
    const at = (text: string, line: string) => `${policyFile}:${lineWith(text, line)}`;
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    checkFinds(
      'a misspelt field and a date written day first',
      (text) =>
        text
          .replace(/^(next_review: .*)$/m, '$1\ntender_pak: false')
          .replace(/^last_reviewed: .*$/m, 'last_reviewed: 31/12/2026'),
      (text) => [
        new RegExp(`^  ${at(text, 'tender_pak: false')}: "tender_pak" is not a field`, 'm'),
        new RegExp(
          `^  ${at(text, 'last_reviewed: 31/12/2026')}: "last_reviewed" must be a date written YYYY-MM-DD`,
          'm',
        ),
      ],
    );
    const brokenLink = 'Read our [privacy policy](/policies/privacy-policy/).';
    const missingHeading = 'See [how we use data](./privacypolicy.md#no-such-section).';
    const openComponent = 'Written for <Company show="legalName"> staff.';
    const misspelt = 'Staff recieve training each year.';
    const shortRow = '| Annual refresher |';
    const missingFile = 'See our [AI register](./airegister.md).';
    const retiredLink = 'Gifts are covered by the [gifts policy](./giftspolicy.md).';
    checkFinds(
      'a missing page, heading and file, a retired policy linked, an open component, a misspelt word, a short table row and a double blank line',
      (text) =>
        `${text.trimEnd()}\n\n${brokenLink}\n\n${missingHeading}\n\n${missingFile}\n\n${retiredLink}\n\n` +
        `${openComponent}\n\n${misspelt}\n\n` +
        `| Course | Every |\n|---|---|\n${shortRow}\n\n\n`,
      (text) => [
        // Prettier lays the file out (the table's columns, the blank lines at its end), as CI expects it.
        new RegExp(`^  laid out: ${escaped(policyFile)}$`, 'm'),
        new RegExp(
          `^  ${at(text, brokenLink)}: the link to /policies/privacy-policy/ leads to no page on the site`,
          'm',
        ),
        new RegExp(`^  ${at(text, missingHeading)}: ${escaped('the link to ./privacypolicy.md#no-such-section')}`, 'm'),
        new RegExp(
          `^  ${at(text, missingFile)}: ${escaped('the link to ./airegister.md leads to no Markdown file')}`,
          'm',
        ),
        // A retired policy still linked: the copy retires giftspolicy, replaced by the policy it adds.
        new RegExp(
          `^  ${at(text, retiredLink)}: ${escaped(`the link to ./giftspolicy.md leads to a retired page: link to /policies/${slug} instead`)}`,
          'm',
        ),
        new RegExp(`^  ${at(text, openComponent)}: <Company> is never closed`, 'm'),
        new RegExp(`^  ${at(text, misspelt)}:\\d+ - Unknown word \\(recieve\\)`, 'm'),
        new RegExp(`^  ${at(text, shortRow)}:\\d+ .*MD056`, 'm'),
      ],
    );

    // The fourth task, before the one build: a policy added in the browser.
    const browserFile = await addPolicyInBrowser(copy);
    expect(
      existsSync(browserFile),
      `the browser's new policy saved as ${path.basename(browserFile)}, after its address`,
    );

    const started = Date.now();
    const built = runBuild();
    if (built.status !== 0) throw new Error(`[editor] the build failed:\n${built.stderr}`);
    const build = path.join(copy, 'build');
    const html = (route: string) => readFileSync(path.join(build, route, 'index.html'), 'utf8');
    // The built HTML is minified: an attribute may have lost its quotes. Every address is under the base path.
    const hrefTo = (route: string) => new RegExp(`href="?${basePath}${route}/[" >]`);
    const linked = (markup: string) => hrefTo(`policies/${slug}`).test(markup);

    expect(existsSync(path.join(build, 'policies', slug, 'index.html')), 'the page /policies/whistleblowingpolicy/');
    const about = html('about');
    const menu = about.slice(about.indexOf('dropdown__menu'), about.indexOf('</ul>', about.indexOf('dropdown__menu')));
    expect(linked(menu), 'the Policies menu');
    const footer = about.slice(about.indexOf('<footer'));
    // The footer keeps the original site's eight policies; the index, the menu and the hub list every one.
    expect(!linked(footer), "the footer's Policies column, which lists only the original site's eight");
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
      existsSync(retiredPage) && readFileSync(retiredPage, 'utf8').includes(`url=${basePath}policies/${slug}/`),
      'the retired policy redirecting to the one that replaces it',
    );
    const retiredHref = hrefTo(`policies/${retiredSlug}`);
    expect(
      ![about, hub, html('policies/mainpolicy')].some((page) => retiredHref.test(page)),
      'no list naming the retired policy',
    );
    // Its old PDF address, which bookmarks and tender portals keep, answers with a notice naming and linking the new one.
    const retiredPdf = path.join(build, 'pdf', `${retiredSlug}.pdf`);
    const notice = existsSync(retiredPdf)
      ? (JSON.parse(
          spawnSync(process.execPath, [path.join(__dirname, '../e2e/pdfText.mjs'), retiredPdf], { encoding: 'utf8' })
            .stdout,
        ) as string[])
      : [];
    expect(
      notice.length === 1 &&
        notice[0]!.includes(retiredPdfWords.replacedBy(title)) &&
        notice[0]!.includes(`${basePath}policies/${slug}/`),
      `the retired policy's PDF address answering with a page that names ${title} and its address`,
    );

    const retiredFaqPage = path.join(build, 'faq', retiredFaq, 'index.html');
    expect(
      existsSync(retiredFaqPage) &&
        readFileSync(retiredFaqPage, 'utf8').includes(`url=${basePath}faq/${faqReplacement}/`),
      'the retired FAQ page redirecting to the one that replaces it',
    );
    expect(
      !hrefTo(`faq/${retiredFaq}`).test(html('faq')) &&
        !readFileSync(path.join(build, 'sitemap.xml'), 'utf8').includes(`/faq/${retiredFaq}/`),
      'neither the FAQ index nor the sitemap naming the retired FAQ page',
    );

    const faq = html('faq/itsupport');
    const added = faqQuestions(readFileSync(faqFile, 'utf8')).at(-1)!;
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
      new RegExp(`<h2 id="?${lostOne!.id}"?[^>]*>[^<]*in plain words\\?`).test(faq),
      'the question reworded again at its old address, once the build said what to paste',
    );
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

    // The browser's policy, from the same build: printed, and last among the policies in the tender pack.
    expect(existsSync(path.join(build, 'pdf', `${browserPolicy.slug}.pdf`)), "the browser's new policy's PDF");
    // Where each document starts in the pack, by its title: the new policy last in the pack's Policies section
    // (its front matter names no other), before the website notices of the appendix.
    const starts = outlineStartPages(pack);
    const startOf = (name: string) => starts.get(name.replace(/\s+/g, '')) ?? Number.NaN;
    const packed = loadPolicies(copy).policies.filter(
      (policy) => policy.tender_pack && policy.slug !== `/${browserPolicy.slug}`,
    );
    const others = packed.filter((policy) => policy.pack_section === 'policies').map((policy) => startOf(policy.title));
    const notices = packed
      .filter((policy) => policy.pack_section === 'website-notices')
      .map((policy) => startOf(policy.title));
    const mine = startOf(browserPolicy.title);
    expect(Number.isInteger(mine), "the browser's new policy in the tender pack");
    expect(
      others.every((page) => page < mine) && notices.every((page) => mine < page),
      `the browser's new policy last among the policies in the pack (page ${mine}; the others start on ${others.join(', ')}; the notices on ${notices.join(', ')})`,
    );
    console.log(
      `[editor] A policy added in the browser was saved as ${path.relative(copy, browserFile)}, printed, and packed last`,
    );
    for (const missing of await searchUnderBasePath(build, basePath, question)) expect(false, missing);
    console.log(`[editor] Search under ${basePath} found the new question and led to it`);

    console.log(
      problems.length === 0
        ? `[editor] A policy and a question added, and a policy and an FAQ page retired, in Markdown alone reached every list (one build under ${basePath}: ${((Date.now() - started) / 1000).toFixed(0)} s)`
        : `[editor] Added in Markdown alone, the policy or question is missing from:\n- ${problems.join('\n- ')}`,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  if (problems.length > 0) process.exit(1);
}

void main();
