import matter from 'gray-matter';
import { Joi } from '@docusaurus/utils-validation';
import { checkApproval } from './approval';
import { nearestKey, unknownKeyMessage } from './unknownKeys';
import {
  contractValueBands,
  postRegions,
  postTypes,
  type DocFrontMatter,
  type DocIndexFrontMatter,
  type PolicyFrontMatter,
  type PostFrontMatter,
} from '../../src/data/content';
import {
  adoptedDateProblem,
  asIsoDate,
  checkHistory,
  printedByDefault,
  reviewDatesProblem,
  versionNumber,
} from './policyRules';
import { roles } from '../../src/data/people';
import { packSections } from '../../src/data/tenderPack';

export { checkHistory, compareVersions } from './policyRules';

/** Editors' front matter, checked with Joi (as Docusaurus does); each problem names the file and its field's line. */

export type FrontMatterProblem = { file: string; line: number; message: string };

export type Parsed<T> = { data?: T; content: string; problems: FrontMatterProblem[] };

/** 1-based line of `key:` in the file, or of the opening `---` if it is missing. */
export function lineOf(source: string, key: string): number {
  const lines = source.split('\n');
  const found = lines.findIndex((text) => text.startsWith(`${key}:`));
  return found === -1 ? 1 : found + 1;
}

function parseYaml(
  file: string,
  source: string,
): { data: Record<string, unknown>; content: string } | FrontMatterProblem {
  if (!source.startsWith('---\n')) {
    return { file, line: 1, message: 'the file must start with front matter between two "---" lines' };
  }
  try {
    // A fresh options object stops gray-matter from caching by content.
    const { data, content } = matter(source, {});
    return { data, content };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    return { file, line: (mark?.line ?? 0) + 1, message: `the front matter is not valid YAML: ${reason}` };
  }
}

/** Text an editor writes: required, with its length in bounds. */
const text = (min: number, max: number) =>
  Joi.string()
    .min(min)
    .max(max)
    .required()
    .messages({
      'any.required': '{#label} is required and must be text',
      'string.base': '{#label} is required and must be text',
      'string.empty': '{#label} is required and must be text',
      'string.min': `{#label} must be ${min} to ${max} characters long`,
      'string.max': `{#label} must be ${min} to ${max} characters long`,
    });

/** A day written YYYY-MM-DD, quoted or not, validated and passed on as that text. */
const day = Joi.any()
  .required()
  // The editor at /admin/ offers a date picker for it (plugins/cms).
  .meta({ cms: 'date' })
  .custom((value: unknown, helpers) => asIsoDate(value) ?? helpers.error('any.invalid'))
  .messages({
    'any.required': '{#label} must be a date written YYYY-MM-DD',
    'any.invalid': '{#label} must be a date written YYYY-MM-DD',
  });

/** One of a fixed list, named in the message. */
const oneOf = (allowed: readonly string[]) =>
  Joi.string()
    .valid(...allowed)
    .required()
    .messages({
      '*': `{#label} must be one of ${allowed.map((value) => `"${value}"`).join(', ')} (found {#value})`,
    });

/** Keys Docusaurus reads and checks itself; any other unknown key is refused by name, so a misspelling stops the build. */
const docusaurusKeys = (...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, Joi.any().meta({ checkedBy: 'docusaurus' })]));

const docSchema = Joi.object({
  title: text(3, 80),
  description: text(20, 200),
  slug: text(1, 60)
    .pattern(/^\/[a-z0-9-]*$/)
    .messages({
      'string.pattern.base': '{#label} must start with "/" and use only lower-case letters, digits and hyphens',
    }),
  sidebar_position: Joi.number()
    .integer()
    .min(0)
    .required()
    .messages({ '*': '{#label} must be a whole number, 0 or more' }),
  // Policies and FAQs show no tag list (src/components/DocsPage/Item), so a tag would be lost.
  tags: Joi.any().forbidden().messages({ 'any.unknown': '{#label} are not shown on policies and FAQs: remove them' }),
  ...docusaurusKeys('sidebar_label', 'hide_table_of_contents', 'keywords', 'image'),
}).unknown(false);

