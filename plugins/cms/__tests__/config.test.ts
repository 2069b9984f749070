import path from 'node:path';
import { Joi } from '@docusaurus/utils-validation';
import { approvalSchema } from '../../content-index/approval';
import { frontMatterSchemas, parsePolicyFile } from '../../content-index/frontMatter';
import { policyRuleProblems } from '../../content-index/policyRules';
import { readFileSync, readdirSync } from 'node:fs';
import { cmsBackendFromEnv, cmsConfig, fieldsOf } from '../config';
import type { CmsField } from '../fields';
import { dateWidget, schemaKeys } from '../fields';
import { roles } from '../../../src/data/people';

/**
 * One schema: the editor's fields are the build's front-matter keys, with the
 * build's rules and words. These tests fail when the two drift.
 */

const siteDir = path.join(__dirname, '../../..');
const config = cmsConfig({ siteDir, siteUrl: 'https://example.test', backend: cmsBackendFromEnv({}) });
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fieldNames = (fields: readonly CmsField[]) => fields.map((field) => field.name);

/** The schema's own keys: not those it allows only because Docusaurus reads and checks them. */
const ourKeys = (schema: Joi.ObjectSchema) =>
  Object.fromEntries(
    Object.entries(schemaKeys(schema)).filter(
      ([, description]) =>
        !(description as { metas?: { checkedBy?: string }[] }).metas?.some((meta) => meta.checkedBy === 'docusaurus'),
    ),
  );

/** The keys an editor may write: all but those the schema forbids. */
const writableKeys = (schema: Joi.ObjectSchema) =>
  Object.entries(ourKeys(schema))
    .filter(([, description]) => description.flags?.presence !== 'forbidden')
    .map(([key]) => key);

/** Joi's verdict on one value of one key, as the build words it (label in quotes, no "found"). */
function buildVerdict(schema: Joi.ObjectSchema, key: string, value: unknown): string | undefined {
  // A key asked for only in a case study is judged where it applies: in a case study's front matter.
  const conditional = Boolean(schemaKeys(schema)[key]?.whens);
  const { error } = conditional
    ? schema.validate({ type: 'case study', [key]: value }, { abortEarly: false })
    : schema.extract(key).label(key).validate(value);
  const detail = conditional ? error?.details.find((candidate) => candidate.path[0] === key) : error?.details[0];
  return detail?.message.replace(/ \(found .*\)$/, '').replace(/, found .*$/, '');
}

function formVerdict(field: CmsField, value: string): string | undefined {
  if (!field.pattern) return undefined;
  return new RegExp(field.pattern[0]).test(value) ? undefined : field.pattern[1];
}

const cases: { collection: string; schema: Joi.ObjectSchema; extra: string[] }[] = [
  { collection: 'policies', schema: frontMatterSchemas.policy, extra: ['body'] },
  { collection: 'faq', schema: frontMatterSchemas.doc, extra: ['body'] },
  // Authors and tags are checked by the blog plugin against the people record and blog/tags.yml.
  { collection: 'insights', schema: frontMatterSchemas.post, extra: ['authors', 'tags', 'body'] },
];

describe.each(cases)('the $collection collection', ({ collection: name, schema, extra }) => {
  const fields = collection(name).fields as CmsField[];

  it("has a field for every key the build's schema takes, and no other", () => {
    expect(fieldNames(fields).sort()).toEqual([...writableKeys(schema), ...extra].sort());
  });

  it('requires what the build requires', () => {
    const keys = ourKeys(schema);
    // Keys the schema leaves to the cross-field rules (history) are required if those rules say so when it is missing.
    const requiredByRules = (key: string) => policyRuleProblems({}).some((m) => m.startsWith(`"${key}" is required`));
    for (const field of fields.filter((f) => keys[f.name])) {
      const required = keys[field.name]!.flags?.presence === 'required' || requiredByRules(field.name);
      expect([field.name, field.required]).toEqual([field.name, required]);
    }
  });

  it("refuses what the build refuses, in the build's words", () => {
    const samples = [
      'a',
      'ab',
      'Privacy',
      '/privacypolicy',
      'privacy-policy',
      '/Privacy',
      '2.1',
      '2.x',
      '10.12',
      '2026-11-26',
      '26/11/2026',
      'x'.repeat(100),
      'x'.repeat(250),
    ];
    // Front-matter fields; the text's own rule (a post's summary marker) is tested below.
    const checked = fields.filter(
      (field) => field.pattern && field.widget !== dateWidget.widget && field.name !== 'body',
    );
    expect(checked.length).toBeGreaterThan(0);
    for (const field of checked) {
      for (const value of samples) {
        const build = buildVerdict(schema, field.name, value)?.replace(/ \(it is \d+\)$/, '');
        const form = formVerdict(field, value);
        expect({ field: field.name, value, refused: Boolean(form) }).toEqual({
          field: field.name,
          value,
          refused: Boolean(build),
        });
        if (build) expect(form).toContain(build);
      }
    }
  });

  it("starts a new entry's switches at the build's defaults", () => {
    // Joi fills the defaults in even when required keys are missing.
    const defaults = schema.validate({}, { abortEarly: false }).value as Record<string, unknown>;
    // A switch the build gives no default (a case study's reference is required) starts off.
    for (const field of fields.filter((f) => f.widget === 'boolean')) {
      expect([field.name, field.default]).toEqual([field.name, defaults[field.name] ?? false]);
    }
  });

  it('offers a select for a key with a fixed list, with the same values', () => {
    const keys = ourKeys(schema);
    for (const field of fields.filter((f) => f.widget === 'select' && keys[f.name])) {
      const key = keys[field.name]!;
      expect(field.options).toEqual((key.whens?.[0]?.then ?? key).allow);
    }
  });
});

