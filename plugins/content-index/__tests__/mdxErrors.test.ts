import { mdxProblem } from '../mdxErrors';

/** The bundler's message as @docusaurus/mdx-loader words it, around the compiler's own reason. */
const loaderMessage = (file: string, reason: string, line: number) =>
  `  × Module build failed (from ./node_modules/@docusaurus/mdx-loader/lib/index.js):\n  ╰─▶   × Error: MDX compilation failed for file "\u001b[36m${file}\u001b[39m"\n        │ Cause: ${reason}\n        │ Details:\n        │ {\n        │   "column": 1,\n        │   "line": ${line},\n        │ }`;

describe('mdxProblem', () => {
  const siteDir = '/site';
  const file = '/site/docs/policies/whistleblowingpolicy.md';

  it('names the open component at its line, from the site folder', () => {
    const problem = mdxProblem(
      loaderMessage(file, 'Expected a closing tag for `<Company>` (19:17-19:43) before the end of `paragraph`', 18),
      siteDir,
    );
    expect(problem).toEqual({
      file: 'docs/policies/whistleblowingpolicy.md',
      line: 19,
      message: expect.stringContaining('<Company> is never closed'),
    });
  });

  it.each([
    ['Unexpected character `5` (U+0035) before name, expected a character that can start a name', '"<"'],
    ['Unexpected end of file in expression, expected a corresponding closing brace for `{`', '"{"'],
    ['Unexpected closing tag `</i>`, expected corresponding closing tag for `<b>` (7:5-7:8)', 'close it with </b>'],
    ['Unexpected closing slash `/` in tag, expected an open tag first', 'no opening tag'],
  ])('says in plain words what %s means', (reason, words) => {
    const problem = mdxProblem(loaderMessage(file, reason, 7), siteDir);
    expect(problem?.line).toBe(7);
    expect(problem?.message).toContain(words);
    expect(problem?.message).not.toMatch(/U\+|\d+:\d+/);
  });

  it('keeps an unknown reason, less its positions', () => {
    const problem = mdxProblem(loaderMessage(file, 'Something new (3:1-3:4) happened', 3), siteDir);
    expect(problem?.message).toBe('the Markdown cannot be read here (Something new happened)');
  });

  it('leaves other bundler errors alone', () => {
    expect(mdxProblem("Module not found: Can't resolve './x'", siteDir)).toBeUndefined();
  });
});
