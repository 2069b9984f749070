import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { headlineStats, homeHeadlineStats } from '../headlineStats';
import { proseTableRows } from '../../../plugins/page-prose/tableRows';
import { heroSlides, serviceFormOptions, templatedServices } from '../serviceLookup';
import { Joi } from '@docusaurus/utils-validation';
import { serviceBodyFile, serviceSlugs, services, type Service } from '../services';
import { legacyRoutes, routes, serviceRoute } from '../routes';
import { homeCopy } from '../home';

const siteDir = path.join(__dirname, '../../..');

/** The shape of a service in the vocabulary: formats and lengths, no copy pinned. */
const serviceSchema = Joi.object({
  slug: Joi.string()
    .valid(...serviceSlugs)
    .required(),
  title: Joi.string().min(3).max(60).required(),
  summary: Joi.string().min(40).max(160).required(),
  cardText: Joi.string().min(60).max(320).required(),
  image: Joi.object({
    src: Joi.string()
      .pattern(/^\/img\/services\/[a-z-]+\.svg$/)
      .required(),
    alt: Joi.string().min(6).required(),
  }).required(),
  formOption: Joi.string().min(3).max(80),
  slide: Joi.object({
    position: Joi.number().integer().min(1).max(7).required(),
    title: Joi.string().min(10).max(80).required(),
    line: Joi.string().min(20).max(160).required(),
    cta: Joi.string().min(5).max(40).required(),
  }),
  templated: Joi.boolean().valid(true),
});

const all = services as readonly Service[];

