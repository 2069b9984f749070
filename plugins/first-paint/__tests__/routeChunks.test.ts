import { routeChunksFrom, routeTree } from '../routeChunks';

// As Docusaurus generates them: a docs layout route around its pages, an exact page, and the 404 route.
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/about/',
    component: ComponentCreator('/about/', 'ceb'),
    exact: true
  },
  {
    path: '/faq/',
    component: ComponentCreator('/faq/', '655'),
    routes: [
      {
        path: '/faq/',
        component: ComponentCreator('/faq/', 'd4a'),
        routes: [
          {
            path: '/faq/',
            component: ComponentCreator('/faq/', 'f80'),
            exact: true,
            sidebar: "faq"
          },
          {
            path: '/faq/cloud/',
            component: ComponentCreator('/faq/cloud/', '34d'),
            exact: true,
            sidebar: "faq"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesChunkNames = {
  '/about/-ceb': { __comp: 'aboutPage', config: 'siteConfig' },
  '/faq/-655': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
  '/faq/-d4a': { __comp: 'versionRoot', __props: 'inMain' },
  '/faq/-f80': { __comp: 'docItem', content: 'faqIndex' },
  '/faq/cloud/-34d': { __comp: 'docItem', content: 'faqCloud' },
};

// Chunk names to chunk ids, ids to files; the entry's own chunks ('1', '2') are loaded already.
const manifest = {
  entrypoints: ['main'],
  origins: {
    main: ['1', '2'],
    aboutPage: ['10', '1'],
    siteConfig: ['11'],
    docsRoot: ['20', '30'],
    docsPlugin: ['21'],
    versionRoot: ['22', '30'],
    docItem: ['23', '30', '2'],
    faqIndex: ['24'],
    faqCloud: ['25'],
  },
  assets: Object.fromEntries(
    ['1', '2', '10', '11', '20', '21', '22', '23', '24', '25', '30'].map((id) => [
      id,
      { js: [{ file: `assets/js/${id}.js` }] },
    ]),
  ),
};

describe("a page's route chunks, worked out as the browser matches its route", () => {
  const chunks = routeChunksFrom({ routesJs, routesChunkNames, manifest, baseUrl: '/base/' });

  it('reads the route tree from the generated routes.js, each component standing for its route key', () => {
    const tree = routeTree(routesJs);
    expect(tree.map((route) => route.component)).toEqual(['/about/-ceb', '/faq/-655', '*-undefined']);
    expect(tree[1]!.routes![0]!.routes!.map((route) => route.component)).toEqual(['/faq/-f80', '/faq/cloud/-34d']);
  });

  it("lists every layout route's chunks and the page's own, once each, without the entry's", () => {
    expect(chunks('/faq/cloud/')).toEqual(['20', '30', '21', '22', '23', '25'].map((id) => `/base/assets/js/${id}.js`));
    expect(chunks('/about/')).toEqual(['/base/assets/js/10.js', '/base/assets/js/11.js']);
  });

  it('matches an exact route exactly: the FAQ index is not loaded for an FAQ page, nor the other way round', () => {
    expect(chunks('/faq/cloud/')).not.toContain('/base/assets/js/24.js');
    expect(chunks('/faq/')).toContain('/base/assets/js/24.js');
    expect(chunks('/faq/')).not.toContain('/base/assets/js/25.js');
  });

  it('fails, naming the page, when only the catch-all (404) route matches it', () => {
    expect(() => chunks('/nowhere/')).toThrow('/nowhere/ matches no route');
  });

  it('fails, naming the page, when the manifest names none of its chunks', () => {
    const renamed = { ...manifest, origins: { main: ['1', '2'] } };
    const stale = routeChunksFrom({ routesJs, routesChunkNames, manifest: renamed, baseUrl: '/' });
    expect(() => stale('/about/')).toThrow("/about/: none of its route's chunks");
  });

  it('fails when the client manifest is not the shape this step reads', () => {
    const build = (m: unknown) => routeChunksFrom({ routesJs, routesChunkNames, manifest: m, baseUrl: '/' });
    expect(() => build({ ...manifest, entrypoints: undefined })).toThrow('client-manifest.json is not');
    expect(() => build({ ...manifest, assets: { 1: { scripts: ['1.js'] } } })).toThrow('client-manifest.json is not');
  });

  it('fails with the route when routesChunkNames.json does not know it', () => {
    const stale = routeChunksFrom({ routesJs, routesChunkNames: {}, manifest, baseUrl: '/' });
    expect(() => stale('/about/')).toThrow('/about/: route /about/-ceb is not in routesChunkNames.json');
  });

  it('fails when routes.js is not the array Docusaurus writes', () => {
    expect(() => routeTree('export default {};')).toThrow('routes.js did not evaluate to a route array');
  });
});
