import { brokenLinks, type BuiltSite } from '../markdownLinks';

const site: BuiltSite = {
  routes: new Set(['/', '/policies/privacypolicy/', '/contactus/']),
  baseUrl: '/',
  page: (route) =>
    route === '/policies/privacypolicy/' ? '<h2 id="how-to-complain-to-us">How</h2><h3 id=rights>' : '',
  file: (pathname) => pathname === '/pdf/privacypolicy.pdf',
};

describe('links editors write in Markdown', () => {
  it('accepts a page with or without its trailing slash, its headings and its files', () => {
    const source = [
      'See [the policy](/policies/privacypolicy) or [contact us](/contactus/ "Contact").',
      'Read [how to complain](/policies/privacypolicy#how-to-complain-to-us) and [your rights](/policies/privacypolicy/#rights).',
      'Download [the PDF](/pdf/privacypolicy.pdf), or <a href="/contactus">write</a>.',
    ].join('\n');
    expect(brokenLinks('a.md', source, site)).toEqual([]);
  });

  it('names the file and line of a link to no page, no heading or no file', () => {
    const source = [
      'Intro.',
      'See [gifts](/policies/giftspolicy/).',
      'Read [how to complain](/policies/privacypolicy#how-to-complain).',
      'Download [the PDF](/pdf/gifts.pdf) or <a href="/nowhere">this</a>.',
    ].join('\n');
    const problems = brokenLinks('docs/policies/a.md', source, site);
    expect(problems.map(({ line, message }) => `${line}: ${message.split(':')[0]}`)).toEqual([
      '2: the link to /policies/giftspolicy/ leads to no page on the site',
      '3: the link to /policies/privacypolicy#how-to-complain leads to no heading on that page',
      '4: the link to /pdf/gifts.pdf leads to no file on the site',
      '4: the link to /nowhere leads to no page on the site',
    ]);
    expect(problems.every((problem) => problem.file === 'docs/policies/a.md')).toBe(true);
  });

  it('checks under a base path', () => {
    const based: BuiltSite = { ...site, baseUrl: '/website/', routes: new Set(['/website/contactus/']) };
    expect(brokenLinks('a.md', '[contact](/contactus)', based)).toEqual([]);
  });
});
