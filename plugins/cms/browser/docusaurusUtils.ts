/**
 * DOCUSAURUS-INTERNAL: heading-id-files. The editor bundles `@docusaurus/utils` as these two files: the package's
 * index loads Node's file system, and the editor needs only the rule that gives an FAQ question its address, the
 * build's own. If either file moves, esbuild cannot resolve it and the build stops (UPGRADING.md).
 */
export { createSlugger } from '@docusaurus/utils/lib/slugger';
export { parseMarkdownHeadingId } from '@docusaurus/utils/lib/markdownHeadingIdUtils';
