import { firstPaintAssetsId, firstPaintLoader } from '../loader';
import { ssrTemplate } from '../template';

// Core's default template, from the installed @docusaurus/core.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module of core, not a documented export
const coreTemplate = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as { default: string }).default;

/** Core's `<script defer>` loop, which ours leaves out. */
const deferredScripts = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>\n.*\n\s*<% \}\); %>/;
/** Ours adds the list and its loader after the post-body tags. */
const postBodyTags = '<%~ it.postBodyTags %>';

describe('our page template', () => {
  it("is core's default less its deferred scripts, plus the first-paint list and loader", () => {
    expect(coreTemplate).toMatch(deferredScripts);
    expect(coreTemplate).toContain(postBodyTags);
    const indent = /\n(\s*)<%~ it\.postBodyTags %>/.exec(coreTemplate)![1];
    const ours = coreTemplate
      .replace(deferredScripts, '')
      .replace(
        postBodyTags,
        `${postBodyTags}\n${indent}<script type="application/json" id="${firstPaintAssetsId}">` +
          '<%~ JSON.stringify([...it.stylesheets, ...it.scripts].map((file) => it.baseUrl + file)) %></script>' +
          `\n${indent}<script>${firstPaintLoader}</script>`,
      );
    expect(ssrTemplate.trim()).toBe(ours.trim());
  });

  it('writes no script tag with a source: the loader adds every script', () => {
    expect(ssrTemplate).not.toMatch(/<script[^>]*\ssrc=/);
  });
});
