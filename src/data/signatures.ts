import { company } from './company';
import type { Approval, SignatoryRole } from './approval';
import { signatories } from './people';
import { formatUkDate } from '../utils/date';

/** The sentences naming who signed a document, the name from the team record (front matter names the role). */

/** The roles a signed document may name in `approval.signed_by`. */
export const signatoryRoles: readonly SignatoryRole[] = Object.keys(signatories);

/** "Daniel Okafor, Managing Director". */
export function formatSignatory(role: SignatoryRole): string {
  return `${signatories[role]}, ${role}`;
}

/** "Version 1.4 was approved by the Board … and signed on behalf of Harbourline Digital Consulting Ltd by …" */
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
