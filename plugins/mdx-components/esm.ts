import { fromJs } from 'esast-util-from-js';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** An `import` or `export` for a remark plugin to add to a Markdown module, parsed as MDX parses the ones editors write. */
export const esm = (code: string): MdxjsEsm => ({
  type: 'mdxjsEsm',
  value: code,
  data: { estree: fromJs(code, { module: true }) },
});

/** `export const name = value;`. */
export const exportConst = (name: string, value: Json) => esm(`export const ${name} = ${JSON.stringify(value)};`);
