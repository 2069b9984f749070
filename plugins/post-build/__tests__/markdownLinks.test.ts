import { brokenLinks, type BuiltSite, linksIn, sourceRoutes } from '../markdownLinks';

const site: BuiltSite = {
  routes: new Set(['/', '/policies/privacypolicy/', '/policies/termsofuse/', '/contactus/', '/faq/cloudstorage/']),
  baseUrl: '/',
  page: (route) =>
    route === '/policies/privacypolicy/' ? '<h2 id="how-to-complain-to-us">How</h2><h3 id=rights>' : '',
  file: (pathname) => pathname === '/pdf/privacypolicy.pdf',
  sources: new Map([
    ['docs/policies/privacypolicy.md', '/policies/privacypolicy/'],
    ['docs/policies/termsofuse.md', '/policies/termsofuse/'],
  ]),
  redirects: new Map([['/policies/acceptableusagepolicy/', '/policies/termsofuse']]),
  sections: [{ route: '/policies/', folder: 'docs/policies', retiredList: 'docs/policies/mainpolicy.md' }],
};

/** Each problem as "line: message". */
const found = (source: string, file = 'docs/policies/termsofuse.md') =>
  brokenLinks(file, source, site).map(({ line, message }) => `${line}: ${message}`);

describe('links editors write in Markdown', () => {
  it('reads every link form from the syntax tree, and none inside code', () => {
    const source = [
      'See [the policy](/policies/privacypolicy) and [terms][t].',
      '',
      '```md',
      '[not a link](/nowhere)',
      '```',
      '',
      'Or `[code](/nowhere)` and <a href="/contactus">write</a>.',
      '',
      '[t]: ./termsofuse.md#top',
    ].join('\n');
    expect(linksIn(source)).toEqual([
      { url: '/policies/privacypolicy', line: 1 },
      { url: '/contactus', line: 7 },
      { url: './termsofuse.md#top', line: 9 },
    ]);
  });

  it('accepts a page with or without its trailing slash, its headings, its files and relative Markdown links', () => {
    const source = [
      'See [the policy](/policies/privacypolicy) or [contact us](/contactus/ "Contact").',
      'Read [how to complain](/policies/privacypolicy#how-to-complain-to-us) and [your rights](./privacypolicy.md#rights).',
      'Download [the PDF](/pdf/privacypolicy.pdf), <a href="/contactus">write</a>, or [email](mailto:a@b.example).',
    ].join('\n');
    expect(found(source)).toEqual([]);
  });

  it('names the line of a link to no page, heading or file, with the nearest one', () => {
    const source = [
      'Intro.',
      'See [privacy](/policies/privacypolicyy/).',
      'Read [how to complain](./privacypolicy.md#how-to-complain).',
      'Download [the PDF](/pdf/gifts.pdf) or <a href="/nowhere-at-all-here">this</a>.',
      'And [the register](./privacypolcy.md).',
    ].join('\n');
    expect(found(source)).toEqual([
      '2: the link to /policies/privacypolicyy/ leads to no page on the site. Did you mean /policies/privacypolicy/? If you renamed the page, keep its old address working: under "retired" in docs/policies/mainpolicy.md, list "- slug: /privacypolicyy" with "replaced_by:" its new slug.',
      "3: the link to ./privacypolicy.md#how-to-complain leads to no heading on that page. Did you mean #how-to-complain-to-us? A heading's address follows its words, so rewording a heading changes it.",
      '4: the link to /pdf/gifts.pdf leads to no file on the site',
      '4: the link to /nowhere-at-all-here leads to no page on the site.',
      '5: the link to ./privacypolcy.md leads to no Markdown file (docs/policies/privacypolcy.md). Did you mean ./privacypolicy.md?',
    ]);
  });

  it('sends a link to a retired page to its replacement, written as an address or as a file', () => {
    expect(found('[AUP](./acceptableusagepolicy.md) and [AUP](/policies/acceptableusagepolicy)')).toEqual([
      '1: the link to ./acceptableusagepolicy.md leads to a retired page: link to /policies/termsofuse instead',
      '1: the link to /policies/acceptableusagepolicy leads to an old address, retired or moved: link to /policies/termsofuse instead',
    ]);
  });

  it('checks under a base path', () => {
    const based: BuiltSite = { ...site, baseUrl: '/website/', routes: new Set(['/website/contactus/']) };
    expect(brokenLinks('a.md', '[contact](/contactus)', based)).toEqual([]);
    expect(brokenLinks('a.md', '[contact](/contactuss)', based).map(({ message }) => message)).toEqual([
      'the link to /contactuss leads to no page on the site. Did you mean /contactus/?',
    ]);
  });

  it("finds each Markdown file's route in the content the plugins loaded", () => {
    const contents = [
      { loadedVersions: [{ docs: [{ source: '@site/docs/faq/cloudstorage.md', permalink: '/faq/cloudstorage/' }] }] },
      { blogPosts: [{ metadata: { source: '@site/blog/2026-01-01-post.md', permalink: '/insights/post' } }] },
    ];
    expect(sourceRoutes(contents)).toEqual(
      new Map([
        ['docs/faq/cloudstorage.md', '/faq/cloudstorage/'],
        ['blog/2026-01-01-post.md', '/insights/post/'],
      ]),
    );
  });
});
