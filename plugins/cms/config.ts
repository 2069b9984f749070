import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { approvalSchema } from '../content-index/approval';
import { frontMatterSchemas } from '../content-index/frontMatter';
import { blogDir, faqDir, loadPolicies, policyDir } from '../content-index/index';
import { historyEntryRules } from '../content-index/policyRules';
import { type CmsField, dateWidget, fieldFromSchema, type FieldLook, schemaKeys } from './fields';
import { policyFormat, siteFormat } from './format';
import { people } from '../../src/data/people';

/** The configuration of the editor at /admin/ (Decap CMS): which files editors change, with fields from the build's schemas. */

/** Where the editor saves: the GitHub repository, and how it signs in (see EDITING.md). */
export type CmsBackend = {
  /** owner/name of the GitHub repository. */
  repo: string;
  branch: string;
  /** The OAuth service that signs editors in to GitHub (Decap's default is Netlify's). */
  authUrl?: string;
  /** The site the OAuth service knows this one by (for Netlify's, the Netlify site's domain). */
  siteDomain?: string;
  /** Port of the local proxy (decap-server) that `npm run cms` starts. */
  localPort: number;
};

/** The repository and sign-in service, from the deploy's environment; a local build gets a placeholder repo. */
export function cmsBackendFromEnv(env: NodeJS.ProcessEnv = process.env): CmsBackend {
  return {
    repo: env.CMS_REPO?.trim() || env.GITHUB_REPOSITORY?.trim() || 'owner/website',
    branch: env.CMS_BRANCH?.trim() || 'main',
    authUrl: env.CMS_AUTH_URL?.trim() || undefined,
    siteDomain: env.CMS_SITE_DOMAIN?.trim() || undefined,
    localPort: Number(env.CMS_PROXY_PORT) || 8081,
  };
}

/** Labels and hints editors see, in the words of EDITING.md. */
const looks: Record<string, FieldLook> = {
  title: { label: 'Title', hint: 'The page heading and browser title, and its name in menus, the hub and PDFs.' },
  description: { label: 'Description', hint: 'One sentence for the index pages and search engines.', widget: 'text' },
  slug: { label: 'Address (slug)', hint: 'The web address. Never change it once published: other sites link to it.' },
  sidebar_position: { label: 'Position', hint: 'Order in the sidebar, the index, the menus and the tender pack.' },
  owner: { label: 'Owner', hint: 'The role that owns it, from the people in src/data/team.json (the About page).' },
  version: { label: 'Version', hint: 'MAJOR.MINOR, such as 2.1. Raise it and add a history entry.' },
  last_reviewed: { label: 'Last reviewed' },
  next_review: { label: 'Next review', hint: 'After the last review.' },
  menu_label: { label: 'Menu label', hint: 'A shorter name for the Policies menu and the footer (optional).' },
  pdf: { label: 'Print a PDF', hint: 'Off: no PDF and no “Download PDF” button.' },
  tender_pack: { label: 'In the tender pack', hint: 'Needs a PDF.' },
  pack_section: { label: 'Tender pack section', hint: 'Where the pack puts it: most documents are policies.' },
  adopted: {
    label: 'Adopted',
    hint: 'The day the company adopted it, on or before its first version here (optional).',
  },
  date: { label: 'Publication date' },
  region: { label: 'Region' },
  type: { label: 'Type' },
  client: { label: 'Client (case studies)', hint: 'Only if the client agrees to be named; otherwise leave empty.' },
  sector: { label: 'Sector (case studies)' },
  value_band: { label: 'Contract value, excluding VAT (case studies)' },
  duration: { label: 'Duration (case studies)', hint: 'Such as "ten weeks".' },
  outcome: { label: 'Measured outcome (case studies)', hint: 'One line, shown on the post card.' },
  reference: { label: 'Reference for shortlisted buyers (case studies)' },
};

/** Fields of the schema's keys, in the schema's order; `special` builds the keys Joi leaves as `any`. */
export function fieldsOf(
  schema: Parameters<typeof schemaKeys>[0],
  special: Record<string, () => CmsField> = {},
): CmsField[] {
  const keys = schemaKeys(schema);
  return Object.entries(keys).flatMap(([key, described]) => {
    // A default that is another key's value (tender_pack's is pdf's): a new entry starts with that key's default.
    const defaultRef = (described.flags?.default as { ref?: { path?: string[] } } | undefined)?.ref?.path?.[0];
    const description = defaultRef
      ? { ...described, flags: { ...described.flags, default: keys[defaultRef]?.flags?.default } }
      : described;
    const cms = description.metas?.find((meta) => meta.cms)?.cms;
    if (cms && special[cms]) return [special[cms]()];
    const field = fieldFromSchema(key, description, looks[key] ?? { label: key });
    return field ? [field] : [];
  });
}

