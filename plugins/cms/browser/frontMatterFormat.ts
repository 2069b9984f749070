import { CORE_SCHEMA, dump, load } from 'js-yaml';
import { printChoices } from '../../content-index/policyRules';

/**
 * How the editor reads and writes a Markdown file: front matter in the site's own style, so an edit changes only its
 * lines in the pull request (Decap's format folds and re-quotes every value). cmsFormat.test.ts checks every content
 * file comes back byte for byte. The style: one line a value, single quotes only where YAML needs them (a history
 * summary always, in double quotes if it has an apostrophe), word lists inline, a sole author as the key alone.
 */

type Data = Record<string, unknown> & { body?: string };

// The core schema reads 2026-11-25 as text, as the build's checks want it, not as a Date.
const yamlOptions = { schema: CORE_SCHEMA, lineWidth: -1, quotingType: "'", noRefs: true } as const;

/** Keys a list of one is written as the value alone (Docusaurus reads both). */
const singleAsScalar = new Set(['authors']);
/** Keys whose text is always quoted. */
const alwaysQuoted = new Set(['summary']);

const fence = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n/;

export function fromFile(content: string): Data {
  const match = fence.exec(content);
  if (!match) return { body: content };
  const data = (load(match[1]!, { schema: CORE_SCHEMA }) ?? {}) as Data;
  for (const key of singleAsScalar) {
    if (typeof data[key] === 'string') data[key] = [data[key]];
  }
  return { ...data, body: content.slice(match[0].length) };
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.values(value as object).every(isEmpty));

function scalar(key: string, value: unknown): string {
  if (typeof value === 'string' && alwaysQuoted.has(key)) {
    // Double quotes around an apostrophe, as an editor writes it; single quotes otherwise.
    return value.includes("'") && !/["\\]/.test(value) ? `"${value}"` : `'${value.replaceAll("'", "''")}'`;
  }
  return dump(value, yamlOptions).trimEnd();
}

/** `key: value` lines at `indent`, with the list marker `first` in front of the first. */
function entries(value: Record<string, unknown>, indent: string, first = ''): string[] {
  return Object.entries(value)
    .filter(([, item]) => !isEmpty(item))
    .flatMap(([key, item], index) => {
      const lead = index === 0 && first ? first : indent;
      return line(key, item, lead, indent);
    });
}

function line(key: string, value: unknown, lead: string, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      if (value.length === 1 && singleAsScalar.has(key)) return [`${lead}${key}: ${scalar(key, value[0])}`];
      return [`${lead}${key}: [${value.map((item) => scalar(key, item)).join(', ')}]`];
    }
    return [
      `${lead}${key}:`,
      ...value.flatMap((item) => entries(item as Record<string, unknown>, `${indent}    `, `${indent}  - `)),
    ];
  }
  if (typeof value === 'object' && value !== null) {
    return [`${lead}${key}:`, ...entries(value as Record<string, unknown>, `${indent}  `)];
  }
  return [`${lead}${key}: ${scalar(key, value)}`];
}

/** The file for `data`, its keys in the form's field order, then any the form does not know (a post's `image`). */
/**
 * Text as markdownlint (MD012) and Prettier lay it out: never two blank lines together, as the editor's Markdown box
 * leaves when Enter is pressed twice after a paragraph. Blank lines inside a fenced code block are the code's own.
 */
export function withSingleBlankLines(text: string): string {
  return text
    .split(/(^```[\s\S]*?^```$)/m)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\n{3,}/g, '\n\n')))
    .join('');
}

export function toFile(data: Data, sortedKeys: readonly string[] = []): string {
  const { body = '', ...unordered } = data;
  const keys = [
    ...sortedKeys.filter((key) => key in unordered),
    ...Object.keys(unordered).filter((key) => !sortedKeys.includes(key)),
  ];
  const frontMatter = Object.fromEntries(keys.map((key) => [key, unordered[key]]));
  const lines = entries(frontMatter, '');
  if (lines.length === 0) return withSingleBlankLines(body);
  // One blank line between the front matter and the text, and a newline at the end, as the files are written.
  const text = withSingleBlankLines(body.replace(/^\n+/, '').replace(/\n*$/, '\n'));
  return `---\n${lines.join('\n')}\n---\n\n${text}`;
}

/** A policy, its print switches read as the build reads them, and written without one that says the default. */
export function fromPolicyFile(content: string): Data {
  const data = fromFile(content);
  return { ...data, ...printChoices(data as { pdf?: unknown; tender_pack?: unknown }) };
}

export function toPolicyFile(data: Data, sortedKeys: readonly string[] = []): string {
  const { pdf, tender_pack, ...rest } = data;
  const assumed = printChoices({});
  const explicit = {
    ...(typeof pdf === 'boolean' && pdf !== assumed.pdf ? { pdf } : {}),
    ...(typeof tender_pack === 'boolean' && tender_pack !== printChoices({ pdf }).tender_pack ? { tender_pack } : {}),
  };
  return toFile({ ...rest, ...explicit }, sortedKeys);
}
