import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromFile, toFile } from '../browser/frontMatterFormat';
import { cmsBackendFromEnv, cmsConfig } from '../config';

const siteDir = path.join(__dirname, '../../..');
const collections = cmsConfig({ siteDir, siteUrl: 'https://example.test', backend: cmsBackendFromEnv({}) }).collections;

/** Every Markdown file in the editor's folders, with its collection's field names in order (Decap's `sortedKeys`). */
const filesWithFields = collections.flatMap((collection) =>
  readdirSync(path.join(siteDir, collection.folder))
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => [path.join(collection.folder, name), collection.fields.map((field) => field.name)] as const),
);
const editedFiles = filesWithFields.map(([file]) => file);
const fieldsOf = (file: string) => filesWithFields.find(([name]) => name === file)![1];

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
      expect(toFile(scrambled(fromFile(source)), fieldsOf(file))).toBe(source);
    },
  );

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
