import { Joi } from '@docusaurus/utils-validation';
import type { Approval } from '../../src/data/approval';
import { signatoryRoles } from '../../src/data/signatures';
import { isoDay, typedUkDate } from '../../src/utils/date';
import { unapprovedChangeProblem } from './policyRules';

/**
 * A signed document's approval, recorded once in front matter and printed from there. A version dated after it, or
 * prose typing an approval by hand, stops the build.
 */
export const approvalSchema = Joi.object({
  approved_by: Joi.string().trim().min(3).max(60).required(),
  signed_by: Joi.string().valid(...signatoryRoles),
  date: Joi.any()
    .required()
    .meta({ cms: 'date' })
    .custom((value: unknown, helpers) =>
      (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) || !isoDay(value)
        ? helpers.error('any.invalid')
        : isoDay(value),
    ),
})
  .unknown(false)
  .messages({
    'object.base': '"approval" must list approved_by, date and, where a director signs, signed_by',
    'any.required': '"approval.{#label}" is required',
    'string.base': '"approval.approved_by" must be text such as "the Board of directors"',
    'string.empty': '"approval.approved_by" must be text such as "the Board of directors"',
    'string.min': '"approval.approved_by" must be 3 to 60 characters long',
    'string.max': '"approval.approved_by" must be 3 to 60 characters long',
    'any.only': `"approval.signed_by" must be one of ${signatoryRoles.map((role) => `"${role}"`).join(', ')} (the roles of the people who sign, in src/data/team.json), found {#value}`,
    'any.invalid': '"approval.date" must be a date written YYYY-MM-DD',
    'object.unknown': '"approval" may hold only approved_by, signed_by and date (found {#label})',
  });

/** Prose that states an approval, a signature or a publication date by hand. */
const typedApproval = new RegExp(`\\b(?:approved|signed|publication date)\\b[^.\\n]*?${typedUkDate().source}`, 'i');
/** Prose that says the document is approved by someone: it then needs a record. */
const statesApproval = /\bapproves this (?:policy|statement|plan)\b|\bsigned off\b|<Approval\b/i;

export type ApprovalCheck = { approval?: Approval; problems: { at: 'approval' | number; message: string }[] };

/** Checks a policy's `approval` against its history and body; `bodyLine` reports a typed approval at its own line. */
export function checkApproval(
  value: unknown,
  history: readonly { version: string; date: string }[],
  body: string,
  bodyLine: (offset: number) => number,
): ApprovalCheck {
  const problems: ApprovalCheck['problems'] = [];
  const typed = typedApproval.exec(body);
  if (typed) {
    problems.push({
      at: bodyLine(typed.index),
      message:
        'an approval, signature or publication date is typed in the text: record it in the front matter\'s "approval" and print it with <Approval />',
    });
  }
  if (value === undefined) {
    const stated = statesApproval.exec(body);
    if (stated) {
      problems.push({
        at: bodyLine(stated.index),
        message:
          'the text says this document is approved or signed, so its front matter needs "approval" (approved_by, date and, where a director signs, signed_by)',
      });
    }
    return { problems };
  }
  const { value: approval, error } = approvalSchema.validate(value, {
    abortEarly: false,
    errors: { wrap: { label: false } },
  });
  for (const detail of error?.details ?? []) problems.push({ at: 'approval', message: detail.message });
  if (error) return { problems };
  const unapproved = unapprovedChangeProblem(history, approval.date);
  if (unapproved) problems.push({ at: 'approval', message: unapproved });
  return { approval: approval as Approval, problems };
}
