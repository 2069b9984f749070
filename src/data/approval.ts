import { isoDay } from '../utils/date';

/** A signed document's approval, as its front matter records it; the sentences naming the signatory are in ./signatures.ts. */

/** A role whose holder signs for the company (`signs` in the team record, src/data/team.json). */
export type SignatoryRole = string;

export type Approval = {
  /** Who approved it: "the Board of directors", "the Managing Director". */
  approved_by: string;
  /** The signatory's role; the name comes from the team record (./people.ts). */
  signed_by?: SignatoryRole;
  /** YYYY-MM-DD. */
  date: string;
};

/** The approval a doc's front matter records (checked by the build, so only its shape is read), or undefined. */
export function approvalFromFrontMatter(frontMatter: object): Approval | undefined {
  const record = (frontMatter as { approval?: unknown }).approval as
    Partial<Record<keyof Approval, unknown>> | undefined;
  const date = isoDay(record?.date);
  if (!date || typeof record?.approved_by !== 'string') return undefined;
  return typeof record.signed_by === 'string'
    ? { approved_by: record.approved_by, signed_by: record.signed_by, date }
    : { approved_by: record.approved_by, date };
}
