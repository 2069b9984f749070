import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { company } from './src/data/company';
import { policyLabels, policyRoute, policySlugs, redirects, routes } from './src/data/routes';
import { siteUrl, siteBaseUrl } from './config/site';
import faqPanels from './plugins/faq/remark';
import contentIndexPlugin from './plugins/content-index';
import servicePagesPlugin from './plugins/service-pages';
import robotsPlugin from './plugins/robots';
import noPrismOnEveryPage from './plugins/no-prism';
import { emailConfigFromEnv, emailConfigWarning } from './config/email';

emailConfigWarning(process.env);

const config: Config = {
  title: company.tradingName,
  tagline: company.about,
  favicon: 'img/favicon.svg',

  url: siteUrl(process.env),
  baseUrl: siteBaseUrl(process.env),
  // GitHub Pages serves `x/index.html` for `/x/` and redirects `/x` there, so
  // both spellings of every route work with trailing slashes on.
  trailingSlash: true,
  // Its inline script would need a CSP hash; a wrong base URL fails the build's tests anyway.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
  },

  i18n: { defaultLocale: 'en-GB', locales: ['en-GB'] },

  future: { faster: true, v4: { removeLegacyPostBuildHeadAttribute: true } },

  clientModules: ['./src/clientModules/faqDeepLink.ts'],

  // Public by design (they ship in the page); read by the enquiry form.
  customFields: { emailjs: emailConfigFromEnv(process.env) },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs/policies',
          routeBasePath: 'policies',
          sidebarPath: './sidebars.ts',
          breadcrumbs: true,
        },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/utilities.css', './src/css/print.css'] },
        sitemap: { ignorePatterns: ['/404.html', '/search/**'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'faq',
        path: 'docs/faq',
        routeBasePath: 'faq',
        sidebarPath: './sidebarsFaq.ts',
        remarkPlugins: [faqPanels],
      },
    ],
    ['@docusaurus/plugin-client-redirects', { redirects: [...redirects] }],
    contentIndexPlugin,
    servicePagesPlugin,
    robotsPlugin,
    noPrismOnEveryPage,
  ],

  themeConfig: {
    image: 'img/share-card.png',
    metadata: [{ name: 'referrer', content: 'strict-origin-when-cross-origin' }],
    colorMode: { respectPrefersColorScheme: true },
    navbar: {
      title: company.tradingName,
      logo: { alt: '', src: 'img/logo.svg', width: 32, height: 32 },
      style: 'dark',
      hideOnScroll: false,
      items: [
        { to: routes.home, label: 'Home', position: 'left', activeBaseRegex: '^/$' },
        { to: routes.ruggedAppsAi, label: 'Rugged Apps AI', position: 'left' },
        { to: routes.partnerships, label: 'PartnerShips', position: 'left' },
        { to: routes.services, label: 'Services', position: 'left' },
        { to: routes.about, label: 'About Us', position: 'left' },
        {
          type: 'dropdown',
          label: 'Policies',
          position: 'left',
          items: policySlugs.map((slug) => ({ to: policyRoute(slug), label: policyLabels[slug] })),
        },
        { to: routes.contact, label: 'Contact Us', position: 'left' },
      ],
    },
    docs: { sidebar: { hideable: false } },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};

export default config;
