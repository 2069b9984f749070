import { company } from './company';
import type { Approval, SignatoryRole } from './approval';
import { signatories } from './people';
import { formatUkDate } from '../utils/date';

/**
 * The sentences that name who signed a document, with the name from the team
 * record (src/data/team.json): the document's front matter names the role.
 */

/** The roles a signed document may name in `approval.signed_by`. */
export const signatoryRoles: readonly SignatoryRole[] = Object.keys(signatories);

/** "Daniel Okafor, Managing Director". */
export function formatSignatory(role: SignatoryRole): string {
  return `${signatories[role]}, ${role}`;
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
