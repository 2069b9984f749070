import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import * as prettier from 'prettier';
import {
  faqDir,
  faqIndexFile,
  loadContentIndex,
  loadPolicies,
  policyDir,
  policyIndexFile,
  readPublishedAnchors,
} from '../../plugins/content-index';
import { pdfDocuments } from '../../src/data/pdfs';
import { parsePolicyFile, parsePostFile } from '../../plugins/content-index/frontMatter';
import { faqQuestions } from '../../plugins/faq/questions';
import { compareVersions } from '../../plugins/content-index/policyRules';
import { type CmsProxy, signedInEditor, startCmsProxy } from './cmsProxy';
import { sitemapPaths } from './helpers';

/**
 * The editor at /admin/ (Decap CMS) in Chromium, saving through decap-server
 * to a copy of the content, as `npm run cms` does to the working copy: what
 * it writes must be what the build accepts, and what the build would refuse
 * is refused in the form with the build's words, with nothing written.
 */

// One proxy, one copy of the content and one signed-in editor for the file: its tests run in order.
// The editor is a 5 MB application, so it is loaded once, as an editor keeps one tab open.
test.describe.configure({ mode: 'serial' });

let proxy: CmsProxy;
let page: Page;
/** Errors the editor reports (a test that expects none empties it first: Decap rejects a refused save with no reason). */
const editorErrors: string[] = [];

test.beforeAll(async ({ browser }, testInfo) => {
  proxy = await startCmsProxy();
  page = await signedInEditor(browser, testInfo.project.use.baseURL, proxy, (editor) => {
    editor.on('pageerror', (error) =>
      editorErrors.push(`page error: ${error.message || error.stack || String(error)}`),
    );
    editor.on('console', (message) => {
      if (message.type() === 'error') editorErrors.push(`console: ${message.text()}`);
    });
  });
});
test.afterAll(async () => {
  await page?.close();
  proxy?.stop();
});

