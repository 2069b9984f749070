// What Docusaurus's MDX loader exports besides the component (its `# Title` as `contentTitle`),
// which @docusaurus/module-type-aliases does not declare. A page reads its title from its prose.
declare module '*.md' {
  export const contentTitle: string | undefined;
}
