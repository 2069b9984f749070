// What the Rugged Apps AI page draws on each building block's handheld (<BuildingBlocks />): one screen of the app
// that block describes, filled with sample records. The page labels every screen as an illustration, not a screenshot.
import type { buildingBlocks } from './iqSuite';

/** A line of a screen's list: done (a tick), flagged by the AI (with its note) or still open. */
export type ScreenRow = { text: string; state: 'done' | 'flagged' | 'open'; note?: string };

export type HandheldScreen = {
  /** The app's name in the status bar, and what the device is doing beside it. */
  app: string;
  status: string;
  /** The record on screen. */
  title: string;
  rows: readonly ScreenRow[];
  /** A label or card about to print, on the printing screen. */
  label?: { heading: string; lines: readonly string[] };
  /** The screen's one button. */
  action: string;
  /** What the screen shows, for a reader who cannot see it; the page adds that it is an illustration. */
  description: string;
};

export const handheldScreens: Record<(typeof buildingBlocks)[number]['title'], HandheldScreen> = {
  'Field operations AI mobile apps on rugged devices': {
    app: 'Inspections',
    status: 'Offline · 3 queued',
    title: 'Pole PL-20417, Marsh Lane',
    rows: [
      { text: 'Structure sound', state: 'done' },
      { text: 'Cross-arm corrosion', state: 'flagged', note: 'AI: rust in photo 2, priority 2' },
      { text: 'Earthing intact', state: 'done' },
      { text: 'Vegetation clearance', state: 'open' },
    ],
    action: 'Submit inspection',
    description:
      'An inspection of a utility pole, working offline with three inspections queued to sync: two checks passed, one flagged by the AI from a photo as corrosion of priority 2, and one still open.',
  },
  'RFID/NFC with AI': {
    app: 'Stock check',
    status: 'Reading tags',
    title: 'Van 3 tool kit: 46 of 48 found',
    rows: [
      { text: 'Torque wrench TW-118', state: 'done' },
      { text: 'Cable locator CL-22', state: 'done' },
      { text: 'Gas detector GD-07', state: 'flagged', note: 'AI: last read at the depot, 14:05' },
      { text: 'First-aid kit FA-31', state: 'open' },
    ],
    action: 'Reconcile kit',
    description:
      "An RFID stock check of a van's tool kit that has found 46 of 48 tagged items: two read, one flagged by the AI as last read at the depot, and one not yet read.",
  },
  'Label and ID card printing integration': {
    app: 'Print',
    status: 'Printer connected',
    title: 'Asset label, 2 copies',
    rows: [],
    label: { heading: 'PL-20417', lines: ['Marsh Lane substation', 'Inspected 12 Nov 2026'] },
    action: 'Print 2 labels',
    description:
      'A printing screen with a connected mobile printer, previewing an asset label with its barcode, the asset number, its site and its last inspection date, ready to print two copies.',
  },
};

/** Under each handheld, so no buyer takes it for a screenshot of a client's system. */
export const handheldCaption = 'Illustration with sample data';
