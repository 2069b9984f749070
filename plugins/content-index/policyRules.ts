import { isoDay } from '../../src/utils/date';
import type { PolicyHistoryEntry } from '../../src/data/content';

/**
 * The rules a policy's front matter keeps across fields, with the build's messages. Pure, with no Node import: the
 * build and the editor at /admin/ both run it, so the editor refuses what the build would.
 */

export const versionNumber = /^\d+\.\d+$/;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a policy is printed when its front matter does not say: the build's default, and the editor's. */
export const printedByDefault = true;

/** A policy's `pdf` and `tender_pack` as the build reads them: printed unless `pdf: false`, packed unless `tender_pack: false`. */
export function printChoices(data: { pdf?: unknown; tender_pack?: unknown }): { pdf: boolean; tender_pack: boolean } {
  const pdf = typeof data.pdf === 'boolean' ? data.pdf : printedByDefault;
  return { pdf, tender_pack: typeof data.tender_pack === 'boolean' ? data.tender_pack : pdf };
}

/** One row of a policy's version history. */
/** A day written YYYY-MM-DD, quoted or not (YAML reads an unquoted one as a Date). */
export function asIsoDate(value: unknown): string | undefined {
  if (typeof value === 'string' && !isoDate.test(value)) return undefined;
  return isoDay(value);
}

/** The message when the next review is not after the last one; undefined when both are fine or one is missing. */
export function reviewDatesProblem(lastReviewed?: string, nextReview?: string): string | undefined {
  return lastReviewed && nextReview && nextReview <= lastReviewed
    ? '"next_review" must come after "last_reviewed"'
    : undefined;
}

/** The message when a document is said to be adopted after this website first published it; undefined when fine. */
export function adoptedDateProblem(
  adopted: string | undefined,
  history: readonly { version: string; date: string }[],
): string | undefined {
  const first = history[0];
  return adopted && first?.date && adopted > first.date
    ? `"adopted" (${adopted}) must be on or before the first history entry (version ${first.version}, ${first.date}): the company adopts a document before this website publishes it`
    : undefined;
}

/** What each field of a history entry must be, in the words the build uses (the editor at /admin/ shows them too). */
export const historyEntryRules = {
  version: { pattern: versionNumber, message: `"version" must be quoted text like '2.1'` },
  date: { message: '"date" must be a date written YYYY-MM-DD' },
  summary: { min: 10, max: 200, message: '"summary" must be one line of 10 to 200 characters' },
} as const;

/** Compares 'MAJOR.MINOR' versions numerically ('2.10' is after '2.9'). */
export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/** A version history: each entry a version, date and summary; versions rise, dates do not go back, the last is current. */
export function checkHistory(
  value: unknown,
  current: { version?: string; last_reviewed?: string },
): { history: PolicyHistoryEntry[]; messages: string[] } {
  const messages: string[] = [];
  if (!Array.isArray(value) || value.length === 0) {
    return { history: [], messages: ['"history" is required: a list of { version, date, summary }, oldest first'] };
  }
  const history: PolicyHistoryEntry[] = [];
  value.forEach((raw: Record<string, unknown>, index) => {
    const at = `history entry ${index + 1}`;
    const version = typeof raw?.version === 'string' ? raw.version : '';
    const date = asIsoDate(raw?.date) ?? '';
    const summary = typeof raw?.summary === 'string' ? raw.summary.trim() : '';
    const rules = historyEntryRules;
    if (!rules.version.pattern.test(version)) messages.push(`${at}: ${rules.version.message}`);
    if (!date) messages.push(`${at}: ${rules.date.message}`);
    if (summary.length < rules.summary.min || summary.length > rules.summary.max)
      messages.push(`${at}: ${rules.summary.message}`);
    const previous = history[history.length - 1];
    if (previous && version && previous.version && compareVersions(version, previous.version) <= 0) {
      messages.push(`${at}: version ${version} must be higher than ${previous.version} before it`);
    }
    if (previous && date && previous.date && date < previous.date) {
      messages.push(`${at}: date ${date} is before ${previous.date} in the entry before it`);
    }
    history.push({ version, date, summary });
  });
  const last = history[history.length - 1]!;
  if (current.version && last.version !== current.version) {
    messages.push(`the last history entry must be the current version ${current.version} (it is ${last.version})`);
  }
  if (current.last_reviewed && last.date !== current.last_reviewed) {
    messages.push(
      `the last history entry must be dated ${current.last_reviewed}, the "last_reviewed" date (it is ${last.date})`,
    );
  }
  return { history, messages };
}

/** The message when the latest version is dated after the approval: a change nobody approved. */
export function unapprovedChangeProblem(
  history: readonly { version: string; date: string }[],
  approvalDate: string,
): string | undefined {
  const latest = history[history.length - 1];
  return latest?.date && latest.date > approvalDate
    ? `version ${latest.version} is dated ${latest.date}, after the approval on ${approvalDate}: a change after signing needs a new approval, so record it in "approval"`
    : undefined;
}

/** The fields an approval record must have, when a document has one (the build's approval schema says the same). */
export const approvalRequiredFields = ['approved_by', 'date'] as const;

/** An approval record with something in it: an empty one, as a form leaves it, is no record. */
export function hasApproval(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((field) => field !== undefined && field !== null && field !== '')
  );
}

/** Every rule above that a policy breaks, as the build's messages. */
export function policyRuleProblems(data: Record<string, unknown>): string[] {
  const lastReviewed = asIsoDate(data.last_reviewed);
  const reviewDates = reviewDatesProblem(lastReviewed, asIsoDate(data.next_review));
  const version = typeof data.version === 'string' ? data.version : undefined;
  const history = checkHistory(data.history, { version, last_reviewed: lastReviewed });
  const approval = hasApproval(data.approval) ? data.approval : undefined;
  const missing = approvalRequiredFields
    .filter((field) => approval && !approval[field])
    .map((field) => `"approval.${field}" is required`);
  const adopted = adoptedDateProblem(asIsoDate(data.adopted), history.history);
  const approvalDate = asIsoDate(approval?.date);
  const unapproved = approvalDate ? unapprovedChangeProblem(history.history, approvalDate) : undefined;
  return [reviewDates, ...history.messages, adopted, ...missing, unapproved].filter((message): message is string =>
    Boolean(message),
  );
}
