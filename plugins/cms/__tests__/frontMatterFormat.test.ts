import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fromFile, toFile } from '../browser/frontMatterFormat';
import { cmsBackendFromEnv, cmsConfig } from '../config';

const siteDir = path.join(__dirname, '../../..');
const collections = cmsConfig({ siteDir, siteUrl: 'https://example.test', backend: cmsBackendFromEnv({}) }).collections;

/** Every file the editor lists: each collection's folder, its extension only. */
const editedFiles = collections.flatMap((collection) =>
  readdirSync(path.join(siteDir, collection.folder))
    .filter((name) => name.endsWith(`.${collection.extension}`))
    .map((name) => path.join(collection.folder, name)),
);

describe("the editor's file format", () => {
  it('finds the files of every collection', () => {
    expect(collections.map((collection) => collection.name)).toEqual(['policies', 'faq', 'insights', 'services']);
    for (const collection of collections) {
      expect(editedFiles.some((file) => file.startsWith(`${collection.folder}/`))).toBe(true);
    }
  });

  it.each(editedFiles)('gives back %s byte for byte when nothing is changed', (file) => {
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    expect(toFile(fromFile(source))).toBe(source);
  });

  it('changes only the lines of what was changed', () => {
    const file = editedFiles.find((name) => name.startsWith('docs/policies/'))!;
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    const data = fromFile(source);
    const history = data.history as { version: string; date: string; summary: string }[];
    const saved = toFile({
      ...data,
      version: '9.0',
      history: [...history, { version: '9.0', date: '2030-01-02', summary: "An editor's change." }],
    });
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
