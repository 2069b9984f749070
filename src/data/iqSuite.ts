// The IQ Suite's three building blocks. The Rugged Apps AI page lists them whole (<BuildingBlocks /> in its Markdown);
// the home page's IQ Suite cards show each title and its first sentence, `lead`, so write that sentence to stand alone.
// The rest of each block's text is in ./iqSuiteDetails.ts, so the home page does not carry it.

export const buildingBlocks = [
  {
    title: 'Field operations AI mobile apps on rugged devices',
    lead: 'Inspections, work orders, stock checks and audits run on rugged handhelds and tablets built for outdoor and industrial use.',
  },
  {
    title: 'RFID/NFC with AI',
    lead: 'Read RFID and NFC tags and barcodes to identify assets, stock and people in seconds, with no manual entry.',
  },
  {
    title: 'Label and ID card printing integration',
    lead: 'Print asset labels, shipping labels and staff or visitor ID cards straight from the app on mobile or desktop printers.',
  },
] as const;
