import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parsePostFile } from '../frontMatter';
import { postRegions, postTypes } from '../../../src/data/content';
import { blogDir, loadContentIndex } from '../index';
import { people } from '../../../src/data/people';

const siteDir = path.join(__dirname, '../../..');
const blog = path.join(siteDir, blogDir);
const posts = readdirSync(blog)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, source: readFileSync(path.join(blog, name), 'utf8') }));
/** A YAML file's top-level keys (gray-matter reads YAML between --- lines). */
const yamlKeys = (file: string) =>
  Object.keys(matter(`---\n${readFileSync(path.join(blog, file), 'utf8')}\n---\n`, {}).data);
const authors = people.map((person) => person.key);
const tags = yamlKeys('tags.yml');

describe('Insights posts as editors left them', () => {
  it('has at least six posts, three of them case studies, from both regions', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const data = posts.map((post) => matter(post.source).data);
    expect(data.filter((d) => d.type === 'case study').length).toBeGreaterThanOrEqual(3);
    expect(data.filter((d) => d.type === 'article').length).toBeGreaterThanOrEqual(3);
    for (const region of postRegions)
      expect(data.some((d) => d.type === 'case study' && d.region === region)).toBe(true);
  });

  it.each(posts.map((post) => [post.name, post]))('%s has valid front matter, known authors and tags', (_, post) => {
    const { problems } = parsePostFile(`blog/${post.name}`, post.source);
    expect(problems).toEqual([]);
    const { data, content } = matter(post.source);
    expect(postRegions).toContain(data.region);
    expect(postTypes).toContain(data.type);
    for (const author of [data.authors].flat()) expect(authors).toContain(author);
    expect(data.tags.length).toBeGreaterThan(0);
    for (const tag of data.tags) expect(tags).toContain(tag);
    expect(data.image).toMatch(/^\/img\/.+\.(png|jpg)$/);
    expect(content).toContain('<!-- truncate -->');
    const words = content.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(900);
  });

  it('publishes the posts newest first, with a permalink under /insights', async () => {
    const { index } = await loadContentIndex(siteDir);
    const dates = index.posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of index.posts) expect(post.permalink).toMatch(/^\/insights\/[a-z0-9-]+$/);
  });
});

describe('parsePostFile', () => {
  const good = [
    '---',
    'title: A sample case study title',
    'description: A description that is long enough to pass the check on its length, which is fifty.',
    'slug: a-sample',
    'date: 2026-01-02',
    'region: UK',
    'type: case study',
    'sector: Further education',
    'value_band: £25,000 to £100,000',
    'duration: Ten weeks',
    'outcome: Cyber Essentials Plus passed first time',
    'reference: false',
    '---',
    '',
    'Text.',
  ].join('\n');

  it('accepts a complete post', () => {
    expect(parsePostFile('blog/a.md', good).problems).toEqual([]);
  });

  it('names the file, the line and the allowed values for a wrong region or type', () => {
    const bad = good.replace('region: UK', 'region: Scotland').replace('type: case study', 'type: news');
    const problems = parsePostFile('blog/a.md', bad).problems;
    // The case study's facts are refused too, since "news" is not a case study: the two lines first.
    expect(problems.slice(0, 2)).toEqual([
      expect.objectContaining({ file: 'blog/a.md', line: 6, message: expect.stringContaining('"UK", "UAE"') }),
      expect.objectContaining({ line: 7, message: expect.stringContaining('"case study", "article"') }),
    ]);
  });

  it('rejects a short description and a missing date', () => {
    const bad = good.replace(/description: .*/, 'description: Too short.').replace('date: 2026-01-02\n', '');
    const messages = parsePostFile('blog/a.md', bad).problems.map((p) => p.message);
    expect(messages.some((m) => m.includes('"description" must be 50 to 200'))).toBe(true);
    expect(messages.some((m) => m.includes('"date"'))).toBe(true);
  });
});
