// ESLint for the TypeScript and React code. @docusaurus/eslint-plugin flags
// raw <a> links (use @docusaurus/Link) and other Docusaurus pitfalls.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['build/', 'build-base/', '.docusaurus/', 'node_modules/', 'reports/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@docusaurus': docusaurus, 'react-hooks': reactHooks },
    rules: {
      ...docusaurus.configs.recommended.rules,
      // tel: and mailto: links are fully resolved and rightly plain <a>.
      '@docusaurus/no-html-links': ['warn', { ignoreFullyResolved: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Every package the site imports is declared (a hoisted package fails); Docusaurus's aliases are not packages.
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: false, includeTypes: false }] },
  },
  {
    // Type-only packages, tests, scripts and tool configs may use devDependencies.
    files: [
      '**/__tests__/**',
      'tests/**',
      'scripts/**',
      '.ci/**',
      '*.config.{ts,mjs,js}',
      'playwright.config.ts',
      'jest.config.*',
    ],
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true }] },
  },
  {
    // Imports run one way, tests → scripts → plugins → src, never in a loop; shared build helpers live in plugins/shared.
    files: ['**/*.{ts,tsx,mjs,js}'],
    // A unit test beside its code may reach anywhere: it is a test.
    ignores: ['**/__tests__/**'],
    plugins: { 'import-x': importX },
    // Resolves our own files, which have no extension in their imports; `@site/` is Docusaurus's alias for the root.
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          alias: { '@site': [import.meta.dirname] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './plugins',
              from: ['./scripts', './tests'],
              message: 'Build code never imports tools or tests.',
            },
            { target: './scripts', from: './tests', message: 'Tools never import tests: share through scripts/lib.' },
            {
              target: './src',
              from: ['./plugins', './scripts', './tests'],
              message:
                'The site never imports the build, tools or tests: contracts both need live in src/data, which plugins import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'tests/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@docusaurus/no-html-links': 'off' },
  },
);
