// The rest of each IQ Suite building block's text (./iqSuite.ts has its title and lead), shown on the Rugged Apps AI
// page only: a module of its own, so the home page's script, which shows the leads, does not carry it.
import type { buildingBlocks } from './iqSuite';

/** The rest of each block's text, by its title, shown on the Rugged Apps AI page after the lead. */
export const buildingBlockDetails: Record<(typeof buildingBlocks)[number]['title'], string> = {
  'Field operations AI mobile apps on rugged devices':
    'AI validates entries as they are made, spots anomalies and prioritises tasks, while offline mode keeps crews working where there is no signal.',
  'RFID/NFC with AI':
    'AI matches each read against your records, highlights missing or misplaced items and builds an accurate picture of where everything is.',
  'Label and ID card printing integration':
    'Templates pull data from your existing systems, so every label is consistent and every card can be traced.',
};
