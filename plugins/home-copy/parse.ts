import type { Heading, Link, List, Paragraph, Root, RootContent } from 'mdast';
import { markdownText } from '../faq/markdownText';
import {
  homeParts,
  type BuildingBlock,
  type HomeCopy,
  type HomePart,
  type HomePartName,
  type HomeParts,
} from '../../src/data/home';

/**
 * The home page's words, as Markdown beside it (src/pages/_home.md): a `#` title, then one `##` part per section, named
 * by its `{#name}`, with a paragraph and maybe a link. The build stops at the line of a missing, unknown or odd part.
 */
export const homeCopyFile = 'src/pages/_home.md';

export class HomeCopyError extends Error {}

/**
 * DOCUSAURUS-INTERNAL: remark-heading-ids. The heading's `{#name}`: Docusaurus has moved it to the node's
 * data by the time the site's plugins run.
 */
function headingId(heading: Heading): { id: string | undefined; text: string } {
  const data = heading.data as { id?: string } | undefined;
  const text = markdownText(heading);
  const written = /\s*\{#([\w-]+)\}$/.exec(text);
  if (written) return { id: written[1], text: text.slice(0, written.index) };
  return { id: data?.id, text };
}

const isName = (name: string | undefined): name is HomePartName => name !== undefined && Object.hasOwn(homeParts, name);

export function parseHomeCopy(root: Root, file: string): Omit<HomeCopy, 'buildingBlocks'> {
  const at = (node: RootContent | undefined) => `${file}:${node?.position?.start.line ?? 1}`;
  const names = Object.keys(homeParts).join(', ');
  const nodes: RootContent[] = root.children.filter((node) => node.type !== 'mdxjsEsm');
  // DOCUSAURUS-INTERNAL: remark-content-title. Docusaurus wraps the content title (the `#` heading) in a <header>.
  const [first] = nodes;
  if (first?.type === 'mdxJsxFlowElement' && first.name === 'header')
    nodes.splice(0, 1, ...(first.children as RootContent[]));
  const [title, ...rest] = nodes;
  if (title?.type !== 'heading' || title.depth !== 1) {
    throw new HomeCopyError(
      `${at(title)}: the home page's words start with its "# Title", shown after the company's name`,
    );
  }
  const parts: Partial<Record<HomePartName, HomePart>> = {};
  let index = 0;
  while (index < rest.length) {
    const heading = rest[index]!;
    if (heading.type !== 'heading' || heading.depth !== 2) {
      throw new HomeCopyError(
        `${at(heading)}: each part of the home page starts with a "## Heading {#name}" (${names})`,
      );
    }
    const { id, text } = headingId(heading);
    if (!isName(id)) {
      throw new HomeCopyError(
        `${at(heading)}: "## ${text}" needs one of the home page's part names, as {#name}: ${names}`,
      );
    }
    if (parts[id]) throw new HomeCopyError(`${at(heading)}: the part {#${id}} is written twice`);
    const body: RootContent[] = [];
    for (index += 1; index < rest.length && rest[index]!.type !== 'heading'; index += 1) body.push(rest[index]!);
    const [paragraph, linkParagraph, ...extra] = body;
    const linkNode = (linkParagraph as Paragraph | undefined)?.children;
    const link = linkNode?.length === 1 && linkNode[0]!.type === 'link' ? (linkNode[0] as Link) : undefined;
    const wantsLink = homeParts[id].link;
    if (paragraph?.type !== 'paragraph' || extra.length > 0 || (wantsLink ? !link : linkParagraph !== undefined)) {
      throw new HomeCopyError(
        `${at(heading)}: the part {#${id}} is one paragraph${wantsLink ? ', then a line with only its link, [words](/address)' : ''}`,
      );
    }
    parts[id] = {
      heading: text,
      text: markdownText(paragraph),
      ...(link ? { link: { label: markdownText(link), to: link.url } } : {}),
    };
  }
  const missing = Object.keys(homeParts).filter((name) => !parts[name as HomePartName]);
  if (missing.length > 0) {
    throw new HomeCopyError(`${file}: the home page's words have no part {#${missing.join('}, {#')}}`);
  }
  return { title: markdownText(title), parts: parts as HomeParts };
}

/** The IQ Suite's building blocks, written once on the Rugged Apps AI page; the home cards show each title and first sentence. */
export const buildingBlocksFile = 'src/pages/service/rugged-apps-ai/_rugged-apps-ai.md';

export function parseBuildingBlocks(root: Root, file: string): BuildingBlock[] {
  const index = root.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && headingId(node).id === 'building-blocks',
  );
  const list = root.children[index + 1];
  const shape = `a numbered list whose items start with a bold title, such as "1. **RFID/NFC with AI.** Read RFID tags…"`;
  if (index < 0)
    throw new HomeCopyError(
      `${file}: no "## … {#building-blocks}" heading, under which the home page's IQ Suite cards are written`,
    );
  if (list?.type !== 'list' || !list.ordered) {
    throw new HomeCopyError(`${file}:${list?.position?.start.line ?? 1}: the building blocks are ${shape}`);
  }
  return (list as List).children.map((item) => {
    const [paragraph] = item.children;
    const [strong, ...rest] = paragraph?.type === 'paragraph' ? paragraph.children : [];
    const text = markdownText(rest).trim();
    if (strong?.type !== 'strong' || !text) {
      throw new HomeCopyError(`${file}:${item.position?.start.line ?? 1}: the building blocks are ${shape}`);
    }
    return { title: markdownText(strong).replace(/\.$/, ''), text: /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text };
  });
}
