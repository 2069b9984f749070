import type { LoadContext, Plugin } from '@docusaurus/types';
import { redirects } from '../../src/data/routes';
import { deferToFirstPaint } from './afterFirstPaint';
import { addContentSecurityPolicy } from './csp';
import { inlineCriticalCss } from './criticalCss';
import { printPdfs } from './pdfs';
import { writeRedirectPages } from './redirectPages';
import { readRouteChunks } from './routeChunks';
import { buildSearchIndex } from './searchIndex';

/** `PDFS=off` builds without the PDFs, for a machine with no browser; CI and the deploy build keep them. */
export function pdfsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PDFS !== 'off';
}

/**
 * The work that needs the finished HTML, in the only order that works: the
 * search index reads the pages, each page gets its critical CSS inlined and
 * its stylesheet and scripts loaded after its first paint, the
 * PDFs print them (and write their sizes into them), the old addresses get
 * their redirect pages (after the search index, which must not list them), and the
 * Content-Security-Policy goes in last, so it hashes every page's final
 * inline scripts (the first-paint loader's among them). Because it is a plugin, every
 * `docusaurus build`, with any --out-dir or base URL, is the complete site.
 */
export default function postBuildPlugin(context: LoadContext): Plugin {
  return {
    name: 'post-build',
    async postBuild({ outDir }) {
      console.log(await buildSearchIndex(outDir, context.siteDir));
      console.log(await inlineCriticalCss(outDir, context.baseUrl));
      const routeChunks = await readRouteChunks(context.generatedFilesDir, context.baseUrl);
      console.log(await deferToFirstPaint(outDir, routeChunks));
      if (pdfsWanted()) {
        console.log(await printPdfs({ outDir, siteUrl: context.siteConfig.url, baseUrl: context.baseUrl }));
      } else {
        console.warn(
          '[pdf] PDFS=off: this build has no PDFs, so its "Download PDF" links lead nowhere. Do not deploy it.',
        );
      }
      const { url: siteUrl } = context.siteConfig;
      console.log(await writeRedirectPages(outDir, { siteUrl, baseUrl: context.baseUrl }, redirects));
      console.log(await addContentSecurityPolicy(outDir));
    },
  };
}
