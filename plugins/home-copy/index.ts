import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildingBlocksFile, homeCopyFile } from './parse';

/** The home page's IQ Suite cards come from the IQ Suite page's Markdown: declared, so an edit to it rebuilds the home page. */
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
