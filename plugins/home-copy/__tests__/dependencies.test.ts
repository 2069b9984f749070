import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import homeCopy from '../remark';
import { homeCopyDependencies } from '../index';
import { homeCopyFile } from '../parse';

const siteDir = path.join(__dirname, '../../..');
const rule = homeCopyDependencies(siteDir);
const [use] = rule.use;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack loads it
const alsoReads = require(use!.loader) as (this: unknown, source: string) => string;

/** The files the loader declares to webpack for one module, and what it passes on. */
function runLoader(source: string) {
  const declared: string[] = [];
  const context = { getOptions: () => use!.options, addDependency: (file: string) => declared.push(file) };
  return { declared, output: alsoReads.call(context, source) };
}

describe("the home page's module is compiled again when a file its words come from changes", () => {
  it("applies to the home page's Markdown", () => {
    expect(rule.resource).toBe(path.join(siteDir, homeCopyFile));
    expect(fs.existsSync(rule.resource)).toBe(true);
  });

  it('declares every file the remark plugin reads, besides the page itself, and passes the page on unchanged', () => {
    const read = jest.spyOn(fs, 'readFileSync');
    const source = fs.readFileSync(rule.resource, 'utf8');
    read.mockClear();
    homeCopy()(fromMarkdown(source), { path: rule.resource });
    const reads = read.mock.calls.map(([file]) => path.resolve(String(file)));
    read.mockRestore();

    const { declared, output } = runLoader(source);
    expect(reads.length).toBeGreaterThan(0);
    expect(declared.sort()).toEqual([...new Set(reads)].sort());
    expect(output).toBe(source);
  });
});
