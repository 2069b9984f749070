import matter from 'gray-matter';
import { isoDay } from '../../src/utils/date';

/**
 * The front matter that compliance editors write, checked before the site is
 * built. Each problem names the file and the line, so a typo in a date fails
 * the build with a message an editor can act on (see EDITING.md).
 */

export type FrontMatterProblem = { file: string; line: number; message: string };

export type DocFrontMatter = {
  title: string;
  description: string;
  slug: string;
  sidebar_position: number;
};

/** One row of a policy's version history. */
export type PolicyHistoryEntry = { version: string; date: string; summary: string };

export type PolicyFrontMatter = DocFrontMatter & {
  owner: string;
  version: string;
  last_reviewed: string;
  next_review: string;
  /** Oldest first; the last entry is the current version. */
  history: PolicyHistoryEntry[];
};

const versionNumber = /^\d+\.\d+$/;

/** Compares 'MAJOR.MINOR' versions numerically ('2.10' is after '2.9'). */
export function compareVersions(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split('.').map(Number);
  const [bMajor = 0, bMinor = 0] = b.split('.').map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/**
 * The rules a version history must keep: each entry has a version, a date and
 * a one-line summary; versions rise and dates do not go back; the last entry
 * is the version and review date the policy states.
 */
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
    if (!versionNumber.test(version)) messages.push(`${at}: "version" must be quoted text like '2.1'`);
    if (!date) messages.push(`${at}: "date" must be a date written YYYY-MM-DD`);
    if (summary.length < 10 || summary.length > 200)
      messages.push(`${at}: "summary" must be one line of 10 to 200 characters`);
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

export type Parsed<T> = { data?: T; content: string; problems: FrontMatterProblem[] };

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** 1-based line of `key:` in the file, or of the opening `---` if it is missing. */
function lineOf(source: string, key: string): number {
  const lines = source.split('\n');
  const found = lines.findIndex((text) => text.startsWith(`${key}:`));
  return found === -1 ? 1 : found + 1;
}

/** A day written YYYY-MM-DD, quoted or not (YAML reads an unquoted one as a Date). */
function asIsoDate(value: unknown): string | undefined {
  if (typeof value === 'string' && !isoDate.test(value)) return undefined;
  return isoDay(value);
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

/** A required text field between `min` and `max` characters long; reports a problem otherwise. */
function requiredText(
  data: Record<string, unknown>,
  key: string,
  [min, max]: [number, number],
  problem: (key: string, message: string) => void,
): string {
  const value = data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    problem(key, `"${key}" is required and must be text`);
    return '';
  }
  if (value.length < min || value.length > max) {
    problem(key, `"${key}" must be ${min} to ${max} characters long (it is ${value.length})`);
  }
  return value;
}

function checkDoc(
  file: string,
  source: string,
  data: Record<string, unknown>,
  problems: FrontMatterProblem[],
): DocFrontMatter {
  const problem = (key: string, message: string) => problems.push({ file, line: lineOf(source, key), message });
  const text = (key: string, min: number, max: number) => requiredText(data, key, [min, max], problem);
  const title = text('title', 3, 80);
  const description = text('description', 20, 200);
  const slug = text('slug', 1, 60);
  if (slug && !/^\/[a-z0-9-]*$/.test(slug)) {
    problem('slug', '"slug" must start with "/" and use only lower-case letters, digits and hyphens');
  }
  const position = data.sidebar_position;
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0) {
    problem('sidebar_position', '"sidebar_position" must be a whole number, 0 or more');
  }
  return { title, description, slug, sidebar_position: typeof position === 'number' ? position : -1 };
}

export function parseDocFile(file: string, source: string): Parsed<DocFrontMatter> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const data = checkDoc(file, source, parsed.data, problems);
  return { data, content: parsed.content, problems };
}

/** A policy also carries its owner, version and review dates. */
export function parsePolicyFile(file: string, source: string): Parsed<PolicyFrontMatter> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const doc = checkDoc(file, source, parsed.data, problems);
  const { owner, version } = parsed.data;
  const problem = (key: string, message: string) => problems.push({ file, line: lineOf(source, key), message });
  if (typeof owner !== 'string' || owner.trim() === '') {
    problem('owner', '"owner" is required: the role that owns the policy, such as "Data Protection Lead"');
  }
  if (typeof version !== 'string' || !/^\d+\.\d+$/.test(version)) {
    problem('version', `"version" must be quoted text like '2.1' (found ${JSON.stringify(version)})`);
  }
  const lastReviewed = asIsoDate(parsed.data.last_reviewed);
  const nextReview = asIsoDate(parsed.data.next_review);
  if (!lastReviewed) problem('last_reviewed', '"last_reviewed" must be a date written YYYY-MM-DD');
  if (!nextReview) problem('next_review', '"next_review" must be a date written YYYY-MM-DD');
  if (lastReviewed && nextReview && nextReview <= lastReviewed) {
    problem('next_review', '"next_review" must come after "last_reviewed"');
  }
  const checked = checkHistory(parsed.data.history, {
    version: typeof version === 'string' ? version : undefined,
    last_reviewed: lastReviewed,
  });
  for (const message of checked.messages) problem('history', message);
  const data: PolicyFrontMatter = {
    ...doc,
    history: checked.history,
    owner: typeof owner === 'string' ? owner : '',
    version: typeof version === 'string' ? version : '',
    last_reviewed: lastReviewed ?? '',
    next_review: nextReview ?? '',
  };
  return { data, content: parsed.content, problems };
}

/** The values a post's `region` and `type` may take (see EDITING.md). */
export const postRegions = ['UK', 'UAE'] as const;
export const postTypes = ['case study', 'article'] as const;

export type PostFrontMatter = {
  title: string;
  description: string;
  slug: string;
  date: string;
  region: (typeof postRegions)[number];
  type: (typeof postTypes)[number];
};

/** A blog post ("Insights"): the blog plugin checks authors and tags; this checks the rest. */
export function parsePostFile(file: string, source: string): Parsed<PostFrontMatter> {
  const parsed = parseYaml(file, source);
  if ('message' in parsed) return { content: '', problems: [parsed] };
  const problems: FrontMatterProblem[] = [];
  const data = parsed.data;
  const problem = (key: string, message: string) => problems.push({ file, line: lineOf(source, key), message });
  const text = (key: string, min: number, max: number) => requiredText(data, key, [min, max], problem);
  const oneOf = <T extends string>(key: string, allowed: readonly T[]): T => {
    const value = data[key];
    if (!allowed.includes(value as T)) {
      problem(
        key,
        `"${key}" must be one of ${allowed.map((v) => `"${v}"`).join(', ')} (found ${JSON.stringify(value)})`,
      );
      return allowed[0]!;
    }
    return value as T;
  };
  const title = text('title', 10, 110);
  const description = text('description', 50, 200);
  const slug = text('slug', 3, 80);
  if (slug && !/^[a-z0-9-]+$/.test(slug))
    problem('slug', '"slug" must use only lower-case letters, digits and hyphens');
  const date = asIsoDate(data.date);
  if (!date) problem('date', '"date" must be a date written YYYY-MM-DD');
  const region = oneOf('region', postRegions);
  const type = oneOf('type', postTypes);
  return { data: { title, description, slug, date: date ?? '', region, type }, content: parsed.content, problems };
}

export function formatProblems(problems: readonly FrontMatterProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');
}
