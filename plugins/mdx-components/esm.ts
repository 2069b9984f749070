import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

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

/** `export const name = value;`, for a remark plugin to add to a Markdown module. */
export function exportConst(name: string, value: Json): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = ${JSON.stringify(value)};`,
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
              declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: estree(value) }],
            },
          },
        ],
      } as never,
    },
  };
}