describe('service vocabulary', () => {
  it.each(all.map((service) => [service.slug, service]))('%s matches the service schema', (_, service) => {
    const { error } = serviceSchema.validate(service, { abortEarly: false });
    expect(error?.message).toBeUndefined();
  });

  it('gives each carousel position to one service, and the schema rejects a malformed one', () => {
    const positions = all.flatMap((service) => (service.slide ? [service.slide.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
    const { error } = serviceSchema.validate({ ...all[0], image: { src: 'https://example.com/x.png', alt: '' } });
    expect(error).toBeDefined();
  });

  it('lists every slug exactly once, in vocabulary order', () => {
    expect(all.map((service) => service.slug)).toEqual([...serviceSlugs]);
  });

  it('gives each route the content its name says', () => {
    const titles = Object.fromEntries(all.map((service) => [service.slug, service.title]));
    expect(titles).toMatchObject({
      specialisedconsultancy: 'AI Consultancy',
      cloudsolutions: 'AI and Cloud Solutions',
      processdevelopment: 'Onboarding Public Sector Frameworks and Social Value',
      carbonreductionplan: 'Sustainability / Carbon Reduction Plan',
      webd: 'Web Design',
      digitalmarketing: 'Social Media Marketing',
      cybersecurity: 'Cyber Security',
      financialinsights: 'Financial Insights',
    });
  });

  it('has the seven carousel slides in order, each leading to an existing route', () => {
    expect(heroSlides.map((slide) => slide.service.slug)).toEqual([
      'rugged-apps-ai',
      'specialisedconsultancy',
      'cloudsolutions',
      'cybersecurity',
      'carbonreductionplan',
      'processdevelopment',
      'financialinsights',
    ]);
    expect(heroSlides.map((slide) => slide.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const slide of heroSlides) {
      expect(legacyRoutes).toContain(slide.to);
      expect(slide.title.length).toBeLessThanOrEqual(60);
      expect(slide.cta.length).toBeGreaterThan(0);
    }
  });

  it('offers every service in the contact form, in the services order, then Other', () => {
    // A service with a page and a price is one a visitor can ask about.
    expect(serviceFormOptions).toEqual([...all.map((service) => service.formOption), 'Other']);
    expect(new Set(serviceFormOptions).size).toBe(serviceFormOptions.length);
  });

  it('gives every templated service a Markdown body, and every body a service', () => {
    const templated = templatedServices.map((service) => service.slug).sort();
    expect(templated.length).toBeGreaterThanOrEqual(8);
    const bodies = readdirSync(path.join(siteDir, path.dirname(serviceBodyFile(templated[0]!))))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.replace(/\.md$/, ''))
      .sort();
    expect(bodies).toEqual(templated);
    for (const service of templatedServices) expect(legacyRoutes).toContain(serviceRoute(service.slug));
  });

  it('keeps each service body in the shape the template shows: intro, then covers, steps and outcomes', () => {
    for (const service of templatedServices) {
      const body = readFileSync(path.join(siteDir, serviceBodyFile(service.slug)), 'utf8');
      const [intro = '', ...sections] = body.split(/^## /m);
      expect(intro.trim().length).toBeGreaterThan(100);
      expect(sections).toHaveLength(3);
      const [covers = '', steps = '', outcomes = ''] = sections;
      expect(covers.match(/^- \*\*.+?\*\* \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(steps.match(/^\d+\. \*\*.+?\*\* \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(outcomes.match(/^- \S/gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    }
  });

  it('says what the Carbon Reduction Plan page must say', () => {
    const text = readFileSync(path.join(siteDir, serviceBodyFile('carbonreductionplan')), 'utf8');
    expect(text).toMatch(/PPN 06\/21/);
    expect(text).toMatch(/Net Zero/);
    expect(text).toMatch(/few days/);
  });

  it('uses local images with alt text, and short summaries', () => {
    for (const service of all) {
      expect(service.image.src).toMatch(/^\/img\/services\/[a-z-]+\.svg$/);
      expect(service.image.alt.length).toBeGreaterThan(5);
      expect(service.summary.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('statistics and the IQ Suite', () => {
  it('shows three of the figures on the home page, from the same list, one of each kind', () => {
    expect(homeHeadlineStats).toHaveLength(3);
    for (const stat of homeHeadlineStats) expect(headlineStats).toContain(stat);
    expect(homeHeadlineStats.map((stat) => stat.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^fewer /), expect.stringMatching(/^lower /)]),
    );
  });

  it('gives every headline figure a short basis and no promise', () => {
    for (const stat of headlineStats) {
      // Ranges take an en dash; a multiple is a word ('Twice'), never '2X'.
      expect(stat.value).toMatch(/^(\d+(–\d+)?%|Twice|Half)$/);
      expect(stat.basis.length).toBeGreaterThan(30);
      expect(stat.basis.length).toBeLessThanOrEqual(160);
      expect(`${stat.sample} ${stat.basis}`).not.toMatch(/guarantee/i);
      // Every figure says first how many clients, teams or deployments it rests on (CAP Code 3.7), and only there.
      expect(stat.sample).toMatch(/\b\d+ (client|field team|deployment)/);
      expect(stat.basis).not.toMatch(/\b\d+ (client|field team|deployment)/);
      // A result of our work is measured in the work: no outcome we disclaim causing.
      expect(stat.basis).not.toMatch(/claim no cause|not verified/i);
    }
  });

  it('says on the home page how to see every figure without counting them by hand', () => {
    const { link, text } = homeCopy.parts['popular-services'];
    expect(link.to).toBe(`${routes.ruggedAppsAi}#results`);
    for (const words of [link.label, text])
      expect(words).not.toMatch(/\b(?:three|six|seven|eight|nine|ten|\d+) results\b/i);
  });

  it('lists industries each with one use', () => {
    const industries = proseTableRows(path.join(__dirname, '../../pages/service/rugged-apps-ai/_rugged-apps-ai.md'));
    expect(industries.length).toBeGreaterThan(0);
    for (const [industry, use, ...rest] of industries) {
      expect(rest).toEqual([]);
      expect(industry).toMatch(/\S/);
      expect(use).toMatch(/^[A-Z].+\.$/);
    }
    expect(new Set(industries.map(([industry]) => industry)).size).toBe(industries.length);
  });
});