/** A policy's version history: a list, oldest first, each entry checked as the build checks it. */
const historyField = (): CmsField => ({
  name: 'history',
  label: 'Version history',
  // "Add version", under the list.
  label_singular: 'version',
  widget: 'list',
  required: true,
  hint: 'Oldest first. When you raise the version, add an entry at the end with the same version and date.',
  summary: '{{fields.version}}: {{fields.date}}',
  collapsed: true,
  add_to_top: false,
  fields: [
    {
      name: 'version',
      label: 'Version',
      widget: 'string',
      required: true,
      pattern: [historyEntryRules.version.pattern.source, historyEntryRules.version.message],
    },
    {
      name: 'date',
      label: 'Date',
      ...dateWidget,
      required: true,
      pattern: ['^\\d{4}-\\d{2}-\\d{2}$', historyEntryRules.date.message],
    },
    {
      name: 'summary',
      label: 'Summary',
      widget: 'string',
      required: true,
      pattern: [
        `^[^\\n]{${historyEntryRules.summary.min},${historyEntryRules.summary.max}}$`,
        historyEntryRules.summary.message,
      ],
    },
  ],
});

/** Who approved and signed a signed document, from the build's approval schema. */
const approvalField = (): CmsField => {
  const keys = schemaKeys(approvalSchema);
  const messages = approvalSchema.describe().preferences?.messages as Record<string, string> | undefined;
  const labels: Record<string, FieldLook> = {
    approved_by: { label: 'Approved by', hint: 'Such as “the Board of directors”.' },
    signed_by: { label: 'Signed by', hint: 'The director’s role, where a director signs.' },
    date: { label: 'Approval date', hint: 'On or after the latest version’s date.' },
  };
  return {
    name: 'approval',
    label: 'Approval and signature',
    widget: 'object',
    required: false,
    collapsed: true,
    hint: 'Only for a document that is approved or signed (see EDITING.md).',
    fields: Object.entries(keys).flatMap(([key, description]) => {
      // The approval schema words its messages once for the object; each field takes its own.
      const field = fieldFromSchema(key, { ...description, preferences: { messages } }, labels[key]!);
      // Decap requires a required field inside an optional object even when it is empty: the save check checks presence.
      return field ? [{ ...field, required: false }] : [];
    }),
  };
};

/** The Markdown below the front matter, edited as it is written (see the note on `modes`). */
const bodyField = (hint: string): CmsField => ({
  name: 'body',
  label: 'Text',
  widget: 'markdown',
  // Raw Markdown only: the rich-text mode rewrites the file's tables, heading ids and MDX components on save.
  modes: ['raw'],
  hint,
});

/** Where a post's summary on the Insights list ends: Docusaurus's marker, on a line of its own. */
export const truncateMarker = '(^|\\n)<!-- truncate -->(\\n|$)';

/** The position field starting one after the last policy's: a new policy goes last unless the editor moves it. */
function lastByDefault(fields: CmsField[], policies: readonly { sidebar_position: number }[]): CmsField[] {
  const next = Math.max(0, ...policies.map((policy) => policy.sidebar_position)) + 1;
  return fields.map((field) =>
    field.name === 'sidebar_position'
      ? { ...field, default: next, hint: `${field.hint ?? ''} A new policy starts last (${next}).`.trim() }
      : field,
  );
}

/** `fields` with `added` after the field named `after`. */
function insertAfter(fields: CmsField[], after: string, added: CmsField[]): CmsField[] {
  const at = fields.findIndex((field) => field.name === after) + 1;
  if (at === 0) throw new Error(`[cms] no field "${after}" to put ${added.map((f) => f.name).join(', ')} after`);
  return [...fields.slice(0, at), ...added, ...fields.slice(at)];
}

/** The keys of a YAML list file (blog/tags.yml): the only values a post may use. */
function yamlKeys(siteDir: string, file: string): string[] {
  const { data } = matter(`---\n${readFileSync(path.join(siteDir, file), 'utf8')}\n---\n`, {});
  return Object.keys(data);
}

export type CmsConfig = Record<string, unknown> & { collections: Record<string, unknown>[] };

/** A list sorted as the site orders it (Decap's `sortable_fields` with a default), or by title. */
const byPosition = [{ field: 'sidebar_position', label: 'Position', default_sort: 'asc' }, 'title'];

