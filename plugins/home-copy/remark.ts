import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { buildingBlocksFile, homeCopyFile, parseBuildingBlocks, parseHomeCopy } from './parse';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** The ES tree of a JSON value, as MDX compiles an `export` from. */
function estree(value: Json): object {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(estree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, child]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
        value: estree(child as Json),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/**
 * The home page's Markdown (src/pages/_home.md) becomes data, not a body:
 * the module exports `homeCopy` (./parse.ts), which the page's components
 * place in its designed sections.
 */
export default function homeCopy() {
  return (root: Root, file: { path?: string }): void => {
    if (!file.path?.endsWith(homeCopyFile)) return;
    const siteDir = file.path.slice(0, -homeCopyFile.length);
    const blocks = fromMarkdown(readFileSync(path.join(siteDir, buildingBlocksFile), 'utf8'));
    const copy = {
      ...parseHomeCopy(root, homeCopyFile),
      buildingBlocks: parseBuildingBlocks(blocks, buildingBlocksFile),
    };
    const value = `export const homeCopy = ${JSON.stringify(copy)};`;
    const declaration: MdxjsEsm = {
      type: 'mdxjsEsm',
      value,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              attributes: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'homeCopy' },
                    init: estree(copy as unknown as Json),
                  },
                ],
              },
            },
          ],
        } as never,
      },
    };
    // Docusaurus's own exports (the table of contents) stay; the words are data now, not a body.
    root.children = [...root.children.filter((node) => node.type === 'mdxjsEsm'), declaration];
  };
}
