import type { Config } from '@docusaurus/types';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
import type { Options as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { Options as ThemeOptions } from '@docusaurus/theme-classic';
import type { UserThemeConfig } from '@docusaurus/theme-common';

import { company } from './src/data/company';
import { demonstrationNotice } from './src/data/demonstration';
import { blogCopy } from './src/data/blog';
import { ukToday } from './src/utils/date';
import { routes } from './src/data/routes';
import { navbarItems } from './src/data/navigation';
import { siteUrl, siteBaseUrl } from './config/site';
import faqPanels from './plugins/faq/remark';
import pageProse from './plugins/page-prose/remark';
import fitGrid from './plugins/fit-grid/rehype';
import importMarkdownComponents from './plugins/mdx-components/remark';
import contentIndexPlugin from './plugins/content-index';
import servicePagesPlugin from './plugins/service-pages';
import robotsPlugin from './plugins/robots';
import openLinkedDetails from './plugins/open-linked-details';
import needsScript from './plugins/needs-script';
import brandFont from './plugins/brand-font';
import postBuildPlugin from './plugins/post-build';
import { ssrTemplate } from './plugins/first-paint/template';
import noPrismOnEveryPage from './plugins/no-prism';
import noTslibInTheBrowser from './plugins/no-tslib';
import reactDomChunk from './plugins/react-dom-chunk';
import { emailConfigFromEnv, emailConfigWarning } from './config/email';
import { svgDataUri } from './config/inlineImage';

emailConfigWarning(process.env);
const baseUrl = siteBaseUrl(process.env);
// The day of this build, in the UK calendar: the pages' dates and the copyright year follow it.
const buildDay = ukToday();

/** Policies and FAQs: our page components, composed from the theme's parts (src/components/DocsPage). */
const docsPageComponents = {
  docRootComponent: '@site/src/components/DocsPage/Root',
  docItemComponent: '@site/src/components/DocsPage/Item',
} as const;

const config: Config = {
  title: company.tradingName,
  tagline: company.about,
  favicon: 'img/favicon.svg',

  url: siteUrl(process.env),
  baseUrl,
  // GitHub Pages serves `x/index.html` for `/x/` and redirects `/x` there, so
  // both spellings of every route work with trailing slashes on.
  trailingSlash: true,
  // Its inline script would need a CSP hash; a wrong base URL fails the build's tests anyway.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // A relative link to a Markdown file that is not there is left as written, for the site's link check to report
    // at its line with the fix (plugins/post-build/markdownLinks.ts), instead of a compiler's stack trace.
    hooks: { onBrokenMarkdownLinks: () => undefined },
    // Docusaurus 4's defaults turn these off; our Markdown uses both: `## Question {#its-address}`
    // keeps a published address (EDITING.md), and `<!-- truncate -->` ends a post's excerpt.
    mdx1Compat: { headingIds: true, comments: true, admonitions: false },
  },

  i18n: { defaultLocale: 'en-GB', locales: ['en-GB'] },

  // Docusaurus 4's defaults now (Rspack and its minifiers, storage namespacing, MDX 1 syntax off): UPGRADING.md.
  future: { v4: true },

  clientModules: ['./src/clientModules/faqDeepLink.ts'],

  // Docusaurus's page template, less its <script defer> tags: the entry scripts load after the first paint.
  ssrTemplate,

  // Public by design (they ship in the page); read by the enquiry form.
  customFields: {
    emailjs: emailConfigFromEnv(process.env),
    // The day the HTML was built, in UK time: the compliance hub's dates start from it, then use the visitor's clock.
    buildDay,
    // While anything is a sample, the line above every page's header (src/data/demonstration.ts):
    // the sentence alone reaches the browser, not the record of samples behind it.
    demonstrationNotice: demonstrationNotice() ?? null,
  },

  // The classic preset's parts that the site uses, named one by one: its Algolia search theme,
  // analytics and debug plugins would only be installed, never loaded.
  themes: [
    [
      '@docusaurus/theme-classic',
      {
        customCss: [
          './src/css/custom.css',
          './src/css/brandFont.css',
          './src/css/fitGrid.css',
          './src/css/utilities.css',
          './src/css/print.css',
        ],
      } satisfies ThemeOptions,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        path: 'docs/policies',
        routeBasePath: 'policies',
        sidebarPath: './sidebars.ts',
        breadcrumbs: true,
        remarkPlugins: [importMarkdownComponents],
        ...docsPageComponents,
        // A policy opens with its document control and version history, from its front matter.
        docItemComponent: '@site/src/components/DocsPage/PolicyItem',
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        path: 'blog',
        routeBasePath: routes.insights.slice(1),
        blogTitle: blogCopy.title,
        blogDescription: blogCopy.description,
        blogSidebarTitle: blogCopy.sidebarTitle,
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        remarkPlugins: [importMarkdownComponents],
        // The people record is the authors map: a post's author is a person on the About page.
        authorsMapPath: '../src/data/team.json',
        tags: 'tags.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        // Ours, composed from the theme's parts: the site's title band, posts as cards, no sidebar.
        blogListComponent: '@site/src/components/Insights/List',
        blogPostComponent: '@site/src/components/Insights/Post',
        blogTagsListComponent: '@site/src/components/Insights/TagList',
        blogTagsPostsComponent: '@site/src/components/Insights/TagPosts',
        blogAuthorsListComponent: '@site/src/components/Insights/AuthorList',
        blogAuthorsPostsComponent: '@site/src/components/Insights/AuthorPosts',
        // The list and the sidebar already reach every post; an archive page would be a second list.
        archiveBasePath: null,
        feedOptions: {
          type: 'all',
          title: `${company.tradingName}: ${blogCopy.title}`,
          description: blogCopy.description,
          language: 'en-GB',
          copyright: `© ${buildDay.slice(0, 4)} ${company.legalName}`,
        },
      } satisfies BlogOptions,
    ],
    // Markdown card lists in the service pages (src/pages/_*.md) get the columns for their count.
    // The accessibility statement (src/pages/*.md) opens with the title band too.
    [
      '@docusaurus/plugin-content-pages',
      {
        // A page's prose (src/pages/<page>/_<page>.md) becomes its title band and sections.
        remarkPlugins: [pageProse, importMarkdownComponents],
        rehypePlugins: [[fitGrid, { max: 3 }]],
        mdxPageComponent: '@site/src/components/MarkdownPage',
      } satisfies PagesOptions,
    ],
    ['@docusaurus/plugin-sitemap', { ignorePatterns: ['/404.html', '/search/**'] } satisfies SitemapOptions],
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'faq',
        path: 'docs/faq',
        routeBasePath: 'faq',
        sidebarPath: './sidebarsFaq.ts',
        remarkPlugins: [faqPanels, importMarkdownComponents],
        ...docsPageComponents,
      } satisfies DocsOptions,
    ],
    contentIndexPlugin,
    servicePagesPlugin,
    robotsPlugin,
    openLinkedDetails,
    needsScript,
    brandFont,
    noPrismOnEveryPage,
    noTslibInTheBrowser,
    reactDomChunk,
    postBuildPlugin,
  ],

  themeConfig: {
    image: 'img/share-card.png',
    metadata: [
      { name: 'referrer', content: 'strict-origin-when-cross-origin' },
      // A default for the few generated pages with none of their own (blog author and tag lists).
      { name: 'description', content: company.about },
    ],
    colorMode: { respectPrefersColorScheme: true },
    // The site shows no highlighted code (plugins/no-prism, src/theme/CodeBlock), and the
    // theme config ships in every page's script: no colour scheme for code.
    prism: { theme: { plain: {}, styles: [] } },
    navbar: {
      title: company.tradingName,
      logo: { alt: '', src: svgDataUri('img/logo.svg'), width: 32, height: 32 },
      style: 'dark',
      hideOnScroll: false,
      items: navbarItems.map((item) =>
        'items' in item
          ? {
              type: item.policyDocuments ? 'custom-policyDocuments' : 'dropdown',
              label: item.label,
              position: 'left',
              items: [...item.items],
              // Read by src/theme/NavbarItem/DropdownNavbarItem, which marks the dropdown itself.
              ...(item.activeFor && { activeBaseRegex: `^${baseUrl}${item.activeFor}` }),
            }
          : {
              to: item.to,
              label: item.label,
              position: 'left',
              ...(item.activeFor && { activeBaseRegex: `^${baseUrl}${item.activeFor}` }),
              // The one call to action: a primary button from 997 px (src/css/custom.css).
              ...('primary' in item && item.primary && { className: 'navbar__cta' }),
            },
      ),
    },
    docs: { sidebar: { hideable: false } },
  } satisfies UserThemeConfig,
};

export default config;
