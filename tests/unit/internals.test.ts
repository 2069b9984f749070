import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../scripts/lib/files';

/**
 * UPGRADING.md's list of the Docusaurus internals we rely on is the whole
 * list: every `DOCUSAURUS-INTERNAL: <tag>.` comment in the code has its row,
 * and every row's tag is in each file the row names.
 */
const siteDir = path.join(__dirname, '../..');
const codeFile = (file: string) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !file.includes('/__tests__/');
const code = [
  ...['plugins', 'src', 'scripts', 'config'].flatMap((dir) => filesUnder(dir, codeFile)),
  'docusaurus.config.ts',
];
const tagPattern = /DOCUSAURUS-INTERNAL: ([a-z][a-z-]*)\./g;

const tagged = new Map<string, string[]>();
for (const file of code) {
  for (const [, tag] of readFileSync(path.join(siteDir, file), 'utf8').matchAll(tagPattern)) {
    tagged.set(tag!, [...(tagged.get(tag!) ?? []), file]);
  }
}

const upgrading = readFileSync(path.join(siteDir, 'UPGRADING.md'), 'utf8');
const section = upgrading.split(/^## /m).find((part) => part.startsWith('Docusaurus internals'))!;
const rows = section
  .split('\n')
  .map((line) => /^\| `([a-z-]+)`\s*\|[^|]*\|([^|]*)\|/.exec(line))
  .filter((match) => match !== null)
  .map(([, tag, where]) => ({ tag: tag!, where: [...where!.matchAll(/`([^`]+)`/g)].map(([, file]) => file!) }));

/** A row's place matches a file exactly, or as a folder ending in `*`. */
const names = (place: string, file: string) =>
  place.endsWith('*') ? file.startsWith(place.slice(0, -1)) : file === place;

describe('the Docusaurus internals we rely on', () => {
  it('are tagged in the code', () => {
    expect(tagged.size).toBeGreaterThanOrEqual(10);
  });

  it('are each listed in UPGRADING.md, and only those', () => {
    expect(rows.map(({ tag }) => tag).sort()).toEqual([...tagged.keys()].sort());
  });

  it("name in each row every file that carries the row's tag, and only those", () => {
    expect(rows.length).toBe(tagged.size);
    for (const { tag, where } of rows) {
      const files = tagged.get(tag) ?? [];
      for (const file of files)
        expect([tag, file, where.some((place) => names(place, file))]).toEqual([tag, file, true]);
      for (const place of where) {
        expect([tag, place, files.some((file) => names(place, file))]).toEqual([tag, place, true]);
      }
    }
  });
});
