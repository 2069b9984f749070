// What Docusaurus's MDX loader exports besides the component (its `# Title` as `contentTitle`),
// which @docusaurus/module-type-aliases does not declare. A page reads its title from its prose.
declare module '*.md' {
  export const contentTitle: string | undefined;
  /** A page's prose's lead, the paragraph under its `# Title` (plugins/page-prose). */
  export const lead: string | undefined;
}
