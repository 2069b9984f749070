import { company } from './company';
import { evidence } from './evidence';
import { formatUkDate, isoDay } from '../utils/date';

/**
 * A signed document's approval, as its front matter records it (checked by
 * plugins/content-index/approval.ts), and the one sentence that prints it on
 * the page, in its panel, in its PDF and on the compliance hub.
 */
export type SignatoryRole = keyof typeof evidence.signatories;

export const signatoryRoles = Object.keys(evidence.signatories) as SignatoryRole[];

export type Approval = {
  /** Who approved it: "the Board of directors", "the Managing Director". */
  approved_by: string;
  /** The signatory's role; the name comes from `signatories` in ./evidence.ts. */
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
  const signedBy = signatoryRoles.find((role) => role === record.signed_by);
  return signedBy
    ? { approved_by: record.approved_by, signed_by: signedBy, date }
    : { approved_by: record.approved_by, date };
}

/** "Daniel Okafor, Managing Director". */
export function formatSignatory(role: SignatoryRole): string {
  return `${evidence.signatories[role]}, ${role}`;
}

/**
 * "Version 1.4 was approved by the Board of directors on 25 November 2026 and
 * signed on behalf of Harbourline Digital Consulting Ltd by Daniel Okafor, Managing Director."
 */
export function describeApproval(approval: Approval, version: string): string {
  const approved = `Version ${version} was approved by ${approval.approved_by} on ${formatUkDate(approval.date)}`;
  if (!approval.signed_by) return `${approved}.`;
  return `${approved} and signed on behalf of ${company.legalName} by ${formatSignatory(approval.signed_by)}.`;
}

/** "approved by the Board of directors, signed by Daniel Okafor, Managing Director": for a table cell beside the date. */
export function describeApprovalBriefly(approval: Approval): string {
  const approved = `approved by ${approval.approved_by}`;
  return approval.signed_by ? `${approved}, signed by ${formatSignatory(approval.signed_by)}` : approved;
}
