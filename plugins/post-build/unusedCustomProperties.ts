import postcss from 'postcss';

const reference = /var\(\s*(--[\w-]+)/g;

function referencesIn(text: string): string[] {
  return [...text.matchAll(reference)].map((match) => match[1]!);
}

/**
 * Takes out of a page's critical CSS the custom properties the page does not use: Infima's 440 cost 3.5 KB of gzip,
 * enough to push a page past its first round trip. Kept: those a rule, the markup or a kept property's value uses.
 */
export function pruneUnusedCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, string[]>();
  const used = new Set<string>(referencesIn(markup));
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value]);
    } else {
      for (const name of referencesIn(declaration.value)) used.add(name);
    }
  });
  const pending = [...used];
  while (pending.length > 0) {
    for (const value of definitions.get(pending.pop()!) ?? []) {
      for (const name of referencesIn(value)) {
        if (!used.has(name)) {
          used.add(name);
          pending.push(name);
        }
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
  });
  // Then the rules left empty, and the at-rules they leave empty in turn.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}
