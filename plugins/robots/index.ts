import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * robots.txt pointing at the sitemap of wherever this build is deployed
 * (SITE_URL and BASE_URL differ between a custom domain and a project page).
 */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