const policySchema = docSchema.keys({
  // A buyer must find the owner on the About page, so the owner is a role held by someone in the people record.
  owner: Joi.string()
    .trim()
    .required()
    // A fixed list, so the browser editor offers the roles to choose from (plugins/cms/fields.ts).
    .valid(...roles)
    .messages({
      'any.required': '{#label} is required: the role that owns the policy, such as "Data Protection Lead"',
      '*': `{#label} must be the role of someone in src/data/team.json, one of ${roles.map((role) => `"${role}"`).join(', ')} (found "{#value}"): add the person there first, so the About page shows who owns the policy`,
    }),
  version: Joi.string()
    .pattern(versionNumber)
    .required()
    .messages({ '*': "{#label} must be quoted text like '2.1' (found {#value})" }),
  last_reviewed: day,
  next_review: day,
  // Checked against the history's first date by adoptedDateProblem.
  adopted: day.optional(),
  // Checked against the history and the body by checkApproval.
  approval: Joi.any().meta({ cms: 'approval' }),
  // Its order rules (versions rise, dates do not go back) are checkHistory's.
  history: Joi.any().meta({ cms: 'history' }),
  menu_label: Joi.string()
    .min(3)
    .max(40)
    .messages({ '*': '{#label} must be text of 3 to 40 characters: the name in the Policies menu and the footer' }),
  pdf: Joi.boolean()
    .default(printedByDefault)
    .messages({ '*': '{#label} must be true or false: whether the build prints this page as a PDF' }),
  pack_section: Joi.string()
    .valid(...Object.keys(packSections))
    .default('policies')
    .messages({
      '*': `{#label} must be one of ${Object.keys(packSections)
        .map((key) => `"${key}"`)
        .join(', ')}: the tender pack's section for this document (found "{#value}")`,
    }),
  tender_pack: Joi.boolean()
    .when('pdf', { is: false, then: Joi.valid(false), otherwise: Joi.any() })
    .default(Joi.ref('pdf'))
    .messages({
      'any.only': '{#label} cannot be true when "pdf" is false: the tender pack is made of the PDFs',
      '*': '{#label} must be true or false: whether the tender pack includes this document',
    }),
});

/** A document's slug as written in front matter; `kind` and `example` make the message an editor sees. */
const documentSlug = (kind: string, example: string) =>
  Joi.string()
    .pattern(/^\/[a-z0-9-]+$/)
    .messages({ '*': `{#label} must be a ${kind}'s slug, such as "${example}" (found {#value})` });

/** Documents taken down, listed on their index (`retired`) so their addresses redirect to a replacement or the index. */
const retiredList = (kind: string, example: string) => {
  const slug = documentSlug(kind, example);
  return Joi.array()
    .items(
      Joi.object({ slug: slug.required(), replaced_by: slug })
        .unknown(false)
        .messages({ 'object.unknown': `{#label} is not a field of a retired ${kind}: use "slug" and "replaced_by"` }),
    )
    .default([])
    .messages({
      'array.base': `{#label} must be a list of retired ${kind}s, each with a slug and, if one replaces it, replaced_by`,
    });
};

/** The policy index (mainpolicy.md) lists the policies that were retired. */
const policyIndexSchema = docSchema.keys({ retired: retiredList('policy', '/giftspolicy') });

/** The FAQ index (docs/faq/index.md) lists the FAQ pages that were retired. */
const faqIndexSchema = docSchema.keys({ retired: retiredList('FAQ page', '/payroll') });

/** A fact a case study must give and an article must not. */
const caseStudyFact = (schema: Joi.Schema, required = true, onArticle: Joi.Schema = Joi.forbidden()) =>
  Joi.when('type', {
    is: 'case study',
    then: required ? schema.required() : schema.optional(),
    otherwise: onArticle.messages({ '*': '{#label} is for case studies only (type: case study)' }),
  });

/** A blog post ("Insights"): the blog plugin checks authors and tags; this checks the rest. */
const postSchema = Joi.object({
  title: text(10, 110),
  description: text(50, 200),
  slug: text(3, 80)
    .pattern(/^[a-z0-9-]+$/)
    .messages({ 'string.pattern.base': '{#label} must use only lower-case letters, digits and hyphens' }),
  date: day,
  region: oneOf(postRegions),
  type: oneOf(postTypes),
  // A case study a panel can verify: who, sector, size, length, measured outcome and whether a referee will speak.
  client: caseStudyFact(text(2, 80), false),
  sector: caseStudyFact(text(3, 60)),
  value_band: caseStudyFact(oneOf(contractValueBands)),
  duration: caseStudyFact(text(3, 40)),
  outcome: caseStudyFact(text(10, 100)),
  // The browser editor's switch writes `false` on an article too, which says nothing: allowed.
  reference: caseStudyFact(
    Joi.boolean().messages({
      '*': '{#label} must be true (a referee will speak to shortlisted buyers) or false (found {#value})',
    }),
    true,
    Joi.valid(false),
  ),
  // Checked by the blog plugin against src/data/team.json and blog/tags.yml.
  ...docusaurusKeys('authors', 'tags', 'image', 'keywords'),
}).unknown(false);

/** The keys a schema takes: not those it forbids (a policy's tags). */
function keysOf(schema: Joi.ObjectSchema): string[] {
  const keys = (schema.describe() as { keys?: Record<string, { flags?: { presence?: string } }> }).keys ?? {};
  return Object.entries(keys)
    .filter(([, description]) => description.flags?.presence !== 'forbidden')
    .map(([key]) => key);
}

