import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { policyDocumentRoute } from '../../src/data/policyDocuments';
import { securityTxt, securityTxtRecord } from '../../src/data/securityTxt';
import { ukToday } from '../../src/utils/date';

/** robots.txt, pointing at this deployment's sitemap, and /.well-known/security.txt (RFC 9116). */
export function robotsTxt(siteUrl: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}${baseUrl}sitemap.xml\n`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const { url, baseUrl } = { url: context.siteConfig.url, baseUrl: context.baseUrl };
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
      // The file names the policy's address: the policy must have been built.
      const policyRoute = policyDocumentRoute(securityTxtRecord.policySlug);
      try {
        await access(path.join(outDir, policyRoute, 'index.html'));
      } catch {
        throw new Error(
          `[security.txt] src/data/securityTxt.ts points to ${policyRoute}, but no policy in docs/policies has the slug "${securityTxtRecord.policySlug}"`,
        );
      }
      const file = path.join(outDir, securityTxtRecord.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, securityTxt(url, baseUrl, ukToday()));
    },
  };
}
