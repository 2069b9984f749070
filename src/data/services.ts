/**
 * The service vocabulary: every service once. The home carousel, the service
 * cards, the mainservice page, the service pages, the footer and the contact
 * form's "service_type" options are all derived from this list, so a service
 * cannot be renamed in one place and forgotten in another.
 *
 * The original site's routes did not match their card titles; the slugs keep
 * every old URL and each route now carries the content its name says.
 */

export const serviceSlugs = [
  'rugged-apps-ai',
  'partner-ships',
  'specialisedconsultancy',
  'cloudsolutions',
  'cybersecurity',
  'carbonreductionplan',
  'processdevelopment',
  'financialinsights',
  'webd',
  'digitalmarketing',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export type TitledText = {
  title: string;
  text: string;
};

/** Body of a page rendered by the shared service page template. */
export type ServicePageContent = {
  /** One or two opening paragraphs. */
  intro: readonly string[];
  /** What the service covers: four to six items. */
  covers: readonly TitledText[];
  /** How an engagement runs, in order: three to five steps. */
  engagement: readonly TitledText[];
  /** Outcomes a client can expect: three to six short sentences. */
  outcomes: readonly string[];
};

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
  /** Present for pages built by the shared template (not the IQ Suite or partnerships). */
  page?: ServicePageContent;
};

