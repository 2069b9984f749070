import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromFile, fromPolicyFile, toFile, toPolicyFile } from '../browser/frontMatterFormat';
import { parsePolicyFile } from '../../content-index/frontMatter';
import { policyFormat } from '../format';
import { cmsBackendFromEnv, cmsConfig } from '../config';

const siteDir = path.join(__dirname, '../../..');
const collections = cmsConfig({ siteDir, siteUrl: 'https://example.test', backend: cmsBackendFromEnv({}) }).collections;

/** Every Markdown file in the editor's folders, with its collection's field names in order (Decap's `sortedKeys`). */
const filesWithFields = collections.flatMap((collection) =>
  readdirSync(path.join(siteDir, collection.folder))
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map(
      (name) =>
        [
          path.join(collection.folder, name),
          collection.fields.map((field) => field.name),
          collection.format === policyFormat
            ? { read: fromPolicyFile, write: toPolicyFile }
            : { read: fromFile, write: toFile },
        ] as const,
    ),
);
const editedFiles = filesWithFields.map(([file]) => file);
const fieldsOf = (file: string) => filesWithFields.find(([name]) => name === file)![1];
const formatOf = (file: string) => filesWithFields.find(([name]) => name === file)![2];

/** The data with its keys in reverse: Decap's entry data keeps no order of its own. */
const scrambled = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).reverse());

describe("the editor's file format", () => {
  it('finds the files of every collection', () => {
    expect(collections.map((collection) => collection.name)).toEqual(['policies', 'faq', 'insights', 'services']);
    for (const collection of collections) {
      expect(editedFiles.some((file) => file.startsWith(`${collection.folder}/`))).toBe(true);
    }
  });

  it.each(editedFiles)(
    'gives back %s byte for byte when nothing is changed, whatever the order of its data',
    (file) => {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      const { read, write } = formatOf(file);
      expect(write(scrambled(read(source)), fieldsOf(file))).toBe(source);
    },
  );

  it("shows each policy's print switches as the build reads them, and writes a switch only when it differs", () => {
    const policies = editedFiles.filter((file) => file.startsWith('docs/policies/') && !file.endsWith('mainpolicy.md'));
    expect(policies.length).toBeGreaterThan(5);
    for (const file of policies) {
      const source = readFileSync(path.join(siteDir, file), 'utf8');
      const built = parsePolicyFile(file, source).data!;
      expect([file, fromPolicyFile(source)]).toMatchObject([file, { pdf: built.pdf, tender_pack: built.tender_pack }]);
    }
    const file = policies[0]!;
    const data = fromPolicyFile(readFileSync(path.join(siteDir, file), 'utf8'));
    const outOfPack = toPolicyFile({ ...data, tender_pack: false }, fieldsOf(file));
    expect(outOfPack).toMatch(/^tender_pack: false$/m);
    expect(outOfPack).not.toMatch(/^pdf:/m);
    expect(parsePolicyFile(file, outOfPack).data).toMatchObject({ pdf: true, tender_pack: false });
    const unprinted = toPolicyFile({ ...data, pdf: false, tender_pack: false }, fieldsOf(file));
    expect(unprinted).toMatch(/^pdf: false$/m);
    expect(parsePolicyFile(file, unprinted).data).toMatchObject({ pdf: false, tender_pack: false });
  });

  it('changes only the lines of what was changed', () => {
    const file = editedFiles.find((name) => name.startsWith('docs/policies/'))!;
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    const data = fromFile(source);
    const history = data.history as { version: string; date: string; summary: string }[];
    const saved = toFile(
      scrambled({
        ...data,
        version: '9.0',
        history: [...history, { version: '9.0', date: '2030-01-02', summary: "An editor's change." }],
      }),
      fieldsOf(file),
    );
    const before = source.split('\n');
    const after = saved.split('\n');
    const changed = after.filter((line) => !before.includes(line));
    expect(changed).toEqual([
      "version: '9.0'",
      "  - version: '9.0'",
      '    date: 2030-01-02',
      '    summary: "An editor\'s change."',
    ]);
  });

  it('leaves out what the form leaves empty, and writes a new file with front matter, a blank line and the text', () => {
    expect(toFile({ title: 'New page', menu_label: '', approval: { approved_by: '', date: '' }, body: 'Text' })).toBe(
      '---\ntitle: New page\n---\n\nText\n',
    );
  });

  it('writes a file with no front matter as its text alone', () => {
    expect(toFile(fromFile('Just words.\n'))).toBe('Just words.\n');
  });
});

describe('the text the editor saves', () => {
  it('never has two blank lines together, as markdownlint and Prettier require, except inside a code block', () => {
    const saved = toFile({
      title: 'A page',
      body: '## First?\n\nYes.\n\n\n\n## Second?\n\nNo.\n\n```text\na\n\n\nb\n```\n',
    });
    expect(saved).toBe('---\ntitle: A page\n---\n\n## First?\n\nYes.\n\n## Second?\n\nNo.\n\n```text\na\n\n\nb\n```\n');
  });
});
