import { headlineStats } from '../headlineStats';
import { iqSuiteFeatures, iqSuiteIndustries } from '../iqSuite';
import { heroSlides, serviceFormOptions, templatedServices } from '../serviceLookup';
import { serviceSlugs, services, type Service } from '../services';
import { legacyRoutes, serviceRoute } from '../routes';

const all = services as readonly Service[];

describe('service vocabulary', () => {
  it('lists every slug exactly once, in vocabulary order', () => {
    expect(all.map((service) => service.slug)).toEqual([...serviceSlugs]);
  });

  it('gives each route the content its name says', () => {
    const titles = Object.fromEntries(all.map((service) => [service.slug, service.title]));
    expect(titles).toMatchObject({
      specialisedconsultancy: 'AI Consultancy',
      cloudsolutions: 'AI & Cloud Solutions',
      processdevelopment: 'Onboarding Public Sector Framework & Social Values',
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

  it('offers the contact form options in order, ending with Others', () => {
    expect(serviceFormOptions).toEqual([
      'Rugged Apps AI',
      'PartnerShips',
      'AI Consultancy',
      'AI & Cloud Solutions',
      'Cyber Security',
      'Sustainability / Carbon Reduction Plan',
      'Public Sector Framework / Social Values',
      'Financial Insights',
      'Others',
    ]);
    expect(new Set(serviceFormOptions).size).toBe(serviceFormOptions.length);
  });

  it('has complete content for every templated service page', () => {
    expect(templatedServices.map((service) => service.slug).sort()).toEqual([
      'carbonreductionplan',
      'cloudsolutions',
      'cybersecurity',
      'digitalmarketing',
      'financialinsights',
      'processdevelopment',
      'specialisedconsultancy',
      'webd',
    ]);
    for (const service of templatedServices) {
      const page = service.page!;
      expect(page.intro.length).toBeGreaterThanOrEqual(1);
      expect(page.covers.length).toBeGreaterThanOrEqual(4);
      expect(page.engagement.length).toBeGreaterThanOrEqual(3);
      expect(page.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(legacyRoutes).toContain(serviceRoute(service.slug));
    }
  });

  it('says what the Carbon Reduction Plan page must say', () => {
    const text = JSON.stringify(all.find((service) => service.slug === 'carbonreductionplan'));
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
  it('has the nine headline figures on each page, differing only in the documented risk figure', () => {
    const home = headlineStats('home');
    const iqSuite = headlineStats('iqSuite');
    expect(home).toHaveLength(9);
    expect(iqSuite).toHaveLength(9);
    const differing = home.filter((stat, index) => stat !== iqSuite[index]);
    expect(differing).toHaveLength(1);
    expect(home.map((stat) => `${stat.value} ${stat.label}`)).toContain('60% reduction in audit risk exposure');
    expect(iqSuite.map((stat) => `${stat.value} ${stat.label}`)).toContain('80% reduction in compliance risk exposure');
  });

  it('gives every headline figure a short basis and no promise', () => {
    for (const stat of [...headlineStats('home'), ...headlineStats('iqSuite')]) {
      expect(stat.value).toMatch(/^\d+(-\d+)?(%|X)$/);
      expect(stat.basis.length).toBeGreaterThan(30);
      expect(stat.basis.length).toBeLessThanOrEqual(130);
      expect(stat.basis).not.toMatch(/guarantee/i);
    }
  });

  it('has three numbered IQ Suite features and ten industries', () => {
    expect(iqSuiteFeatures.map((feature) => feature.number)).toEqual([1, 2, 3]);
    expect(iqSuiteIndustries.map((row) => row.industry)).toEqual([
      'Utilities/Energy',
      'Manufacturing',
      'Logistics & Supply',
      'Field Services',
      'Oil & Gas',
      'Construction',
      'Public Sector',
      'Pharma/Retail',
      'Aviation/Aerospace',
      'And Much More',
    ]);
  });
});
