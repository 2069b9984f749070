import { firstPaintAssetsId, firstPaintLoader } from './loader';

/**
 * DOCUSAURUS-INTERNAL: ssr-template. `ssrTemplate` is a documented option, but
 * what it holds is a copy of core's own (`@docusaurus/core/lib/ssg/ssgTemplate.html.js`),
 * less its `<script defer>` tags and with the first-paint list and loader
 * before `</body>`. `__tests__/template.test.ts` fails when core's template is
 * no longer ours less those changes: carry core's change over.
 *
 * The stylesheet keeps its `<link>`: the critical-CSS step puts the page's
 * critical CSS in its place and leaves the link for browsers without scripts.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script type="application/json" id="${firstPaintAssetsId}"><%~ JSON.stringify([...it.stylesheets, ...it.scripts].map((file) => it.baseUrl + file)) %></script>
    <script>${firstPaintLoader}</script>
  </body>
</html>
`;
