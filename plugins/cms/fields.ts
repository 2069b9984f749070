import type { Joi } from '@docusaurus/utils-validation';
import { ukDateWidget } from './browser/ukDate';

/** Decap fields made from the build's Joi schemas, so the editor asks for what the build asks for (cmsConfig.test.ts). */

/** One field of a Decap collection (https://decapcms.org/docs/widgets/). */
export type CmsField = {
  name: string;
  label: string;
  label_singular?: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** A regular expression the value must match, and the message shown when it does not. */
  pattern?: [string, string];
  default?: unknown;
  options?: string[];
  multiple?: boolean;
  min?: number;
  value_type?: 'int';
  fields?: CmsField[];
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  modes?: string[];
  collapsed?: boolean;
  add_to_top?: boolean;
};

/** What Joi's describe() says of one key (only the parts read here). */
type KeyDescription = {
  type: string;
  flags?: { presence?: 'required' | 'forbidden' | 'optional'; default?: unknown; only?: boolean };
  rules?: { name: string; args?: { limit?: number; regex?: string } }[];
  allow?: unknown[];
  metas?: { cms?: string }[];
  preferences?: { messages?: Record<string, string> };
  /** A key whose rule depends on another (a case study's facts): what it is when the condition holds. */
  whens?: { then?: KeyDescription }[];
};

/** How an editor sees a field: its label, a hint, and a widget where the type alone does not say. */
export type FieldLook = { label: string; hint?: string; widget?: 'text' };

/** A day typed day first (25/11/2026, browser/ukDate.ts), kept as the YYYY-MM-DD text the build reads. */
export const dateWidget = { widget: ukDateWidget } as const;

/** The build's message for `key` in the editor's words, without the value the form shows beside it. */
export function buildMessage(messages: Record<string, string> | undefined, key: string, ...types: string[]) {
  const template = types.map((type) => messages?.[type]).find(Boolean) ?? messages?.['*'];
  return template
    ?.replaceAll('{#label}', `"${key}"`)
    .replace(/ \(found \{#\w+\}\)/, '')
    .replace(/, found \{#\w+\}$/, '');
}

/** Joi's `/…/` regex text without its slashes and flags. */
const regexSource = (regex: string) => regex.replace(/^\/(.*)\/[a-z]*$/s, '$1');

/** A pattern of text length, for a string with a min or max rule. */
const lengthPattern = (min = 0, max?: number) => `^[\\s\\S]{${min},${max ?? ''}}$`;

/** The Decap field for one key of a Joi object; undefined for a forbidden key or one it cannot describe. */
export function fieldFromSchema(key: string, description: KeyDescription, look: FieldLook): CmsField | undefined {
  const { flags = {}, rules = [], preferences } = description;
  if (flags.presence === 'forbidden') return undefined;
  // Asked for only in some cases (a case study's facts): offered as the case describes it, and optional,
  // since the build, not the form, knows when it applies.
  const conditional = description.type === 'any' ? description.whens?.[0]?.then : undefined;
  if (conditional) {
    const field = fieldFromSchema(key, conditional, look);
    return field && { ...field, required: false };
  }
  const messages = preferences?.messages;
  const base = {
    name: key,
    label: look.label,
    required: flags.presence === 'required',
    ...(look.hint ? { hint: look.hint } : {}),
  };
  const meta = description.metas?.find((m) => m.cms)?.cms;
  if (meta === 'date') {
    return {
      ...base,
      ...dateWidget,
      pattern: ['^\\d{4}-\\d{2}-\\d{2}$', buildMessage(messages, key, 'any.invalid')!],
    };
  }
  if (description.type === 'boolean') {
    return { ...base, widget: 'boolean', required: false, default: flags.default === true };
  }
  if (description.type === 'number') {
    const min = rules.find((rule) => rule.name === 'min')?.args?.limit;
    return { ...base, widget: 'number', value_type: 'int', ...(min === undefined ? {} : { min }) };
  }
  if (description.type === 'string' && flags.only && description.allow) {
    return { ...base, widget: 'select', options: description.allow.map(String) };
  }
  if (description.type !== 'string') return undefined;
  const min = rules.find((rule) => rule.name === 'min')?.args?.limit;
  const max = rules.find((rule) => rule.name === 'max')?.args?.limit;
  const regex = rules.find((rule) => rule.name === 'pattern')?.args?.regex;
  const lengthMessage = min !== undefined || max !== undefined ? buildMessage(messages, key, 'string.min') : undefined;
  const patternMessage = regex ? buildMessage(messages, key, 'string.pattern.base') : undefined;
  // Decap takes one pattern a field: a length rule becomes a look-ahead in front of the format's.
  const source =
    regex && lengthMessage
      ? `^(?=${lengthPattern(min, max).slice(1, -1)}$)${regexSource(regex).replace(/^\^/, '')}`
      : regex
        ? regexSource(regex)
        : lengthMessage
          ? lengthPattern(min, max)
          : undefined;
  const message = [lengthMessage, patternMessage].filter(Boolean).join('; ');
  return {
    ...base,
    widget: look.widget ?? 'string',
    ...(source && message ? { pattern: [source, message] as [string, string] } : {}),
  };
}

/** Every key of a Joi object schema, as describe() gives it. */
export function schemaKeys(schema: Joi.ObjectSchema): Record<string, KeyDescription> {
  return (schema.describe() as { keys: Record<string, KeyDescription> }).keys;
}