/**
 * Every service, in the order the contact form lists them. Copy only: the
 * company's name, numbers and addresses come from company.ts.
 */
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
      title: 'AI at the Edge: Rugged Devices, Smarter Mobile Apps',
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
    formOption: 'PartnerShips',
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
      title: 'Practical AI, Planned Around Your Organisation',
      line: 'From first use case to governed roll-out, we help you put AI to work where it saves time and money.',
      cta: 'Explore AI Consultancy',
    },
    page: {
      intro: [
        'Most organisations know AI could help them; fewer know where to start or how to do it safely. We help you move from interest to results, focusing on the processes where AI will save time, reduce errors or improve decisions, and leaving the rest until the case is clear.',
        'Our consultants combine hands-on delivery with a working knowledge of UK data protection and public-sector expectations, so what we build stands up to scrutiny from your board, your auditors and your customers.',
      ],
      covers: [
        {
          title: 'AI readiness assessment',
          text: 'We review your data, systems, skills and policies, and give you a clear view of what is achievable now and what needs groundwork first.',
        },
        {
          title: 'Use-case discovery and prioritisation',
          text: 'We work with your teams to list candidate use cases, then rank them by value, effort and risk so your budget goes to the strongest.',
        },
        {
          title: 'Proof of concept',
          text: 'We build a working prototype on your own data within weeks, judged against success measures agreed at the start.',
        },
        {
          title: 'Generative AI and copilots',
          text: 'We plan and support roll-outs of assistants such as Microsoft 365 Copilot, including data access controls, prompt guidance and staff policies.',
        },
        {
          title: 'AI governance and risk',
          text: 'We set up policies, impact assessments and controls in line with UK GDPR, ICO guidance and, for public bodies, the Algorithmic Transparency Recording Standard.',
        },
        {
          title: 'Training and adoption',
          text: 'We train staff and managers to use AI tools well, and we track adoption so the expected benefits actually arrive.',
        },
      ],
      engagement: [
        {
          title: 'Discovery',
          text: 'A short series of workshops to understand your goals, processes, data and constraints.',
        },
        {
          title: 'Roadmap',
          text: 'A prioritised plan setting out the costs, benefits and risks of each use case, written for decision-makers.',
        },
        {
          title: 'Proof of concept',
          text: 'A time-boxed prototype on real data, assessed against the measures we agreed.',
        },
        {
          title: 'Scale',
          text: 'Production build, integration, governance and training for the use cases that earn their place.',
        },
        {
          title: 'Review',
          text: 'Regular reviews of performance, cost and risk, with the roadmap updated as you learn.',
        },
      ],
      outcomes: [
        'A short list of AI use cases, each with a clear business case.',
        'Working results on your own data before any large commitment.',
        'Policies and controls that satisfy data protection and audit requirements.',
        'Staff who understand the tools and use them with confidence.',
        'A roadmap your leadership team can fund and track.',
      ],
    },
  },
  {
    slug: 'cloudsolutions',
    title: 'AI & Cloud Solutions',
    summary:
      'Cloud migration, data platforms and AI services on Microsoft Azure, AWS and Google Cloud, designed for security and predictable costs.',
    cardText:
      'We move your workloads to the cloud, build the data foundations AI needs and keep running costs under control. Every design follows security good practice and keeps data in the UK where that matters.',
    image: {
      src: '/img/services/cloudsolutions.svg',
      alt: 'Cloud platform linking data, applications and AI services',
    },
    formOption: 'AI & Cloud Solutions',
    slide: {
      position: 3,
      title: 'AI & Cloud Solutions Built to Grow With You',
      line: 'Migrate, modernise and add AI services on a secure cloud platform, with running costs you can predict.',
      cta: 'Explore AI & Cloud Solutions',
    },
    page: {
      intro: [
        'Cloud platforms give you capacity and AI services that would be hard to build on your own premises, but only when they are designed well. Poorly planned migrations bring surprise bills, security gaps and systems nobody fully understands.',
        'We design, migrate and run cloud environments on Microsoft Azure, Amazon Web Services and Google Cloud, and build the data platforms that let you apply AI to your own information safely.',
      ],
      covers: [
        {
          title: 'Cloud strategy and migration',
          text: 'We assess your current estate, choose the right approach for each workload and migrate with minimal disruption to your users.',
        },
        {
          title: 'Microsoft 365 and the modern workplace',
          text: 'We set up or tidy up Microsoft 365, Teams, SharePoint and device management so staff can work securely from anywhere.',
        },
        {
          title: 'Data platforms and analytics',
          text: 'We bring data from separate systems into one governed platform, ready for reporting and AI.',
        },
        {
          title: 'AI services and automation',
          text: 'We build document processing, chat assistants and workflow automation on managed AI services, with your data kept under your control.',
        },
        {
          title: 'Cost optimisation',
          text: 'We review usage, right-size resources and set budgets and alerts so cloud spending stays predictable.',
        },
        {
          title: 'Backup, resilience and recovery',
          text: 'We design backup and disaster recovery that is tested, documented and matched to how long you can afford to be offline.',
        },
      ],
      engagement: [
        {
          title: 'Assess',
          text: 'We map your applications, data, licences and costs, and agree what success looks like.',
        },
        {
          title: 'Design',
          text: 'We produce a target architecture covering security, identity, networking, data and cost.',
        },
        {
          title: 'Migrate and build',
          text: 'We move workloads in planned waves, test each one and keep you informed throughout.',
        },
        {
          title: 'Optimise and support',
          text: 'We tune performance and cost after go-live, with ongoing managed support if you want it.',
        },
      ],
      outcomes: [
        'A cloud environment that is documented, secure and easy to manage.',
        'Lower and more predictable running costs.',
        'Data that is ready for reporting and AI.',
        'Tested backup and recovery you can rely on.',
        'Staff who can work securely from any location.',
      ],
    },
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
      title: 'Cyber Security That Keeps You Trading',
      line: 'Find and fix your weak spots before attackers do, and be ready to respond if something goes wrong.',
      cta: 'Explore Cyber Security',
    },
    page: {
      intro: [
        'Cyber attacks on UK organisations are frequent, and most succeed through basic gaps: unpatched systems, weak passwords, missing multi-factor authentication or staff caught out by phishing. Closing those gaps is affordable and makes a real difference.',
        'We take a risk-based approach aligned with National Cyber Security Centre guidance. We fix what matters most first, explain it in plain language and leave you with controls your own team can maintain.',
      ],
      covers: [
        {
          title: 'Security assessment',
          text: 'We review your systems, cloud services and policies against recognised frameworks and give you a prioritised action plan.',
        },
        {
          title: 'Cyber Essentials readiness',
          text: 'We prepare you for Cyber Essentials and Cyber Essentials Plus certification, which many central government contracts require.',
        },
        {
          title: 'Microsoft 365 and cloud hardening',
          text: 'We configure multi-factor authentication, conditional access, email protection and device management to close the most common ways in.',
        },
        {
          title: 'Vulnerability scanning',
          text: 'We scan your internet-facing and internal systems regularly and track every fix through to completion.',
        },
        {
          title: 'Incident response planning',
          text: 'We write and rehearse a response plan so your team knows who does what in the first hours of an incident.',
        },
        {
          title: 'Security awareness training',
          text: 'We run short, practical sessions and phishing simulations that help staff spot and report threats.',
        },
      ],
      engagement: [
        {
          title: 'Assess',
          text: 'We review your people, processes and technology to understand where you are exposed.',
        },
        {
          title: 'Prioritise',
          text: 'We rank each risk by likelihood and impact and agree a realistic plan and budget with you.',
        },
        {
          title: 'Remediate',
          text: 'We fix the highest risks first, working around your operations to avoid disruption.',
        },
        {
          title: 'Certify and test',
          text: 'We prepare you for certification and test that the controls work as intended.',
        },
        {
          title: 'Monitor and improve',
          text: 'We review your position regularly so protection keeps pace with new threats and changes to your systems.',
        },
      ],
      outcomes: [
        'A clear picture of your risks and what to fix first.',
        'Stronger protection against phishing, ransomware and account takeover.',
        'Evidence of good security practice for customers, insurers and tender panels.',
        'A tested plan for responding to incidents.',
        'Staff who recognise threats and report them quickly.',
      ],
    },
  },
  {
    slug: 'carbonreductionplan',
    title: 'Sustainability / Carbon Reduction Plan',
    summary:
      'Carbon Reduction Plans that meet PPN 006 (which replaced PPN 06/21), delivered in a few days, so you can bid for major UK government contracts with confidence.',
    cardText:
      'Suppliers bidding for central government contracts worth more than £5 million a year must publish a Carbon Reduction Plan. We calculate your emissions, write a compliant plan and set out your commitment to Net Zero by 2050.',
    image: {
      src: '/img/services/carbonreductionplan.svg',
      alt: 'Emissions chart falling towards Net Zero',
    },
    formOption: 'Sustainability / Carbon Reduction Plan',
    slide: {
      position: 5,
      title: 'Carbon Reduction Plans, Ready in Days',
      line: 'Meet PPN 006, which replaced PPN 06/21, with a plan covering Scope 1, Scope 2 and selected Scope 3 emissions, ready for director sign-off.',
      cta: 'Explore Carbon Reduction Plans',
    },
    page: {
      intro: [
        'The UK is committed in law to reaching Net Zero greenhouse gas emissions by 2050, and government buyers expect their suppliers to show how they will help. Under PPN 006, which replaced PPN 06/21 for procurements under the Procurement Act 2023, any supplier bidding for a central government contract worth more than £5 million a year must publish a Carbon Reduction Plan. The NHS has asked for a plan or a Net Zero Commitment in every new procurement since April 2024, and many local authorities and large companies now ask for the same document.',
        'We take the work off your hands. Once you send us the information we need, such as energy bills, fuel and mileage records, and waste and travel data, we deliver a complete, compliant plan within a few days, ready for a director to sign and publish.',
      ],
      covers: [
        {
          title: 'Net Zero commitment',
          text: 'Your plan confirms your commitment to reaching Net Zero by 2050 at the latest, in the format government buyers expect.',
        },
        {
          title: 'Scope 1 and Scope 2 emissions',
          text: 'We calculate direct emissions from fuel and company vehicles and indirect emissions from purchased electricity and heat, using the UK Government conversion factors.',
        },
        {
          title: 'Selected Scope 3 emissions',
          text: 'We cover the Scope 3 categories the policy requires: upstream and downstream transport and distribution, waste generated in operations, business travel and employee commuting.',
        },
        {
          title: 'Baseline and reduction targets',
          text: 'We establish your baseline year, report current emissions and set realistic reduction targets over time.',
        },
        {
          title: 'Carbon reduction measures',
          text: 'We describe the measures already in place and those planned, so your plan shows real progress rather than promises.',
        },
        {
          title: 'Director sign-off and annual update',
          text: 'We prepare the plan for sign-off by a director, advise on publishing it on your website and help you update it every year.',
        },
      ],
      engagement: [
        {
          title: 'Scoping call',
          text: 'We confirm your reporting period, sites, vehicles and activities, and send a simple checklist of the information we need.',
        },
        {
          title: 'Data collection',
          text: 'You share bills, mileage records and other data; we follow up on gaps and agree sensible estimates where records are incomplete.',
        },
        {
          title: 'Calculation and drafting',
          text: 'Within a few days of receiving complete information, we calculate your emissions and draft the plan to the government template.',
        },
        {
          title: 'Review and sign-off',
          text: 'We walk you through the plan, make any changes and prepare it for director sign-off and publication.',
        },
        {
          title: 'Annual update',
          text: 'Each year we refresh your figures and progress so the plan stays current for your next tender.',
        },
      ],
      outcomes: [
        'A Carbon Reduction Plan that meets PPN 006 and, for procurements begun before 24 February 2025, PPN 06/21.',
        'The ability to bid for central government contracts worth more than £5 million a year.',
        'A clear baseline of your emissions and a realistic route to Net Zero by 2050.',
        'Stronger answers to environmental and social value questions in tenders.',
        'A simple, repeatable process for the annual update.',
      ],
    },
  },
  {
    slug: 'processdevelopment',
    title: 'Onboarding Public Sector Framework & Social Values',
    summary:
      'We help you get onto public-sector frameworks such as G-Cloud, register as a supplier and write tenders with strong social value commitments.',
    cardText:
      'Public-sector buying runs through frameworks, portals and scored questions. We guide you through Government Commercial Agency frameworks, registration on the Central Digital Platform and the Procurement Act 2023, and help you write bids and social value commitments that score well.',
    image: {
      src: '/img/services/processdevelopment.svg',
      alt: 'Tender documents with a checklist and an approval stamp',
    },
    formOption: 'Public Sector Framework / Social Values',
    slide: {
      position: 6,
      title: 'Onboarding Public Sector Framework / Social Values',
      line: 'Win public-sector work with framework applications, tender responses and social value commitments that score.',
      cta: 'Explore Public Sector Onboarding',
    },
    page: {
      intro: [
        'The UK public sector buys a vast range of goods and services from external suppliers, yet many capable businesses never bid because the process looks daunting. Frameworks, portals, mandatory policies and scored questions all take time to learn.',
        'Since 24 February 2025, new procurements follow the Procurement Act 2023, with supplier registration on the Central Digital Platform and contracts awarded to the most advantageous tender. We help you understand the rules, get onto the right frameworks and write responses that score well on quality and social value.',
      ],
      covers: [
        {
          title: 'Framework applications',
          text: 'We prepare applications for Government Commercial Agency frameworks such as G-Cloud and Digital Outcomes, including service definitions, pricing documents and declarations.',
        },
        {
          title: 'Supplier registration',
          text: 'We set up and maintain your supplier information on the Central Digital Platform and the buyer portals your target organisations use.',
        },
        {
          title: 'Tender responses',
          text: 'We plan bid timelines, write and edit quality answers, and check every submission against the specification and scoring criteria.',
        },
        {
          title: 'Social Value commitments',
          text: 'We turn what you already do into measurable commitments under the Social Value Model (PPN 002, which replaced PPN 06/20), with a plan to report on them.',
        },
        {
          title: 'Procurement Act 2023 readiness',
          text: 'We explain what the new regime means for you, from exclusion grounds and published notices to contract management and performance reporting.',
        },
        {
          title: 'Policies and compliance evidence',
          text: 'We help you prepare the policies buyers ask for, including modern slavery, equality, health and safety, data protection and carbon reduction.',
        },
      ],
      engagement: [
        {
          title: 'Readiness review',
          text: 'We check your policies, accreditations, case studies and financial information against what buyers typically require.',
        },
        {
          title: 'Opportunity plan',
          text: 'We identify the frameworks and tenders that suit your services, size and goals.',
        },
        {
          title: 'Registration and applications',
          text: 'We complete supplier registrations and framework applications with you, keeping to every deadline.',
        },
        {
          title: 'Bid support',
          text: 'We write, review and polish tender responses, including social value and carbon commitments.',
        },
        {
          title: 'Debrief and improve',
          text: 'We review buyer feedback after each bid and strengthen your content library for the next one.',
        },
      ],
      outcomes: [
        'A place on the frameworks that matter to your buyers.',
        'A complete, current supplier profile that buyers can find.',
        'Reusable bid content and evidence that saves time on every tender.',
        'Social value commitments you can deliver and report on.',
        'Confidence working under the Procurement Act 2023.',
      ],
    },
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
      title: 'See Your Cash, Margins and Forecasts Clearly',
      line: 'AI-assisted dashboards and forecasts built on your accounting and ERP data, so decisions rest on current figures.',
      cta: 'Explore Financial Insights',
    },
    page: {
      intro: [
        'Month-end reports tell you what happened weeks ago. Decision-makers need a current view of cash, margins and trends, and an informed estimate of what comes next.',
        'We connect to the accounting and ERP systems you already use, such as Xero, Sage, QuickBooks, Microsoft Dynamics 365 and SAP, and turn that data into clear dashboards and AI-assisted forecasts your finance team and board can trust.',
      ],
      covers: [
        {
          title: 'Financial dashboards',
          text: 'Revenue, costs, cash and key ratios in one place, refreshed automatically from your source systems.',
        },
        {
          title: 'Cash-flow forecasting',
          text: 'Rolling forecasts that learn from payment patterns, seasonality and your sales pipeline, so you can spot shortfalls early.',
        },
        {
          title: 'Margin analysis',
          text: 'Profitability by product, customer, project or site, showing where you make money and where you lose it.',
        },
        {
          title: 'Anomaly detection',
          text: 'AI flags unusual transactions, duplicate payments and cost spikes for review before they become problems.',
        },
        {
          title: 'Budgets and scenario planning',
          text: 'Compare actuals with budget and test scenarios, such as price changes or new hires, before you commit.',
        },
        {
          title: 'Board and management packs',
          text: 'Consistent monthly packs produced from the same data, with draft commentary for your finance team to review.',
        },
      ],
      engagement: [
        {
          title: 'Discovery',
          text: 'We learn how you report today, which decisions matter most and where your data lives.',
        },
        {
          title: 'Connect and clean',
          text: 'We connect securely to your systems, map your chart of accounts and resolve data quality issues.',
        },
        {
          title: 'Build',
          text: 'We build dashboards and forecasting models, and test them against your historical results.',
        },
        {
          title: 'Hand over and refine',
          text: 'We train your team, then refine the dashboards and models as your needs change.',
        },
      ],
      outcomes: [
        'A current view of cash, margins and performance without waiting for month-end.',
        'Earlier warning of cash-flow pressure.',
        'Clear evidence of which products, customers and projects are profitable.',
        'Less time spent compiling reports by hand.',
        'Forecasts your board can question and rely on.',
      ],
    },
  },
  {
    slug: 'webd',
    title: 'Web Design',
    summary:
      'Accessible, fast, mobile-first websites built to WCAG 2.2 AA, from a basic site in 2–4 weeks to full e-commerce.',
    cardText:
      'We design and build websites that load quickly, work on every device and meet WCAG 2.2 AA for accessibility. A basic site starts from £500 and takes 2–4 weeks; e-commerce sites typically cost £2,000 to £5,000.',
    image: {
      src: '/img/services/webd.svg',
      alt: 'Responsive website shown on a laptop and a phone',
    },
    page: {
      intro: [
        'Your website is often the first thing a buyer, candidate or member of the public sees. It needs to load quickly, read clearly on a phone and work for everyone, including people who use screen readers, keyboards or magnification.',
        'We design and build sites that meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, perform well on Core Web Vitals and are easy for your team to update. Public-sector bodies have a legal duty to make their websites accessible, and it is good practice for every organisation.',
      ],
      covers: [
        {
          title: 'Mobile-first design',
          text: 'We design for the smallest screen first, so every page is clear and usable on phones, tablets and desktops.',
        },
        {
          title: 'Accessibility to WCAG 2.2 AA',
          text: 'We build with meaningful structure, sufficient colour contrast, full keyboard access and visible focus, and test with automated tools and assistive technology.',
        },
        {
          title: 'Speed and performance',
          text: 'We optimise images, code and hosting so pages load quickly and perform well on Core Web Vitals.',
        },
        {
          title: 'E-commerce',
          text: 'We build online shops with secure payments, stock management and order notifications.',
        },
        {
          title: 'Search engine optimisation',
          text: 'We structure content, metadata and page speed so search engines can find and understand your site.',
        },
        {
          title: 'Content management and training',
          text: 'We set you up on an easy-to-use content management system and show your team how to keep the site current.',
        },
      ],
      engagement: [
        {
          title: 'Discovery and planning',
          text: 'We agree your goals, audience, pages and features, and give you a clear quote and timeline.',
        },
        {
          title: 'Design',
          text: 'We produce page designs for you to review before any build work begins.',
        },
        {
          title: 'Build and test',
          text: 'We build the site and test it for accessibility, speed and browser compatibility.',
        },
        {
          title: 'Launch and support',
          text: 'We launch, monitor and hand over, with optional ongoing maintenance.',
        },
      ],
      outcomes: [
        'A basic site live in 2–4 weeks, from £500.',
        'An e-commerce site typically costing £2,000 to £5,000.',
        'Complex sites delivered in 6–8 weeks or longer, depending on scope.',
        'A site that meets WCAG 2.2 AA and works on every device.',
        'Faster pages that help both visitors and search rankings.',
      ],
    },
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
    page: {
      intro: [
        'Social media rewards consistency, but few teams have time to post well every day. We take on the planning, writing, design and publishing so your organisation stays visible and credible.',
        'We post at least daily on Instagram and Facebook and several times a week on LinkedIn and X (formerly Twitter). Every campaign follows the UK advertising rules in the CAP Code, which the Advertising Standards Authority (ASA) enforces.',
      ],
      covers: [
        {
          title: 'Content calendars',
          text: 'A monthly plan of posts, themes and key dates, agreed with you in advance.',
        },
        {
          title: 'Content creation',
          text: 'Copy, graphics and short videos written in your voice and sized for each platform.',
        },
        {
          title: 'Publishing and community management',
          text: 'At least daily posts on Instagram and Facebook, several a week on LinkedIn and X, and timely replies to comments and messages.',
        },
        {
          title: 'Paid social campaigns',
          text: 'Targeted campaigns with clear budgets, audiences and objectives, tested and adjusted as results come in.',
        },
        {
          title: 'Analytics and reporting',
          text: 'Monthly reports on reach, engagement, clicks and enquiries, with recommendations for the month ahead.',
        },
        {
          title: 'ASA and CAP compliance',
          text: 'Ads and influencer content that are clearly labelled as marketing and make only claims that can be substantiated.',
        },
      ],
      engagement: [
        {
          title: 'Audit and goals',
          text: 'We review your current channels, audience and competitors, and agree measurable goals.',
        },
        {
          title: 'Strategy and calendar',
          text: 'We set the tone, themes and posting schedule, and share a content calendar for your approval.',
        },
        {
          title: 'Create and publish',
          text: 'We produce and post content on schedule and manage day-to-day engagement.',
        },
        {
          title: 'Measure and refine',
          text: 'We report monthly and adjust content and campaigns based on what performs best.',
        },
      ],
      outcomes: [
        'A consistent, professional presence on the platforms your audience uses.',
        'More engagement, enquiries and website visits over time.',
        'Campaigns that comply with ASA and CAP rules.',
        'Clear reporting that links activity to results.',
        'Time back for your team to focus on their own work.',
      ],
    },
  },
] as const satisfies readonly Service[];