export function cmsConfig({ siteDir, siteUrl, backend }: { siteDir: string; siteUrl: string; backend: CmsBackend }) {
  // Our format, not Decap's `frontmatter`: it writes front matter in the files' own style (browser/frontMatterFormat.ts).
  const common = { extension: 'md', format: siteFormat, create: true, editor: { preview: true } };
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      ...(backend.siteDomain ? { site_domain: backend.siteDomain } : {}),
      squash_merges: true,
      commit_messages: {
        create: 'Create {{collection}} “{{slug}}” (in the editor)',
        update: 'Update {{collection}} “{{slug}}” (in the editor)',
        delete: 'Delete {{collection}} “{{slug}}” (in the editor)',
        uploadMedia: 'Upload “{{path}}” (in the editor)',
        deleteMedia: 'Delete “{{path}}” (in the editor)',
      },
    },
    // Each change is a branch and a pull request; publishing is merging it.
    publish_mode: 'editorial_workflow',
    // On localhost only: `npm run cms` saves to the working copy through decap-server.
    local_backend: { url: `http://localhost:${backend.localPort}/api/v1` },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'static/img/uploads',
    public_folder: '/img/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        ...common,
        name: 'policies',
        // Shows and writes the print switches as the build reads them (browser/frontMatterFormat.ts).
        format: policyFormat,
        label: 'Policies',
        label_singular: 'Policy',
        description: 'Policies and statements under /policies/. The policy index lists them by itself.',
        folder: policyDir,
        // Named after its address, as every policy is ("/whistleblowingpolicy" → whistleblowingpolicy.md).
        slug: '{{fields.slug}}',
        summary: '{{title}} (version {{version}})',
        // In the order the site lists them, as the Policies menu and the tender pack do.
        sortable_fields: byPosition,
        fields: [
          ...lastByDefault(
            fieldsOf(frontMatterSchemas.policy, { history: historyField, approval: approvalField }),
            loadPolicies(siteDir).policies,
          ),
          bodyField('Use ## for sections and ### below them; the title comes from the field above.'),
        ],
      },
      {
        ...common,
        name: 'faq',
        label: 'FAQ pages',
        label_singular: 'FAQ page',
        description: 'Each page under /faq/. Every question is a ## heading, with its answer below it.',
        folder: faqDir,
        slug: '{{fields.slug}}',
        sortable_fields: byPosition,
        fields: [
          // An FAQ page's position orders the FAQ pages only: FAQs are not in the menus or the tender pack.
          ...fieldsOf(frontMatterSchemas.doc).map((field) =>
            field.name === 'sidebar_position'
              ? { ...field, hint: 'Order in the FAQ sidebar and on the FAQ index.' }
              : field,
          ),
          bodyField('Each question is a ## heading ending in “?”; its answer is the paragraphs below it.'),
        ],
      },
      {
        ...common,
        name: 'insights',
        label: 'Insights posts',
        label_singular: 'Insights post',
        folder: blogDir,
        // Named by the post's own date field (Decap's {{year}} reads only its own date picker, which we do not use).
        slug: '{{fields.date}}-{{fields.slug}}',
        sortable_fields: ['date', 'title'],
        // Authors and tags (checked by the blog plugin) after the date, where the posts have them.
        fields: insertAfter(fieldsOf(frontMatterSchemas.post), 'date', [
          {
            name: 'authors',
            label: 'Authors',
            widget: 'select',
            multiple: true,
            required: true,
            options: people.map((person) => person.key),
            hint: 'A person from src/data/team.json, the people on the About page.',
          },
          {
            name: 'tags',
            label: 'Tags',
            widget: 'select',
            multiple: true,
            required: true,
            options: yamlKeys(siteDir, `${blogDir}/tags.yml`),
            hint: 'From blog/tags.yml.',
          },
        ]).concat({
          ...bodyField('Put <!-- truncate --> after the first paragraph: the Insights list shows the text above it.'),
          // The blog plugin stops the build on a post without it (onUntruncatedBlogPosts: 'throw').
          pattern: [
            truncateMarker,
            'the text needs "<!-- truncate -->" on a line of its own after the first paragraph: the build stops on a post without it',
          ],
        }),
      },
      {
        ...common,
        name: 'services',
        label: 'Service pages',
        label_singular: 'Service page',
        description: 'The words of each page under /service/. The page’s cards and figures come from src/data.',
        folder: 'src/pages/service/_content',
        // A service page is named by the code that lists it, so editors change its words, not its set.
        create: false,
        delete: false,
        identifier_field: 'body',
        fields: [bodyField('Use ## for sections.')],
      },
    ],
  } satisfies CmsConfig;
}
