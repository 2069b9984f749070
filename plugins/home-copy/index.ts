import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildingBlocksFile, homeCopyFile } from './parse';

/**
 * The home page's module is compiled from src/pages/_home.md, but its IQ Suite
 * cards come from the IQ Suite page's Markdown, which ./remark.ts reads as
 * well. Webpack recompiles a module only when a file its loaders declared
 * changes, so this rule declares that second file: edit it under `npm start`,
 * or between two builds that share webpack's cache, and the home page follows.
 */
export function homeCopyDependencies(siteDir: string) {
  return {
    resource: path.join(siteDir, homeCopyFile),
    use: [
      { loader: path.join(__dirname, 'alsoReads.cjs'), options: { files: [path.join(siteDir, buildingBlocksFile)] } },
    ],
  };
}

export default function homeCopyPlugin({ siteDir }: LoadContext): Plugin {
  return {
    name: 'home-copy',
    configureWebpack: () => ({ module: { rules: [homeCopyDependencies(siteDir)] } }),
  };
}
