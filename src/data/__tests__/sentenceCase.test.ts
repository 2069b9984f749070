import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { isPageProse } from '../../../plugins/page-prose/remark';
import * as compliance from '../compliance';
import * as contact from '../contact';
import * as home from '../home';
import * as iqSuite from '../iqSuite';
import * as notFound from '../notFound';
import { accessibilityDocument } from '../policyDocuments';
import { heroSlides } from '../serviceLookup';
import { services } from '../services';

/** Our documents' titles, as their Markdown's front matter gives them. */
const policiesDir = path.join(__dirname, '../../../docs/policies');
const documentTitles = [
  ...readdirSync(policiesDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => String(matter(readFileSync(path.join(policiesDir, name), 'utf8')).data.title)),
  accessibilityDocument.title,
];

/**
 * Headings, slide titles, card titles and calls to action are written in
 * sentence case, as GOV.UK writes them: only the first word and proper names
 * take a capital. Proper names are the names we sell under (each service's
 * title and contact-form option), our products, our policies' titles and
 * the standards buyers know by name.
 */
const properNames = [
  ...services.flatMap((service) => ['formOption' in service ? service.formOption : [], service.title].flat()),
  ...documentTitles,
  'Rugged Apps AI',
  'Companies House',
  'IQ Suite',
  'Carbon Reduction Plans',
  'Carbon Reduction Plan',
  'Cyber Essentials Plus',
  'Cyber Essentials',
  'UK',
  'UAE',
  'Liverpool',
];

/** Keys whose values are headings or button texts in the copy modules. */
const isHeadingKey = (key: string) => /^(heading|title|cta|button|label)$|(Title|Heading|Button)$/.test(key);

function headings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return isHeadingKey(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => headings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) =>
      typeof child === 'function' ? [] : headings(child, childKey),
    );
  }
  return [];
}

/** Words after the first that open with a capital and are neither an acronym nor part of a proper name. */
function titleCaseWords(text: string): string[] {
  const withoutNames = properNames.reduce((rest, name) => rest.split(name).join('·'), text);
  const words = withoutNames.split(/[\s/—–-]+/).filter(Boolean);
  return words.slice(1).filter((word) => /^[A-Z][a-z]/.test(word) && word !== 'I');
}

/**
 * The titles, headings, card and step titles and banner titles of the pages'
 * prose in Markdown (src/pages/…/<folder>/_<folder>.md).
 */
const pagesDir = path.join(__dirname, '../../pages');
const proseFiles = [
  ...readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(pagesDir, file))
    .filter(isPageProse),
  // The contact banner's usual words, shown on most pages.
  path.join(pagesDir, '_contact-banner.md'),
];
const proseHeadings = proseFiles.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:#{1,3} (.+)|(?:-|\d+\.) \*\*(.+?)\.?\*\*)/gm)].map(
    (match) => (match[1] ?? match[2])!,
  ),
);

const copyModules = {
  pageProse: { heading: proseHeadings },
  compliance,
  contact,
  home,
  iqSuite,
  notFound,
};
const slideCopy = heroSlides.map((slide) => ({ title: slide.title, cta: slide.cta }));

describe('headings and calls to action', () => {
  it('finds the copy it checks', () => {
    expect(headings(copyModules).length).toBeGreaterThan(40);
    expect(proseHeadings).toEqual(
      expect.arrayContaining(['About us', 'Our values', 'Integrity', 'Introductory call', 'Why clients choose us']),
    );
    expect(slideCopy).toHaveLength(7);
  });

  it.each(Object.entries({ ...copyModules, slides: slideCopy }))('are in sentence case in %s', (_, module) => {
    const titleCase = headings(module).filter((text) => titleCaseWords(text).length > 0);
    expect(titleCase).toEqual([]);
  });

  it('catches Title Case and allows proper names', () => {
    expect(titleCaseWords('Ready to Talk About Your Project?')).toEqual(['Talk', 'About', 'Your', 'Project?']);
    expect(titleCaseWords('Explore Cyber Security')).toEqual([]);
    expect(titleCaseWords('Rugged Apps AI: the IQ Suite')).toEqual([]);
  });
});
