import type { LoadContext, LoadedPlugin, Plugin } from '@docusaurus/types';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stopForContent } from '../content-index';
import type { ContentIndex } from '../../src/data/content';
import { pdfDocuments } from '../../src/data/pdfs';
import { company } from '../../src/data/company';
import { policyDocumentRoute } from '../../src/data/policyDocuments';
import { routes } from '../../src/data/routes';
import { writeEditor } from '../cms';
import { withRouteChunks } from '../first-paint/loader';
import { contentSecurityPolicyStep } from './csp';
import { criticalCssStep } from './criticalCss';
import { type PageStep, rewritePages } from './pagePipeline';
import { buildCacheDir } from './buildCache';
import { type PdfSizes, pdfSizesStep, printPdfs } from './pdfs';
import { writeRedirectPages } from './redirectPages';
import { writeRetiredPdfs } from './retiredPdfs';
import { brokenLinks, builtSite, linkTargets, markdownFiles, sourceRoutes } from './markdownLinks';
import { readRouteChunks } from '../first-paint/routeChunks';
import { startSearchIndex } from './searchIndex';

/** `PDFS=off` builds without the PDFs, for a machine with no browser; CI and the deploy build keep them. */
export function pdfsWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PDFS !== 'off';
}

/** The content index the `content-index` plugin loaded, which says what to print; the build stops if it is missing. */
export function loadedContentIndex(plugins: readonly LoadedPlugin[]): ContentIndex {
  const content = plugins.find((plugin) => plugin.name === 'content-index')?.content as ContentIndex | undefined;
  if (!Array.isArray(content?.policies)) {
    throw new Error(
      '[post-build] the content-index plugin has not loaded the policies; is it in docusaurus.config.ts?',
    );
  }
  return content;
}

/**
 * The work that needs the finished HTML, in the only order that works (docs/maintaining/decisions.md#post-build):
 * Markdown links checked, the PDFs printed, one pass over the pages, the redirect pages, then the editor.
 */
export default function postBuildPlugin(context: LoadContext): Plugin {
  return {
    name: 'post-build',
    async postBuild({ outDir, plugins, routesPaths }) {
      let sizes: PdfSizes = {};
      const contentIndex = loadedContentIndex(plugins);
      const documents = pdfDocuments(contentIndex.policies);
      // First, before the slow steps: a link an editor wrote that leads nowhere stops the build at its line.
      const { redirectList, ...targets } = linkTargets(contentIndex);
      const site = builtSite(outDir, context.siteDir, {
        baseUrl: context.baseUrl,
        routesPaths,
        sources: sourceRoutes(plugins.map((plugin) => plugin.content)),
        ...targets,
      });
      const linkProblems = markdownFiles(context.siteDir).flatMap((file) =>
        brokenLinks(file, readFileSync(path.join(context.siteDir, file), 'utf8'), site),
      );
      if (linkProblems.length > 0) stopForContent(linkProblems);
      if (pdfsWanted()) {
        const printed = await printPdfs({
          documents,
          caseStudies: contentIndex.posts
            .filter((post) => post.type === 'case study')
            .map((post) => ({
              title: post.title,
              permalink: post.permalink,
              // One phrase: "Logistics; £50,000 to £100,000; ten weeks".
              facts: [post.sector, post.value_band, post.duration]
                .filter((fact): fact is string => Boolean(fact))
                .map((fact, index) => (index === 0 ? fact : fact.charAt(0).toLowerCase() + fact.slice(1)))
                .join('; '),
              reference: post.reference === true,
            })),
          outDir,
          siteUrl: context.siteConfig.url,
          baseUrl: context.baseUrl,
          // PDF_PARALLEL=1 prints one at a time (to compare); by default, one per core.
          parallel: Number(process.env.PDF_PARALLEL) || undefined,
        });
        console.log(printed.report);
        sizes = printed.sizes;
        // A retired policy's old PDF address answers too, naming what replaced it.
        const at = (route: string) => `${context.siteConfig.url}${context.baseUrl}${route.replace(/^\//, '')}/`;
        console.log(
          await writeRetiredPdfs(
            outDir,
            contentIndex.retired.map(({ slug, replaced_by }) => {
              const replacement = contentIndex.policies.find((policy) => policy.slug === replaced_by);
              return {
                slug: slug.replace(/^\//, ''),
                company: company.legalName,
                next: replacement
                  ? { title: replacement.title, url: at(policyDocumentRoute(replacement.slug)), replaced: true }
                  : { title: '', url: at(routes.policies), replaced: false },
              };
            }),
          ),
        );
      } else {
        console.warn(
          '[pdf] PDFS=off: this build has no PDFs, so its "Download PDF" links lead nowhere. Do not deploy it.',
        );
      }
      const search = await startSearchIndex(outDir, context.siteDir);
      const routeChunks = await readRouteChunks(context.generatedFilesDir, context.baseUrl);
      const steps: PageStep[] = [
        {
          name: 'search index',
          run: async (html, file) => {
            await search.add(file, html);
            return html;
          },
        },
        // Before the critical CSS: a size written into the HTML keeps the rule that shows it
        // (`.size[data-size]::after`), as the home page's first screen needs for the tender pack.
        pdfSizesStep(sizes),
        criticalCssStep(outDir, context.baseUrl, buildCacheDir(context.siteDir, 'critical-css')),
        { name: 'route chunks', run: (html, file) => withRouteChunks(html, routeChunks(file), file) },
        contentSecurityPolicyStep,
      ];
      console.log(await rewritePages(outDir, steps));
      console.log(await search.write());
      const { url: siteUrl } = context.siteConfig;
      console.log(await writeRedirectPages(outDir, { siteUrl, baseUrl: context.baseUrl }, redirectList));
      // Last, after every page is final: the editor's preview takes the site's stylesheet.
      console.log(
        await writeEditor({
          outDir,
          siteDir: context.siteDir,
          siteUrl,
          baseUrl: context.baseUrl,
          title: context.siteConfig.title,
        }),
      );
    },
  };
}