/** Validates `data` against `schema`, every problem at once at its field's line; dates come back as YYYY-MM-DD. */
function validate<T>(
  schema: Joi.ObjectSchema,
  file: string,
  source: string,
  data: Record<string, unknown>,
  problems: FrontMatterProblem[],
): T {
  const { value, error } = schema.validate(data, { abortEarly: false });
  const details = error?.details ?? [];
  const known = keysOf(schema);
  // A misspelt key is one problem, at its own line: not also "the real key is missing" at line 1.
  const meant = new Set(
    details.flatMap((detail) =>
      detail.type === 'object.unknown' && detail.path.length === 1 ? [nearestKey(String(detail.path[0]), known)] : [],
    ),
  );
  for (const detail of details) {
    const key = String(detail.path[0] ?? '');
    if (detail.type === 'object.unknown' && detail.path.length === 1) {
      problems.push({ file, line: lineOf(source, key), message: unknownKeyMessage(key, known) });
      continue;
    }
    if (detail.type === 'any.required' && detail.path.length === 1 && meant.has(key)) continue;
    const length = detail.type === 'string.min' || detail.type === 'string.max' ? detail.context?.value?.length : null;
    const message = length == null ? detail.message : `${detail.message} (it is ${length})`;
    problems.push({ file, line: lineOf(source, key), message });
  }
  return value as T;
}

/** A file whose front matter one schema checks in full. */
function parseWith<T>(schema: Joi.ObjectSchema, file: string, source: string): Parsed<T> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const data = validate<T>(schema, file, source, parsed.data, problems);
  return { data, content: parsed.content, problems };
}

export const parseDocFile = (file: string, source: string) => parseWith<DocFrontMatter>(docSchema, file, source);

export const parsePolicyIndexFile = (file: string, source: string) =>
  parseWith<DocIndexFrontMatter>(policyIndexSchema, file, source);

export const parseFaqIndexFile = (file: string, source: string) =>
  parseWith<DocIndexFrontMatter>(faqIndexSchema, file, source);

/** Lines before the Markdown body (the front matter and its two fences), to turn a body line into a file line. */
export const bodyStartLine = (source: string, body: string) => source.split('\n').length - body.split('\n').length;

/** A policy also carries its owner, version, review dates and version history. */
export function parsePolicyFile(file: string, source: string): Parsed<PolicyFrontMatter> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const data = validate<PolicyFrontMatter>(policySchema, file, source, parsed.data, problems);
  const problem = (key: string, message: string) => problems.push({ file, line: lineOf(source, key), message });
  const lastReviewed = asIsoDate(parsed.data.last_reviewed);
  const nextReview = asIsoDate(parsed.data.next_review);
  const reviewDates = reviewDatesProblem(lastReviewed, nextReview);
  if (reviewDates) problem('next_review', reviewDates);
  const adopted = asIsoDate(parsed.data.adopted);
  const version = parsed.data.version;
  const checked = checkHistory(parsed.data.history, {
    version: typeof version === 'string' ? version : undefined,
    last_reviewed: lastReviewed,
  });
  for (const message of checked.messages) problem('history', message);
  const adoptedProblem = adoptedDateProblem(adopted, checked.history);
  if (adoptedProblem) problem('adopted', adoptedProblem);
  const bodyStart = bodyStartLine(source, parsed.content);
  const approval = checkApproval(
    parsed.data.approval,
    checked.history,
    parsed.content,
    (offset) => bodyStart + parsed.content.slice(0, offset).split('\n').length,
  );
  for (const { at, message } of approval.problems) {
    if (typeof at === 'number') problems.push({ file, line: at, message });
    else problem(at, message);
  }
  // Dates that failed are empty, so the index can still sort while the build reports them.
  const dates = { last_reviewed: lastReviewed ?? '', next_review: nextReview ?? '', ...(adopted && { adopted }) };
  const result = { ...data, ...dates, history: checked.history, approval: approval.approval };
  if (!result.approval) delete result.approval;
  return { data: result, content: parsed.content, problems };
}

export function parsePostFile(file: string, source: string): Parsed<PostFrontMatter> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const data = validate<PostFrontMatter>(postSchema, file, source, parsed.data, problems);
  // A date that failed is empty, so the index can still sort while the build reports it.
  return { data: { ...data, date: asIsoDate(parsed.data.date) ?? '' }, content: parsed.content, problems };
}

export function formatProblems(problems: readonly FrontMatterProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}

/** The schemas, for the editor at /admin/ (plugins/cms), so the form and the build ask for the same things. */
export const frontMatterSchemas = {
  policy: policySchema,
  doc: docSchema,
  post: postSchema,
} as const;

/** Every key each schema takes, for the editor's check of keys it has no field for (plugins/cms). */
export const frontMatterKeys = Object.fromEntries(
  Object.entries(frontMatterSchemas).map(([name, schema]) => [name, keysOf(schema)]),
) as Record<keyof typeof frontMatterSchemas, string[]>;
