/**
 * The service vocabulary: every service once, from which the carousel, cards, pages, footer and the form's options
 * are derived. The slugs keep the original site's addresses; each now carries the content its name says.
 */

import type { ServiceSlug } from './serviceSlugs';
import { regulations } from './regulations';

export { serviceSlugs, type ServiceSlug } from './serviceSlugs';

/** A short titled item: a card, a step, a value. */
export type TitledText = {
  title: string;
  text: string;
};

/** Where a templated service page's body lives, from the site's root. */
export const serviceBodyFile = (slug: ServiceSlug) => `src/pages/service/_content/${slug}.md` as const;

export type HeroSlide = {
  /** 1-based position in the home carousel. */
  position: number;
  title: string;
  /** One line under the title. */
  line: string;
  /** Text of the call-to-action button. */
  cta: string;
};

export type Service = {
  slug: ServiceSlug;
  /** Page heading and card title. */
  title: string;
  /** One sentence: meta description, mainservice card and footer tooltip. */
  summary: string;
  /** Two or three sentences for the home page card. */
  cardText: string;
  /** Illustration under /static, alt text alongside. */
  image: { src: string; alt: string };
  /** Label of the contact form's service_type option; absent if not offered there. */
  formOption?: string;
  /** The home carousel slide that sells this service, if any. */
  slide?: HeroSlide;
  /** Built by the shared service template, its body Markdown at `serviceBodyFile(slug)`. */
  templated?: true;
};