describe('one schema', () => {
  it('a key added to the schema appears in the form, with its rule and message', () => {
    const grown = frontMatterSchemas.policy.keys({
      risk_rating: Joi.string()
        .pattern(/^(low|medium|high)$/)
        .required()
        .messages({ '*': '{#label} must be low, medium or high' }),
    });
    const field = fieldsOf(grown).find((f) => f.name === 'risk_rating');
    expect(field).toMatchObject({
      widget: 'string',
      required: true,
      pattern: ['^(low|medium|high)$', '"risk_rating" must be low, medium or high'],
    });
  });

  it('the approval fields follow the approval schema', () => {
    const approval = (collection('policies').fields as CmsField[]).find((f) => f.name === 'approval')!;
    expect(fieldNames(approval.fields!)).toEqual(Object.keys(schemaKeys(approvalSchema)));
    const signedBy = approval.fields!.find((f) => f.name === 'signed_by')!;
    expect(signedBy.options).toEqual(schemaKeys(approvalSchema).signed_by!.allow);
  });

  it('the check before saving says what the build says about review dates, history and approval', () => {
    const source = `---
title: A planted policy
description: A policy with every cross-field mistake planted in it.
slug: /planted
sidebar_position: 1
owner: Data Protection Lead
version: '1.2'
last_reviewed: 2026-11-26
next_review: 2026-11-01
approval:
  approved_by: the Board of directors
  date: 2026-11-20
history:
  - version: '1.1'
    date: 2026-11-20
    summary: 'The first version of the planted policy.'
  - version: '1.0'
    date: 2026-11-26
    summary: 'x'
---

Text.
`;
    const build = parsePolicyFile('planted.md', source)
      .problems.filter((problem) => !/^"(title|description)"/.test(problem.message))
      .map((problem) => problem.message);
    const { data } = parsePolicyFile('planted.md', source);
    const form = policyRuleProblems({ ...data, history: data!.history });
    expect(build.length).toBeGreaterThanOrEqual(4);
    expect(form.sort()).toEqual(build.sort());
  });
});

describe('an Insights post', () => {
  const body = (collection('insights').fields as CmsField[]).find((f) => f.name === 'body')!;
  const accepts = (text: string) => new RegExp(body.pattern![0]).test(text);
  const posts = readdirSync(path.join(siteDir, 'blog')).filter((name) => name.endsWith('.md'));

  it('needs the marker that ends its summary, which every post has and the build stops without', () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const text = readFileSync(path.join(siteDir, 'blog', post), 'utf8');
      expect([post, accepts(text)]).toEqual([post, true]);
    }
    expect(accepts('A first paragraph.\n\nMore text.')).toBe(false);
    expect(accepts('A first paragraph, not <!-- truncate --> inline.')).toBe(false);
  });
});

describe('the lists of policies and FAQ pages', () => {
  it('open in the order the site gives them, by position, and can be sorted by title', () => {
    for (const name of ['policies', 'faq']) {
      expect((collection(name) as { sortable_fields?: unknown }).sortable_fields).toEqual([
        { field: 'sidebar_position', label: 'Position', default_sort: 'asc' },
        'title',
      ]);
    }
  });

  it("say what an FAQ page's position orders, which is not the menus or the tender pack", () => {
    const fields = collection('faq').fields as { name: string; hint?: string }[];
    const hint = fields.find((field) => field.name === 'sidebar_position')?.hint;
    expect(hint).toMatch(/FAQ/);
    expect(hint).not.toMatch(/tender pack|menus/);
  });
});

describe("a policy's owner", () => {
  it("is chosen from the people record's roles, the ones the build accepts", () => {
    const fields = collection('policies').fields as { name: string; widget: string; options?: string[] }[];
    const owner = fields.find((field) => field.name === 'owner')!;
    expect(owner.widget).toBe('select');
    expect(owner.options).toEqual([...roles]);
  });
});
