import { firstPaintAssetsId, firstPaintLoader } from './loader';

/**
 * DOCUSAURUS-INTERNAL: ssr-template. A copy of core's `ssgTemplate.html.js` less its `<script defer>` tags, plus the
 * first-paint list and loader; `__tests__/template.test.ts` fails when core's template changes.
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
