import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { exportConst, type Json } from '../mdx-components/esm';
import { buildingBlocksFile, homeCopyFile, parseBuildingBlocks, parseHomeCopy } from './parse';

/** The home page's Markdown becomes data: the module exports `homeCopy`, which the page's sections place. */
export default function homeCopy() {
  return (root: Root, file: { path?: string }): void => {
    if (!file.path?.endsWith(homeCopyFile)) return;
    const siteDir = file.path.slice(0, -homeCopyFile.length);
    const blocks = fromMarkdown(readFileSync(path.join(siteDir, buildingBlocksFile), 'utf8'));
    const copy = {
      ...parseHomeCopy(root, homeCopyFile),
      buildingBlocks: parseBuildingBlocks(blocks, buildingBlocksFile),
    };
    // DOCUSAURUS-INTERNAL: remark-esm-exports. Docusaurus's own exports (the table of contents) stay; the words are data.
    root.children = [
      ...root.children.filter((node) => node.type === 'mdxjsEsm'),
      exportConst('homeCopy', copy as unknown as Json),
    ];
  };
}
