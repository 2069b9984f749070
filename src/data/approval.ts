import { isoDay } from '../utils/date';

/*
 * A signed document's approval, as its front matter records it (checked by
 * plugins/content-index/approval.ts). The sentences that print it with the
 * signatory's name are in ./signatures.ts, so a page that only shows an
 * approval's date does not carry the team record.
 */

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

/**
 * The approval a doc's front matter records, for the page components. The
 * content-index plugin has checked the record before the build, so only its
 * shape is read here; undefined where the doc records none.
 */
export function approvalFromFrontMatter(frontMatter: object): Approval | undefined {
  const record = (frontMatter as { approval?: unknown }).approval as
    Partial<Record<keyof Approval, unknown>> | undefined;
  const date = isoDay(record?.date);
  if (!date || typeof record?.approved_by !== 'string') return undefined;
  return typeof record.signed_by === 'string'
    ? { approved_by: record.approved_by, signed_by: record.signed_by, date }
    : { approved_by: record.approved_by, date };
}
