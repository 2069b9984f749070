// Copy for the Rugged Apps AI page (/service/rugged-apps-ai). That page is
// bespoke, so its content lives here; its three features, which the home
// page shows too, are in ./iqSuiteFeatures.ts.

export type IqSuiteIntro = {
  heading: string;
  paragraphs: readonly string[];
};

export type IqSuiteIndustry = {
  industry: string;
  /** One concrete use of the suite in that industry. */
  use: string;
};

export const iqSuiteIntro = {
  heading: 'AI that works where your teams do',
  paragraphs: [
    'The IQ Suite is a family of AI mobile apps for field and warehouse teams, built for rugged handheld devices that cope with dust, drops, rain and gloved hands. It brings scanning, tracking, inspections and reporting into one place, so work is captured once, accurately, at the moment it happens.',
    'The apps keep working offline and sync when a connection returns. They read RFID and NFC tags and barcodes, print labels and ID cards on connected printers, and integrate with the ERP, asset management and maintenance systems you already run, so there is no need to replace what works.',
    'Built-in AI checks entries as they are made, flags exceptions, suggests the next action and turns field data into reports that managers can act on the same day.',
  ],
} as const satisfies IqSuiteIntro;

export const iqSuiteBadges = [
  'Works offline',
  'Rugged-device ready',
  'RFID, NFC and barcode',
  'Label and ID-card printing',
  'Connects to your ERP',
  'AI-assisted reporting',
] as const satisfies readonly string[];

export const iqSuiteIndustries = [
  {
    industry: 'Utilities/Energy',
    use: 'Network crews log asset inspections offline, scan RFID-tagged equipment and photograph faults for AI to triage by priority.',
  },
  {
    industry: 'Manufacturing',
    use: 'Operators track work in progress and tooling with RFID, while AI flags quality deviations before a batch leaves the line.',
  },
  {
    industry: 'Logistics & Supply',
    use: 'Warehouse teams scan, pick and print shipping labels on one handheld, with AI suggesting pick routes and spotting stock discrepancies.',
  },
  {
    industry: 'Field Services',
    use: 'Engineers receive prioritised jobs, record parts used, capture customer signatures and close work orders on site, even without a signal.',
  },
  {
    industry: 'Oil & Gas',
    use: "Technicians complete permit-to-work checks and equipment inspections on rugged handhelds chosen to suit each site's hazard rating.",
  },
  {
    industry: 'Construction',
    use: 'Site managers track plant, tools and materials with RFID tags and keep induction and safety records on a single device.',
  },
  {
    industry: 'Public Sector',
    use: 'Councils and agencies manage assets, inspections and staff ID cards with time-stamped records that stand up to audit.',
  },
  {
    industry: 'Pharma/Retail',
    use: 'Teams check batch numbers and expiry dates at the point of scan, print shelf and product labels, and keep stock counts accurate.',
  },
  {
    industry: 'Aviation/Aerospace',
    use: 'Maintenance crews trace tools and parts by RFID and record inspections against each aircraft, so no tool goes unaccounted for.',
  },
  {
    industry: 'And Much More',
    use: 'Healthcare, education, facilities management and any team that works away from a desk can adapt the suite to its own workflows.',
  },
] as const satisfies readonly IqSuiteIndustry[];

/** Headings of the Rugged Apps AI page's sections. */
/** The anchor of "What our clients see", which the home page links to. */
export const resultsSectionId = 'results';

export const iqSuitePageLabels = {
  badges: 'Benefits at a glance',
  claims: 'What our clients see',
  claimsIntro:
    'Results measured with the organisations that run the IQ Suite in the field, each with the number of deployments or clients behind it. They are what we measured there, not a forecast for yours.',
  features: 'Three building blocks',
  industries: 'Industries we serve',
  industriesCaption: 'Where the IQ Suite is used, and for what',
  tableHeadings: { industry: 'Industry', use: 'How the IQ Suite helps' },
} as const;
