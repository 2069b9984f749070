import path from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import { markdownText } from '../faq/markdownText';
import { jsx } from '../mdx-components/jsx';

/**
 * A page's prose, written as plain Markdown beside its page and named after
 * its route (`src/pages/about/_about.md` for /about), becomes the page's
 * body in the site's components, so an editor changes every sentence of it
 * without touching code:
 *
 * - the `#` title and the paragraph after it become the title band
 *   (`<PageHeader title lead>`);
 * - any text before the first `##` becomes an untitled section;
 * - each `##` heading and what follows it become a `<Section>`, keeping the
 *   heading's id for links; the bands alternate plain and tinted.
 *
 * Lists whose items open with a bold title are shown as cards by the page's
 * CSS (src/components/PageProse), as on the service pages. Other partials
 * (a service's body, a shared paragraph) are left as they are.
 */

/** Whether a file is a page's prose: `_<folder>.md` in a folder of src/pages. */
export function isPageProse(file: string | undefined): boolean {
  if (!file) return false;
  const { dir, name } = path.parse(file);
  return /(^|\/)src\/pages\//.test(file) && name === `_${path.basename(dir)}`;
}

export class PageProseError extends Error {}

/**
 * `<Company show="vision" />` on a line of its own prints a sentence, so it
 * is a paragraph: MDX would otherwise put its bare text straight into the
 * section.
 */
function asParagraph(node: RootContent): RootContent {
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Company') return node;
  return { type: 'paragraph', children: [{ ...node, type: 'mdxJsxTextElement', children: [] }] };
}

export default function pageProse() {
  return (root: Root, file: { path?: string }): void => {
    if (!isPageProse(file.path)) return;
    // Docusaurus's own plugins have added exports (the table of contents): they stay as they are.
    const exports = root.children.filter((node) => node.type === 'mdxjsEsm');
    const content: RootContent[] = root.children.filter((node) => node.type !== 'mdxjsEsm');
    // Docusaurus wraps the content title (the `#` heading) in a <header> of its own.
    const first = content[0];
    if (first?.type === 'mdxJsxFlowElement' && first.name === 'header') {
      content.splice(0, 1, ...(first.children as RootContent[]));
    }
    const [title, lead, ...rest] = content;
    if (title?.type !== 'heading' || title.depth !== 1 || lead?.type !== 'paragraph') {
      throw new PageProseError(
        `${file.path}: a page's prose starts with its "# Title" and then one paragraph, the lead under the title`,
      );
    }
    const output: RootContent[] = [jsx('PageHeader', { title: markdownText(title), lead: markdownText(lead) })];
    let section: RootContent[] | undefined;
    let sections = 0;
    const intro: RootContent[] = [];
    for (const node of rest) {
      if (node.type === 'heading' && node.depth <= 2) {
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
      } else {
        (section ?? intro).push(asParagraph(node));
      }
    }
    if (intro.length > 0) output.splice(1, 0, jsx('Section', {}, intro as never));
    root.children = [...exports, ...output];
  };
}