const nextDay = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A policy with no approval record (raising a signed one's version needs a new approval). */
function unsignedPolicy(dir: string) {
  const folder = path.join(dir, 'docs/policies');
  const name = readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .find((file) => !/^approval:/m.test(readFileSync(path.join(folder, file), 'utf8')))!;
  const file = path.join(folder, name);
  const source = readFileSync(file, 'utf8');
  const { data, problems } = parsePolicyFile(file, source);
  expect(problems, 'the policy is valid before the edit').toEqual([]);
  return { file, source, slug: name.replace(/\.md$/, ''), data: data! };
}

/** Opens an entry afresh (through its collection, so a refused change left in the form is discarded). */
async function openEntry(collection: string, slug: string, title: string) {
  await page.goto(`/admin/#/collections/${collection}`);
  // Decap asks whether to discard a refused change (the dialog listener says yes). Navigating again
  // before it has asked would close the question unanswered, and Decap would keep the old entry.
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
  await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
}

/** Publishes (simple mode, as the local proxy offers): on this computer the button says that nothing goes live. */
async function publish() {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('menuitem', { name: /^Publish now: save to the files on this computer \(nothing goes live\)$/ })
    .click();
}

/** Publishes and waits for the toolbar to say the changes are saved (toasts of earlier saves may still show). */
async function publishAndWait() {
  await publish();
  await expect(page.getByText('Changes saved', { exact: true })).toBeVisible();
}

/** The build's checks of every policy, FAQ page and post in the copy the editor saved to. */
async function buildProblems() {
  const { problems } = await loadContentIndex(proxy.dir);
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
}

/** What CI's Markdown checks say of a file the editor saved: markdownlint with the site's rules, and Prettier. */
async function lintProblems(file: string): Promise<string[]> {
  const siteDir = path.resolve(__dirname, '../..');
  const markdownlint = spawnSync(
    path.join(siteDir, 'node_modules/.bin/markdownlint-cli2'),
    ['--config', path.join(siteDir, '.markdownlint-cli2.jsonc'), path.relative(proxy.dir, file)],
    { cwd: proxy.dir, encoding: 'utf8' },
  );
  const laidOut = await prettier.check(readFileSync(file, 'utf8'), {
    ...(await prettier.resolveConfig(path.join(siteDir, 'EDITING.md'))),
    filepath: file,
  });
  return [
    ...markdownlint.stderr.split('\n').filter((line) => /:\d+/.test(line)),
    ...(laidOut ? [] : [`${path.basename(file)} is not laid out as Prettier writes it`]),
  ];
}

/**
 * The Markdown text box. Decap's raw editor is a contenteditable that its
 * label does not name (its `for` points at no element), so it is found by role.
 */
const markdownBox = () => page.locator('[role="textbox"][aria-multiline="true"]');

/** Whether the caret is in `box` with nothing but white space after it. */
function caretAtEnd(box: Locator): Promise<boolean> {
  return box.evaluate((element) => {
    const selection = getSelection();
    if (!selection?.focusNode || !element.contains(selection.focusNode)) return false;
    const rest = document.createRange();
    rest.selectNodeContents(element);
    rest.setStart(selection.focusNode, selection.focusOffset);
    return rest.toString().trim() === '';
  });
}

/** Runs `act` and returns the writes it asked the proxy for. */
async function writesDuring(act: () => Promise<void>): Promise<string[]> {
  const writes: string[] = [];
  const watch = (request: Request) => {
    if (request.method() === 'POST' && /"action":"persistEntry"/.test(request.postData() ?? '')) {
      writes.push(request.url());
    }
  };
  page.on('request', watch);
  try {
    await act();
  } finally {
    page.off('request', watch);
  }
  return writes;
}

test('/admin/ is the editor: not indexed, not in the sitemap, under its own Content-Security-Policy', async ({
  request,
}) => {
  const response = await request.get('/admin/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
  expect(csp, 'the editor has its own policy').toBeDefined();
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(sitemapPaths().filter((route) => route.startsWith('/admin'))).toEqual([]);
  // Every collection loads under that policy, with no error.
  for (const collection of ['Policies', 'FAQ pages', 'Insights posts', 'Service pages']) {
    await page.getByRole('link', { name: collection, exact: true }).click();
    await expect(page.getByRole('heading', { name: collection, exact: true })).toBeVisible();
  }
  expect(editorErrors).toEqual([]);
});

test('the policy and FAQ lists hold every policy and FAQ page, and not their index pages', async () => {
  for (const [collection, folder, indexFile] of [
    ['policies', policyDir, policyIndexFile],
    ['faq', faqDir, faqIndexFile],
  ] as const) {
    await page.goto(`/admin/#/collections/${collection}`);
    const dir = path.join(proxy.dir, folder);
    const titleOf = (file: string) => /^title: (.+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!;
    const pages = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== indexFile);
    for (const file of pages) {
      await expect(page.getByRole('link', { name: new RegExp(`^${titleOf(file)}( \\(|$)`) })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: new RegExp(`^${titleOf(indexFile)}`) })).toHaveCount(0);
    // In the site's order, by position, as the Policies menu and the FAQ index list them.
    const positionOf = (file: string) =>
      Number(/^sidebar_position: (\d+)$/m.exec(readFileSync(path.join(dir, file), 'utf8'))![1]);
    const inOrder = [...pages].sort((a, b) => positionOf(a) - positionOf(b)).map(titleOf);
    const listed = page.locator(`a[href*="/collections/${collection}/entries/"]`);
    await expect
      .poll(async () => (await listed.allInnerTexts()).map((text) => inOrder.find((title) => text.startsWith(title))))
      .toEqual(inOrder);
  }
});

test('an editor raises a policy’s version with a history entry, and the file saved is one the build accepts', async () => {
  editorErrors.length = 0;
  const policy = unsignedPolicy(proxy.dir);
  const [major, minor] = policy.data.version.split('.').map(Number);
  const version = `${major}.${minor! + 1}`;
  const day = nextDay(policy.data.last_reviewed);
  const summary = 'Reviewed in the editor: wording of the retention section clarified.';
  await openEntry('policies', policy.slug, policy.data.title);

  await page.getByLabel('Version', { exact: true }).first().fill(version);
  await page.getByLabel('Last reviewed').fill(day);
  if (policy.data.next_review <= day) await page.getByLabel('Next review').fill(nextDay(day, 365));
  await page.getByRole('button', { name: 'Add version' }).click();
  // The new entry is the last, as the history is oldest first.
  await page.getByLabel('Version', { exact: true }).last().fill(version);
  await page.getByLabel('Date', { exact: true }).last().fill(day);
  await page.getByLabel('Summary', { exact: true }).last().fill(summary);
  await publishAndWait();

  await expect.poll(() => readFileSync(policy.file, 'utf8')).not.toBe(policy.source);
  const saved = readFileSync(policy.file, 'utf8');
  const { data, content, problems } = parsePolicyFile(policy.file, saved);
  expect(problems, 'the build accepts the saved file').toEqual([]);
  expect(data!.version).toBe(version);
  expect(compareVersions(data!.version, policy.data.version)).toBeGreaterThan(0);
  expect(data!.last_reviewed).toBe(day);
  expect(data!.history.at(-1)).toEqual({ version, date: day, summary });
  expect(data!.history.slice(0, -1)).toEqual(policy.data.history);
  // Everything else is as it was: the text, and the fields the editor did not touch.
  expect(content.trim()).toBe(parsePolicyFile(policy.file, policy.source).content.trim());
  for (const key of ['title', 'description', 'slug', 'sidebar_position', 'owner', 'pdf', 'tender_pack'] as const) {
    expect(data![key], key).toEqual(policy.data[key]);
  }
  expect(editorErrors).toEqual([]);
});

test('an existing policy’s print switches show what the build will do with it', async () => {
  // A policy that leaves both switches out: the build prints it and packs it.
  const folder = path.join(proxy.dir, policyDir);
  const name = readdirSync(folder).find(
    (file) =>
      /^[a-z]+\.md$/.test(file) &&
      file !== policyIndexFile &&
      !/^(pdf|tender_pack):/m.test(readFileSync(path.join(folder, file), 'utf8')),
  )!;
  const { data } = parsePolicyFile(name, readFileSync(path.join(folder, name), 'utf8'));
  await openEntry('policies', name.replace(/\.md$/, ''), data!.title);
  await expect(page.getByRole('switch', { name: 'Print a PDF' })).toHaveAttribute('aria-checked', String(data!.pdf));
  await expect(page.getByRole('switch', { name: 'In the tender pack' })).toHaveAttribute(
    'aria-checked',
    String(data!.tender_pack),
  );
  // Dates day first, whatever the browser's language: 2026-11-25 in the file is 25/11/2026 here.
  const [year, month, day] = data!.last_reviewed.split('-');
  await expect(page.getByLabel('Last reviewed')).toHaveValue(`${day}/${month}/${year}`);
});

test('a policy added in the browser is named after its address, goes last, and is printed and in the tender pack', async () => {
  editorErrors.length = 0;
  const slug = 'trainingpolicy';
  const day = '2026-11-20';
  const title = 'Training and Development Policy';
  await page.goto('/admin/#/collections/policies');
  await page.goto('/admin/#/collections/policies/new');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  // The switches start as the build would read a file without them.
  await expect(page.getByRole('switch', { name: 'Print a PDF' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'In the tender pack' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      'How we keep our people’s skills and security knowledge current, and how each person’s training is planned and recorded.',
    );
  await page.getByLabel('Address (slug)', { exact: true }).fill(`/${slug}`);
  await page.getByLabel('Owner', { exact: true }).fill('Managing Director');
  await page.keyboard.press('Enter');
  await page.getByLabel('Version', { exact: true }).first().fill('1.0');
  // Typed as a UK editor writes a date; saved as the files write it.
  await page.getByLabel('Last reviewed').fill('20/11/2026');
  await page.getByLabel('Next review').fill(nextDay(day, 365));
  await page.getByRole('button', { name: 'Add version' }).click();
  await page.getByLabel('Version', { exact: true }).last().fill('1.0');
  await page.getByLabel('Date', { exact: true }).last().fill(day);
  await page.getByLabel('Summary', { exact: true }).last().fill('First version, approved by the Managing Director.');
  await markdownBox().click();
  await page.keyboard.insertText('## Purpose');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Everyone who works for us has a training plan, reviewed each year with their lead.');
  await publishAndWait();
  // Decap moves to the saved entry's address after a new entry is saved: wait for it, or it can overtake the next
  // test's navigation and show this entry there.
  await expect(page).toHaveURL(new RegExp(`/entries/${slug}$`));

  const file = path.join(proxy.dir, policyDir, `${slug}.md`);
  await expect.poll(() => existsSync(file), { message: `the file is named after its address, ${slug}.md` }).toBe(true);
  const { data, problems } = parsePolicyFile(file, readFileSync(file, 'utf8'));
  expect(problems, 'the build accepts the saved file').toEqual([]);
  const { policies } = loadPolicies(proxy.dir);
  expect(policies.at(-1)?.slug, 'a new policy goes last').toBe(`/${slug}`);
  expect(pdfDocuments(policies).find((doc) => doc.slug === slug)).toMatchObject({ tenderPack: true });
  expect(data).toMatchObject({ pdf: true, tender_pack: true, last_reviewed: day });
  expect(await buildProblems()).toEqual([]);
  expect(editorErrors).toEqual([]);
});

test('a next review before the last review is refused with the build’s message, and nothing is written', async () => {
  const policy = unsignedPolicy(proxy.dir);
  await openEntry('policies', policy.slug, policy.data.title);
  const writes = await writesDuring(async () => {
    await page.getByLabel('Next review').fill(nextDay(policy.data.last_reviewed, -1));
    await publish();
    await expect(page.getByText('"next_review" must come after "last_reviewed"')).toBeVisible();
  });
  expect(writes).toEqual([]);
  expect(readFileSync(policy.file, 'utf8')).toBe(policy.source);
});

test('a misspelt key in a policy’s file is refused on saving, in the build’s words, and nothing is written', async () => {
  const policy = unsignedPolicy(proxy.dir);
  const planted = policy.source.replace(/^(next_review: .*)$/m, '$1\ntender_pak: false');
  writeFileSync(policy.file, planted);
  try {
    await openEntry('policies', policy.slug, policy.data.title);
    const writes = await writesDuring(async () => {
      await page.getByLabel('Description', { exact: true }).fill(`${policy.data.description} `);
      await publish();
      // The build's own sentence for the same file.
      const [problem] = parsePolicyFile(policy.file, planted).problems;
      expect(problem?.message).toBe('"tender_pak" is not a field; did you mean "tender_pack"?');
      await expect(page.getByText(problem!.message).first()).toBeVisible();
    });
    expect(writes).toEqual([]);
    expect(readFileSync(policy.file, 'utf8')).toBe(planted);
  } finally {
    writeFileSync(policy.file, policy.source);
  }
});

test('a version that is not MAJOR.MINOR is refused at the field with the build’s message', async () => {
  const policy = unsignedPolicy(proxy.dir);
  await openEntry('policies', policy.slug, policy.data.title);
  const writes = await writesDuring(async () => {
    await page.getByLabel('Version', { exact: true }).first().fill('2.x');
    await publish();
    await expect(page.getByText(`"version" must be quoted text like '2.1'`).first()).toBeVisible();
  });
  expect(writes).toEqual([]);
  expect(readFileSync(policy.file, 'utf8')).toBe(policy.source);
});

test('an editor adds a question to an FAQ page, and the page keeps every question', async () => {
  editorErrors.length = 0;
  const folder = path.join(proxy.dir, 'docs/faq');
  const name = readdirSync(folder).find((file) => file.endsWith('.md'))!;
  const file = path.join(folder, name);
  const before = readFileSync(file, 'utf8');
  const questions = faqQuestions(before);
  const title = /^title: (.+)$/m.exec(before)![1]!;
  const question = 'Can we ask for a call back outside office hours?';
  const answer = 'Yes. Leave a message with a time that suits you and we will call you back then.';
  await openEntry('faq', name.replace(/\.md$/, ''), title);
  const box = markdownBox();
  // insertText is one input event, as a paste is: typing key by key re-renders the page's preview on each key.
  await expect(box).toContainText(`## ${questions.at(-1)!.question}`);
  await box.click();
  // The editor may still move the caret it placed on the click: go to the end until it stays there, through two
  // frames (a CI run once saw it moved back between the check and the first key, and the question landed mid-page).
  const nextFrames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(async () => {
    await page.keyboard.press('Control+End');
    expect(await caretAtEnd(box), 'the caret is after the last answer').toBe(true);
    await nextFrames();
    expect(await caretAtEnd(box), 'the caret stayed after the last answer').toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(`## ${question}`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(answer);
  await expect(box).toContainText(`## ${question}`);
  await expect(box).toContainText(answer);
  await publishAndWait();

  await expect.poll(() => readFileSync(file, 'utf8')).not.toBe(before);
  const after = readFileSync(file, 'utf8');
  const saved = faqQuestions(after);
  expect(saved.map((q) => q.question)).toEqual([...questions.map((q) => q.question), question]);
  expect(saved.at(-1)!.answer).toContain(answer);
  // The front matter is as it was: the editor changed the text only.
  expect(after.split('\n---\n')[0]).toBe(before.split('\n---\n')[0]);
  expect(await buildProblems()).toEqual([]);
  expect(await lintProblems(file)).toEqual([]);
  expect(editorErrors).toEqual([]);
});

test('a reworded question keeps its published address when the editor accepts the offer, and nothing is saved when not', async () => {
  editorErrors.length = 0;
  const siteDir = path.resolve(__dirname, '../..');
  const published = readPublishedAnchors(siteDir);
  // A page the test before did not change, whose last question has its address from its words.
  const folder = path.join(proxy.dir, 'docs/faq');
  const name = readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== faqIndexFile)
    .at(-1)!;
  const file = path.join(folder, name);
  const before = readFileSync(file, 'utf8');
  const slug = /^slug: \/(.+)$/m.exec(before)![1]!;
  const last = faqQuestions(before).at(-1)!;
  expect(published[slug], `${name}'s addresses are recorded`).toContain(last.id);
  expect(last.question, 'the question ends with a question mark').toMatch(/\?$/);
  const reworded = `${last.question.slice(0, -1)} today?`;
  await openEntry('faq', name.replace(/\.md$/, ''), /^title: (.+)$/m.exec(before)![1]!);
  const box = markdownBox();
  await expect(box).toContainText(`## ${last.question}`);
  await box.click();
  // The caret before the question mark, as an editor would click it (the editor may still move it after the click).
  await expect(async () => {
    await box.evaluate((element, heading) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(heading);
        if (at < 0) continue;
        getSelection()!.collapse(node, at + heading.length - 1);
        return;
      }
      throw new Error(`no "${heading}" in the text box`);
    }, `## ${last.question}`);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(
      await box.evaluate(() => getSelection()!.focusNode?.textContent?.slice(0, getSelection()!.focusOffset)),
    ).toMatch(/\S$/);
  }).toPass({ timeout: 10_000 });
  await page.keyboard.insertText(' today');
  await expect(box).toContainText(`## ${reworded}`);

  // Declined: refused in the build's words, and nothing written.
  const asked: string[] = [];
  page.removeAllListeners('dialog');
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  const writes = await writesDuring(async () => {
    await publish();
    await expect(
      page.getByText(
        `Not saved: the build would stop on it. The question published at /faq/${slug}/#${last.id} is gone`,
        {
          exact: false,
        },
      ),
    ).toBeVisible();
  });
  page.on('dialog', (dialog) => dialog.accept());
  expect(writes).toEqual([]);
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain(
    `If "${reworded}" is the question published at /faq/${slug}/#${last.id}, reworded, press OK`,
  );

  // Accepted: saved with the address kept on the new words, which the build and CI's Markdown checks accept.
  editorErrors.length = 0;
  await publishAndWait();
  await expect.poll(() => readFileSync(file, 'utf8')).not.toBe(before);
  const after = readFileSync(file, 'utf8');
  expect(after).toContain(`## ${reworded} {#${last.id}}\n`);
  expect(faqQuestions(after).at(-1)).toMatchObject({
    question: reworded,
    id: last.id,
  });
  expect(await buildProblems()).toEqual([]);
  expect(await lintProblems(file)).toEqual([]);
  expect(editorErrors).toEqual([]);
});

test('an editor publishes a new Insights post that the build accepts', async () => {
  editorErrors.length = 0;
  const slug = 'editor-test-post';
  const day = '2026-11-20';
  await page.goto('/admin/#/collections/insights');
  await page.goto('/admin/#/collections/insights/new');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');
  await page.getByLabel('Title', { exact: true }).fill('What a first Cyber Essentials renewal involves');
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      'The questions that change at renewal, the evidence an assessor asks for, and how long to allow before the certificate lapses.',
    );
  await page.getByLabel('Address (slug)', { exact: true }).fill(slug);
  await page.getByLabel('Publication date').fill(day);
  for (const [label, value] of [
    ['Region', 'UK'],
    ['Type', 'article'],
    ['Authors', 'tom-whitfield'],
    ['Tags', 'cyber-security'],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await page.keyboard.press('Enter');
  }
  const box = markdownBox();
  await box.click();
  await page.keyboard.insertText('A certificate lasts twelve months, and renewal is a fresh assessment.');
  // Without the marker that ends the summary, the build stops (onUntruncatedBlogPosts), so the form refuses it.
  await publish();
  await expect(page.getByText('the build stops on a post without it').first()).toBeVisible();
  expect(existsSync(path.join(proxy.dir, 'blog', `${day}-${slug}.md`))).toBe(false);
  // Decap rejects a refused save with no reason, which the page reports as an error, sometimes after the message shows:
  // wait for it, so that only what follows must be clean.
  await expect.poll(() => editorErrors).toContain('page error: undefined');
  editorErrors.length = 0;
  await box.click();
  await page.keyboard.press('Control+End');
  for (const line of ['', '<!-- truncate -->', '', 'Plan the renewal a month before the certificate lapses.']) {
    await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
  await expect(box).toContainText('<!-- truncate -->');
  await publishAndWait();

  const file = path.join(proxy.dir, 'blog', `${day}-${slug}.md`);
  await expect.poll(() => existsSync(file)).toBe(true);
  const source = readFileSync(file, 'utf8');
  const { data, problems } = parsePostFile(file, source);
  expect(problems).toEqual([]);
  expect(data).toMatchObject({ slug, date: day, region: 'UK', type: 'article' });
  expect(source).toMatch(/^authors: tom-whitfield$/m);
  expect(source).toMatch(/^tags: \[cyber-security\]$/m);
  expect(source).toMatch(/^<!-- truncate -->$/m);
  expect(await buildProblems()).toEqual([]);
  expect(await lintProblems(file)).toEqual([]);
  expect(editorErrors).toEqual([]);
});
