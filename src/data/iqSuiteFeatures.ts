// The IQ Suite's three features: cards on the home page, and numbered cards
// on the Rugged Apps AI page (written <IqSuiteFeatures /> in its Markdown),
// stated once for both.

export type IqSuiteFeature = {
  number: 1 | 2 | 3;
  title: string;
  /** Two or three sentences for the Rugged Apps AI page. */
  text: string;
  /** One or two sentences for the home page card. */
  cardText: string;
};

export const iqSuiteFeatures = [
  {
    number: 1,
    title: 'Field operations AI mobile apps on rugged devices',
    text: 'Inspections, work orders, stock checks and audits run on rugged handhelds and tablets built for outdoor and industrial use. AI validates entries as they are made, spots anomalies and prioritises tasks, while offline mode keeps crews working where there is no signal.',
    cardText: 'AI mobile apps for inspections, work orders and stock checks on rugged handhelds, online or off.',
  },
  {
    number: 2,
    title: 'RFID/NFC with AI',
    text: 'Read RFID and NFC tags and barcodes to identify assets, stock and people in seconds, with no manual entry. AI matches each read against your records, highlights missing or misplaced items and builds an accurate picture of where everything is.',
    cardText:
      'Identify assets and stock in seconds with RFID, NFC and barcode scanning, while AI flags anything missing or out of place.',
  },
  {
    number: 3,
    title: 'Label and ID card printing integration',
    text: 'Print asset labels, shipping labels and staff or visitor ID cards straight from the app on mobile or desktop printers. Templates pull data from your existing systems, so every label is consistent and every card can be traced.',
    cardText: 'Print consistent labels and ID cards straight from the app, using data already held in your systems.',
  },
] as const satisfies readonly IqSuiteFeature[];

/**
 * The anchor of "What our clients see" on the Rugged Apps AI page, which the
 * home page links to: the Markdown heading carries it as `{#results}`, and
 * Docusaurus's broken-anchor check stops the build if the two part.
 */
export const resultsSectionId = 'results';
