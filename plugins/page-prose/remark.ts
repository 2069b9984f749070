import path from 'node:path';
import type { Heading, Link, Paragraph, Root, RootContent, Table } from 'mdast';
import { markdownText } from '../shared/markdown';
import { exportConst } from '../mdx-components/esm';
import { jsx } from '../mdx-components/jsx';
import { buttonClass } from '../../src/utils/buttons';
import { routes } from '../../src/data/routes';

/**
 * A page's prose, as plain Markdown beside its page (`src/pages/about/_about.md` for /about), becomes the page's
 * body in the site's components, so an editor changes every sentence without touching code. The rules it follows
 * (title band, opening band, sections, tables): docs/maintaining/decisions.md#page-prose.
 */

/** Whether a file is a page's prose: `_<folder>.md` in a folder of src/pages. */
export function isPageProse(file: string | undefined): boolean {
  if (!file) return false;
  const { dir, name } = path.parse(file);
  return /(^|\/)src\/pages\//.test(file) && name === `_${path.basename(dir)}`;
}

export class PageProseError extends Error {}

/** `<Company show="vision" />` on a line of its own is a paragraph, not bare text straight in the section. */
function asParagraph(node: RootContent): RootContent {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Company') return node;
  return { type: 'paragraph', children: [{ ...node, type: 'mdxJsxTextElement', children: [] }] };
}

/** The tables in a node: itself, or those inside it (a `<details>` holding a table's further rows). */
function tablesIn(node: RootContent): Table[] {
  if (node.type === 'table') return [node];
  return 'children' in node ? (node.children as RootContent[]).flatMap(tablesIn) : [];
}

/**
 * A Markdown table as a data table: the header row heads columns, each first cell its row; the heading's words name it
 * (its words, not the heading, whose "Direct link to" anchor would join the name).
 */
function asDataTable(table: Table, name: string | undefined): void {
  table.data = { ...table.data, hProperties: name ? { 'aria-label': name } : {} };
  table.children.forEach((row, rowIndex) => {
    row.children.forEach((cell, cellIndex) => {
      if (rowIndex === 0) cell.data = { ...cell.data, hProperties: { scope: 'col' } };
      else if (cellIndex === 0) cell.data = { ...cell.data, hName: 'th', hProperties: { scope: 'row' } };
    });
  });
}

/**
 * A paragraph holding only a link, straight after the lead, is the title band's button; a second link on the same line
 * is a quieter button beside it (the services page's "Explore our approach").
 */
function titleBandAction(node: RootContent | undefined, at: string): Paragraph | undefined {
  if (node?.type !== 'paragraph') return undefined;
  const parts = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  if (parts.length === 0 || parts.length > 2 || parts.some((child) => child.type !== 'link')) return undefined;
  const [first, second] = parts as Link[];
  // A page's first action is always the one a buyer came for: talking to us.
  if (first!.url.replace(/\/$/, '') !== routes.contact) {
    throw new PageProseError(
      `${at}: the title band's button leads to the contact page, [words](${routes.contact}); put other links in the text`,
    );
  }
  const button = (link: Link, className: string): Link => ({
    ...link,
    data: { ...link.data, hProperties: { className: className.split(' ') } },
  });
  return {
    ...node,
    children: second
      ? [button(first!, buttonClass.primary), { type: 'text', value: ' ' }, button(second, buttonClass.secondary)]
      : [button(first!, buttonClass.primary)],
  };
}

export default function pageProse() {
  return (root: Root, file: { path?: string }): void => {
    if (!isPageProse(file.path)) return;
    // DOCUSAURUS-INTERNAL: remark-esm-exports. Docusaurus's own plugins have added exports (the table of contents).
    const exports = root.children.filter((node) => node.type === 'mdxjsEsm');
    const content: RootContent[] = root.children.filter((node) => node.type !== 'mdxjsEsm');
    // DOCUSAURUS-INTERNAL: remark-content-title. Docusaurus wraps the content title (the `#` heading) in a <header>.
    const first = content[0];
    if (first?.type === 'mdxJsxFlowElement' && first.name === 'header') {
      content.splice(0, 1, ...(first.children as RootContent[]));
    }
    const at = (node: RootContent) => `${file.path}:${node.position?.start.line ?? 1}`;
    const output: RootContent[] = [];
    let rest = content;
    const [title, lead] = content;
    if (title?.type === 'heading' && title.depth === 1) {
      if (lead?.type !== 'paragraph') {
        throw new PageProseError(
          `${at(title)}: the "# Title" of a page's prose is followed by one paragraph, the lead under the title`,
        );
      }
      const action = titleBandAction(content[2], content[2] ? at(content[2]) : `${file.path}:1`);
      output.push(jsx('PageHeader', { title: markdownText(title), lead: markdownText(lead) }, action ? [action] : []));
      // The page's meta description is its lead, as the page's module's `lead`.
      exports.push(exportConst('lead', markdownText(lead)));
      rest = content.slice(action ? 3 : 2);
    }
    const afterHeader = output.length;
    let section: RootContent[] | undefined;
    let sections = 0;
    let sectionName: string | undefined;
    const intro: RootContent[] = [];
    for (const node of rest) {
      if (node.type === 'heading' && node.depth === 1) {
        throw new PageProseError(
          `${at(node)}: a page has one "# Title", as its first line; use "##" for a section heading`,
        );
      } else if (node.type === 'heading' && node.depth === 2) {
        const heading = node as Heading;
        const id = (heading.data as { id?: string } | undefined)?.id;
        section = [];
        output.push(
          // Bands alternate plain and tinted, the untitled opening (if any) counting as the first.
          jsx(
            'Section',
            { title: markdownText(heading), id, tinted: (sections + (intro.length > 0 ? 1 : 0)) % 2 === 1 },
            section as never,
          ),
        );
        sections += 1;
        sectionName = markdownText(heading);
      } else {
        // A long table folds its rest into a second table inside `<details>`: both are the section's.
        tablesIn(node).forEach((table) => asDataTable(table, sectionName));
        (section ?? intro).push(asParagraph(node));
      }
    }
    for (const node of output) {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Section') continue;
      if (node.children.length > 0 && node.children.every((child) => child.type === 'paragraph')) {
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'sideHeading', value: null });
      }
    }
    if (intro.length > 0) output.splice(afterHeader, 0, jsx('PageIntro', {}, intro as never));
    root.children = [...exports, ...output];
  };
}
