import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { buildingBlocksFile, homeCopyFile, parseBuildingBlocks, parseHomeCopy } from '../parse';
import { homeParts } from '../../../src/data/home';

const source = readFileSync(path.join(__dirname, '../../..', homeCopyFile), 'utf8');
const parse = (markdown: string) => parseHomeCopy(fromMarkdown(markdown), homeCopyFile);

describe("the home page's words", () => {
  it('give every part of the page its heading and sentence, and a link where the part has one', () => {
    const copy = parse(source);
    expect(copy.title).toMatch(/\S/);
    expect(Object.keys(copy.parts).sort()).toEqual(Object.keys(homeParts).sort());
    for (const [name, part] of Object.entries(copy.parts)) {
      expect(part.heading).not.toMatch(/\{#/);
      expect(part.text).toMatch(/^[A-Z].+\.$/);
      expect(Boolean(part.link)).toBe(homeParts[name as keyof typeof homeParts].link);
      if (part.link) expect(part.link.to).toMatch(/^\//);
    }
  });

  it('stop the build, naming the line, on an unknown, repeated or misshapen part, and name a missing one', () => {
    const withLine = (from: string, to: string) => source.replace(from, to);
    const lineOf = (text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;
    expect(() => parse(withLine('{#services}', '{#servicez}'))).toThrow(
      new RegExp(
        `_home\\.md:${lineOf('{#services}')}: "## .+" needs one of the home page's part names, as \\{#name\\}`,
      ),
    );
    expect(() => parse(withLine('{#services}', '{#iq-suite}'))).toThrow(
      /_home\.md:\d+: the part \{#iq-suite\} is written twice/,
    );
    expect(() => parse(source.replace(/(\{#partner-with-us\}[^[]*)\n\[[^\]]+\]\([^)]+\)\n/, '$1'))).toThrow(
      new RegExp(
        `_home\\.md:${lineOf('{#partner-with-us}')}: the part \\{#partner-with-us\\} is one paragraph, then a line with only its link`,
      ),
    );
    expect(() => parse(source.slice(0, source.lastIndexOf('\n## ', source.indexOf('{#partner-with-us}'))))).toThrow(
      /the home page's words have no part \{#partner-with-us\}/,
    );
    expect(() => parse(source.replace(/^# .+\n/, ''))).toThrow(
      /_home\.md:\d+: the home page's words start with its "# Title"/,
    );
  });
});

describe("the IQ Suite's building blocks, written on the Rugged Apps AI page", () => {
  const blocksSource = readFileSync(path.join(__dirname, '../../..', buildingBlocksFile), 'utf8');
  const parseBlocks = (markdown: string) => parseBuildingBlocks(fromMarkdown(markdown), buildingBlocksFile);

  it('give the home page each title and the first sentence of its text', () => {
    const blocks = parseBlocks(blocksSource);
    const items = [...blocksSource.matchAll(/^\d+\. \*\*(.+?)\.\*\* (.+)$/gm)];
    expect(blocks.map((block) => block.title)).toEqual(items.map((item) => item[1]));
    for (const [index, block] of blocks.entries()) {
      expect(items[index]![2]!.startsWith(block.text)).toBe(true);
      expect(block.text).toMatch(/^[A-Z][^.]+\.$/);
    }
  });

  it('stop the build, naming the file, without their heading or list', () => {
    expect(() => parseBlocks(blocksSource.replace('{#building-blocks}', ''))).toThrow(
      /_rugged-apps-ai\.md: no "## … \{#building-blocks\}" heading/,
    );
    expect(() => parseBlocks(blocksSource.replace(/^1\. \*\*(.+?)\*\*/m, '1. $1'))).toThrow(
      /_rugged-apps-ai\.md:\d+: the building blocks are a numbered list whose items start with a bold title/,
    );
  });
});
