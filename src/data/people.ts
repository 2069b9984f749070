/**
 * The people a client works with, once, in src/data/team.json: the About page, the blog's authors and the signatories
 * read it. Every person is a sample until replaced (./demonstration.ts); pictures are initials, never photographs.
 */
import record from './team.json';

export type Person = {
  /** The key posts use in `authors:`, and the address of the person's Insights page. */
  key: string;
  name: string;
  /** The person's role, as the blog shows it beside their name. */
  title: string;
  /** What they do for clients, in a sentence or two. */
  description: string;
  qualifications: readonly string[];
  /** UK national security vetting held, in words: CTC, SC or DV. None for someone without a clearance. */
  clearance?: string;
  /** The pre-employment check everyone passes, in words: BPSS, which is not a security clearance. */
  preEmploymentCheck: string;
  /** Signs our signed documents in the role of their `title`. */
  signs?: boolean;
  /** The one person a buyer calls about a bid: on /compliance/ and the tender pack's cover. */
  bidContact?: boolean;
};

type PersonEntry = Omit<Person, 'key'> & { page: boolean };

const entries: Record<string, PersonEntry> = record;

/** Everyone, in the record's order: the Managing Director first. */
export const people: readonly Person[] = Object.entries(entries).map(([key, { page: _page, ...person }]) => ({
  key,
  ...person,
}));

/** "DO": what stands for a person's picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .toUpperCase();

/** The bid contact: the one person the record marks `bidContact`. */
export function bidContactPerson(): Person {
  const marked = people.filter((person) => person.bidContact);
  if (marked.length !== 1) {
    throw new Error(`src/data/team.json: mark exactly one person "bidContact": true (found ${marked.length})`);
  }
  return marked[0]!;
}

/** Every role in the record: a policy's `owner` must be one of them, so a buyer finds its owner on the About page. */
export const roles: readonly string[] = people.map((person) => person.title);

/** The signatories, by role: the names the signed documents print. */
export const signatories = Object.fromEntries(
  people.filter((person) => person.signs).map((person) => [person.title, person.name]),
);

export const peopleLabels = { noClearance: 'None held' } as const;
