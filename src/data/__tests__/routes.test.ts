import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { footerQuickLinks } from '../navigation';
import { faqSlugs, legacyRoutes, redirects, routes } from '../routes';
import { serviceSlugs } from '../services';

function policyDocRoutes(): string[] {
  const folder = path.join(__dirname, '../../../docs/policies');
  return readdirSync(folder)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('_'))
    .map((file) => {
      const slug = /^slug: \/?(\S+)$/m.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1];
      return `/policies/${slug ?? file.replace(/\.mdx?$/, '')}`;
    });
}

/** The people (src/data/team.json keys) who sign at least one post. */
function postAuthors(): string[] {
  const blog = path.join(__dirname, '../../../blog');
  return readdirSync(blog)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => [matter(readFileSync(path.join(blog, file), 'utf8')).data.authors].flat() as string[]);
}

/** Every route the site builds, from the page files, the docs, the blog and the service plugin. */
function builtRoutes(): Set<string> {
  const pages = readdirSync(path.join(__dirname, '../../pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx|md)$/.test(file) && !file.split(path.sep).some((part) => part.startsWith('_')))
    .map((file) => `/${file.replace(/\.(tsx|md)$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/');
  return new Set([
    ...pages,
    ...serviceSlugs.map((slug) => `/service/${slug}`),
    // The docs plugin builds /policies/<slug> from each file's `slug`, the policy index and the
    // Carbon Reduction Plan included; read from the files, so a route table entry cannot vouch for itself.
    ...policyDocRoutes(),
    routes.faq,
    ...faqSlugs.map((slug) => `/faq/${slug}`),
    // The blog plugin builds its list page at the route base path, and a page for each person who wrote a post.
    routes.insights,
    ...postAuthors().map((key) => `${routes.insights}/authors/${key}`),
  ]);
}

describe('route table', () => {
  const built = builtRoutes();
  const redirectSources = new Set<string>(redirects.map((redirect) => redirect.from));

  it('keeps every route of the original site', () => {
    const original = [
      '/',
      '/service/mainservice',
      '/service',
      ...[
        'carbonreductionplan',
        'cloudsolutions',
        'digitalmarketing',
        'processdevelopment',
        'specialisedconsultancy',
        'webd',
        'rugged-apps-ai',
        'partner-ships',
      ].map((s) => `/service/${s}`),
      '/about',
      '/contactus',
      '/knowme',
      '/faq',
      ...[
        'development',
        'cloudcomputing',
        'cloudstorage',
        'cybersecurity',
        'itsupport',
        'carbonreduction',
        'socialmedia',
        'webdesigning',
      ].map((s) => `/faq/${s}`),
      '/policies',
      ...[
        'privacypolicy',
        'termsofuse',
        'cookiespolicy',
        'acceptableusagepolicy',
        'dataprotectionpolicy',
        'bcms',
        'mainpolicy',
        'qmspolicy',
        'modernslaverypolicy',
      ].map((s) => `/policies/${s}`),
    ];
    for (const route of original) expect(legacyRoutes).toContain(route);
  });

  it('resolves every legacy route to a page or a redirect', () => {
    for (const route of legacyRoutes) {
      expect(built.has(route) || redirectSources.has(route)).toBe(true);
    }
  });

  it('redirects only to routes that exist', () => {
    for (const redirect of redirects) expect(built.has(redirect.to)).toBe(true);
  });

  it('gives the footer only links to built routes', () => {
    // Its Policies column is every policy's Markdown (plugins/content-index): see content.test.ts.
    for (const link of footerQuickLinks) expect(built.has(link.to)).toBe(true);
  });
});
