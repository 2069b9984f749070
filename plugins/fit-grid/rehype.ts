import type { Element, Root, RootContent } from 'hast';
import { fitGridAttributes } from '../../src/components/FitGrid/columns';

const isElement = (node: RootContent): node is Element => node.type === 'element';

/** Every element, also inside a component that Markdown placed (a page's `<Section>`). */
function* elements(nodes: readonly RootContent[]): Generator<Element> {
  for (const node of nodes) {
    if (isElement(node)) yield node;
    if ('children' in node) yield* elements(node.children as RootContent[]);
  }
}

/** hast names data attributes in camel case: `data-fit-sm` is `dataFitSm`. */
const hastName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A card's bold opening shows as its title, so the full stop that ends it as a run-in heading is dropped. */
function dropClosingFullStop(item: Element): void {
  const title = item.children.find(isElement);
  const last = title?.tagName === 'strong' ? title.children.at(-1) : undefined;
  if (last?.type === 'text') last.value = last.value.replace(/\.\s*$/, '');
}

/** A Markdown list that reads as cards gets the columns that fit its number, as React grids do (FitGrid). */
export default function fitGrid({ max = 3 }: { max?: number } = {}) {
  return (tree: Root): void => {
    for (const list of elements(tree.children)) {
      if (list.tagName !== 'ul' && list.tagName !== 'ol') continue;
      const items = list.children.filter(isElement).filter((child) => child.tagName === 'li');
      const opensBold = (item: Element) => item.children.find(isElement)?.tagName === 'strong';
      if (items.length === 0 || (list.tagName === 'ul' && !items.every(opensBold))) continue;
      for (const [name, value] of Object.entries(fitGridAttributes(items.length, max))) {
        list.properties[hastName(name)] = value;
      }
      items.forEach(dropClosingFullStop);
    }
  };
}
