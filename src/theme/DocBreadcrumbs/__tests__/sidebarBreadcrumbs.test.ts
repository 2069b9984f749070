import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { sidebarBreadcrumbs } from '../sidebarBreadcrumbs';

const doc = (label: string, href: string): PropSidebarItem => ({ type: 'link', label, href, docId: label });
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  href,
  collapsed: false,
  collapsible: true,
});

const sidebar: PropSidebarItem[] = [
  doc('Overview', '/policies/mainpolicy/'),
  category(
    'Data',
    [doc('Privacy', '/policies/privacypolicy/'), category('Cookies', [doc('Cookie list', '/policies/cookies/list/')])],
    '/policies/data/',
  ),
  { type: 'link', label: 'Elsewhere', href: 'https://example.org/' },
];
const labels = (pathname: string) => sidebarBreadcrumbs(sidebar, pathname).map((item) => item.label);

describe('a docs page breadcrumbs follow its place in the sidebar', () => {
  it('names each category that holds the page, outermost first, then the page', () => {
    expect(labels('/policies/cookies/list/')).toEqual(['Data', 'Cookies', 'Cookie list']);
    expect(labels('/policies/privacypolicy/')).toEqual(['Data', 'Privacy']);
    expect(labels('/policies/mainpolicy/')).toEqual(['Overview']);
  });

  it('matches whatever the case or trailing slash, and ends at a category that is itself the page', () => {
    expect(labels('/Policies/PrivacyPolicy')).toEqual(['Data', 'Privacy']);
    expect(labels('/policies/data')).toEqual(['Data']);
  });

  it('is empty for a page the sidebar does not list, and never follows a link that is not a doc', () => {
    expect(labels('/policies/unlisted/')).toEqual([]);
    expect(labels('https://example.org/')).toEqual([]);
  });
});
