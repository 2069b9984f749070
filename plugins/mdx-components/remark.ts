import type { Root, RootContent } from 'mdast';
import { leanerModules, markdownComponents } from './components';
import { esm } from './esm';

type ComponentName = keyof typeof markdownComponents;

const isComponentName = (name: string | null | undefined): name is ComponentName =>
  typeof name === 'string' && Object.hasOwn(markdownComponents, name);

/** `import name from 'source';`. */
export const importStatement = (name: string, source: string) => esm(`import ${name} from '${source}';`);

/** Every node under the root, depth first. */
function* nodesOf(parent: { children?: RootContent[] }): Generator<RootContent> {
  for (const node of parent.children ?? []) {
    yield node;
    yield* nodesOf(node as { children?: RootContent[] });
  }
}

/** The names the page's own imports already declare. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      }
    }
  }
  return names;
}

/** Imports each Markdown component into the page that uses it, after the plugins that place components. */
export default function importMarkdownComponents() {
  return (tree: Root): void => {
    const used = new Set<ComponentName>();
    /** Components with a `show` a leaner module does not print (or none): they need the whole module. */
    const needWhole = new Set<ComponentName>();
    for (const node of nodesOf(tree)) {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isComponentName(node.name)) {
        used.add(node.name);
        const show = node.attributes.find((attribute) => 'name' in attribute && attribute.name === 'show')?.value;
        if (typeof show !== 'string' || !leanerModules[node.name]?.shows.test(show)) needWhole.add(node.name);
      }
    }
    const imported = importedNames(tree);
    const moduleOf = (name: ComponentName) =>
      needWhole.has(name) ? markdownComponents[name] : (leanerModules[name]?.module ?? markdownComponents[name]);
    const imports = [...used]
      .filter((name) => !imported.has(name))
      .map((name) => importStatement(name, moduleOf(name)));
    tree.children.unshift(...imports);
  };
}