/** Every service, in the contact form's order. Copy only: names, numbers and addresses come from company.ts. */
export const services = [
  {
    slug: 'rugged-apps-ai',
    title: 'Rugged Apps AI — the IQ Suite',
    summary:
      'AI mobile apps on rugged handhelds that help field and warehouse teams scan, track and report accurately, even offline.',
    cardText:
      'The IQ Suite puts AI on the rugged devices your teams carry in the field and the warehouse. Scan barcodes and RFID tags, print labels and ID cards, and sync with your ERP whenever a signal returns.',
    image: {
      src: '/img/services/rugged-apps-ai.svg',
      alt: 'Rugged handheld scanner running an AI field app',
    },
    formOption: 'Rugged Apps AI',
    slide: {
      position: 1,
      title: 'AI at the edge: rugged devices, smarter mobile apps',
      line: 'AI apps on rugged handhelds that work offline, read RFID and barcodes, and sync with the systems you already run.',
      cta: 'Explore the IQ Suite',
    },
  },
  {
    slug: 'partner-ships',
    title: 'Partnerships',
    summary:
      'Sell our IQ Suite and services under your own brand, or co-brand with us, backed by our product, delivery and support team.',
    cardText:
      'Channel partners, distributors, system integrators and marketing partners can offer the IQ Suite to their own customers. Choose white-label or co-branding, and we look after the platform, updates and technical support.',
    image: {
      src: '/img/services/partner-ships.svg',
      alt: 'Two partner organisations connected to a shared software platform',
    },
    formOption: 'Partnerships',
  },
  {
    slug: 'specialisedconsultancy',
    title: 'AI Consultancy',
    summary:
      'Practical AI consultancy: we find the use cases worth funding, prove them quickly and roll them out safely across your organisation.',
    cardText:
      'We start with your processes and data, not the technology. Together we choose the AI use cases with a clear return, prove them in weeks and put the governance in place to scale them.',
    image: {
      src: '/img/services/specialisedconsultancy.svg',
      alt: 'Consultants mapping AI use cases on a whiteboard',
    },
    formOption: 'AI Consultancy',
    slide: {
      position: 2,
      title: 'Practical AI, planned around your organisation',
      line: 'From first use case to governed roll-out, we help you put AI to work where it saves time and money.',
      cta: 'Explore AI Consultancy',
    },
    templated: true,
  },
  {
    slug: 'cloudsolutions',
    title: 'AI and Cloud Solutions',
    summary:
      'Cloud migration, data platforms and AI services on Microsoft Azure, AWS and Google Cloud, designed for security and predictable costs.',
    cardText:
      'We move your workloads to the cloud, build the data foundations AI needs and keep running costs under control. Every design follows security good practice and keeps data in the UK where that matters.',
    image: {
      src: '/img/services/cloudsolutions.svg',
      alt: 'Cloud platform linking data, applications and AI services',
    },
    formOption: 'AI and Cloud Solutions',
    slide: {
      position: 3,
      title: 'AI and cloud solutions built to grow with you',
      line: 'Migrate, modernise and add AI services on a secure cloud platform, with running costs you can predict.',
      cta: 'Explore AI and cloud solutions',
    },
    templated: true,
  },
  {
    slug: 'cybersecurity',
    title: 'Cyber Security',
    summary:
      'Practical cyber security for UK organisations: risk assessments, Cyber Essentials readiness, Microsoft 365 hardening and incident response plans.',
    cardText:
      'We find the weaknesses attackers look for and fix them in order of risk. From Cyber Essentials readiness to incident response planning, we help you protect your data, meet contract requirements and keep trading.',
    image: {
      src: '/img/services/cybersecurity.svg',
      alt: 'Shield protecting a network of connected devices',
    },
    formOption: 'Cyber Security',
    slide: {
      position: 4,
      title: 'Cyber security that keeps you trading',
      line: 'Find and fix your weak spots before attackers do, and be ready to respond if something goes wrong.',
      cta: 'Explore Cyber Security',
    },
    templated: true,
  },
  {
    slug: 'carbonreductionplan',
    title: 'Sustainability / Carbon Reduction Plan',
    summary:
      'Carbon Reduction Plans that meet PPN 006, delivered in a few days and ready for a director to sign before your next major UK government tender.',
    cardText: `Central government buyers ask suppliers bidding for contracts with ${regulations.ppn006Threshold} for a published Carbon Reduction Plan, where relevant and proportionate. We calculate your emissions, write a compliant plan and set out your commitment to Net Zero by 2050.`,
    image: {
      src: '/img/services/carbonreductionplan.svg',
      alt: 'Emissions chart falling towards Net Zero',
    },
    formOption: 'Sustainability / Carbon Reduction Plan',
    slide: {
      position: 5,
      title: 'Carbon Reduction Plans, ready in days',
      line: 'Meet PPN 006 with a plan covering Scope 1, Scope 2 and selected Scope 3 emissions, ready for director sign-off.',
      cta: 'Explore Carbon Reduction Plans',
    },
    templated: true,
  },
  {
    slug: 'processdevelopment',
    title: 'Onboarding Public Sector Frameworks and Social Value',
    summary:
      'We help you get onto public-sector frameworks such as G-Cloud, register as a supplier and write tenders with strong social value commitments.',
    cardText:
      'Public-sector buying runs through frameworks, portals and scored questions. We guide you through Government Commercial Agency frameworks, registration on the Central Digital Platform and the Procurement Act 2023, and help you write bids and social value commitments that score well.',
    image: {
      src: '/img/services/processdevelopment.svg',
      alt: 'Tender documents with a checklist and an approval stamp',
    },
    formOption: 'Public Sector Frameworks and Social Value',
    slide: {
      position: 6,
      title: 'Public sector frameworks and social value',
      line: 'Win public-sector work with framework applications, tender responses and social value commitments that score.',
      cta: 'Explore public sector onboarding',
    },
    templated: true,
  },
  {
    slug: 'financialinsights',
    title: 'Financial Insights',
    summary:
      'AI-assisted dashboards and forecasts built on your accounting and ERP data, showing cash flow, margins and trends as they develop.',
    cardText:
      'We connect your accounting or ERP system to clear dashboards and AI-assisted forecasts. See where cash is going, which products and customers make money, and what next quarter is likely to look like.',
    image: {
      src: '/img/services/financialinsights.svg',
      alt: 'Financial dashboard with cash-flow and margin charts',
    },
    formOption: 'Financial Insights',
    slide: {
      position: 7,
      title: 'See your cash, margins and forecasts clearly',
      line: 'AI-assisted dashboards and forecasts built on your accounting and ERP data, so decisions rest on current figures.',
      cta: 'Explore Financial Insights',
    },
    templated: true,
  },
  {
    slug: 'webd',
    title: 'Web Design',
    summary:
      'Accessible, fast, mobile-first websites built to WCAG 2.2 AA, from a basic site in 2 to 4 weeks to full e-commerce.',
    cardText:
      'We design and build websites that load quickly, work on every device and meet WCAG 2.2 AA for accessibility. A basic site starts from £500 plus VAT and takes 2 to 4 weeks; e-commerce sites typically cost £2,000 to £5,000 plus VAT.',
    image: {
      src: '/img/services/webd.svg',
      alt: 'Responsive website shown on a laptop and a phone',
    },
    formOption: 'Web Design',
    templated: true,
  },
  {
    slug: 'digitalmarketing',
    title: 'Social Media Marketing',
    summary:
      'Consistent, compliant social media marketing: daily posts on Instagram and Facebook, regular LinkedIn and X content, and clear analytics.',
    cardText:
      'We plan, create and publish content so your brand stays visible. Expect at least daily posts on Instagram and Facebook, several posts a week on LinkedIn and X, and monthly reports that show what is working.',
    image: {
      src: '/img/services/digitalmarketing.svg',
      alt: 'Social media posts and engagement charts on a phone screen',
    },
    formOption: 'Social Media Marketing',
    templated: true,
  },
] as const satisfies readonly Service[];
