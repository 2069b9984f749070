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
    // Every package the site imports is declared: what the browser or the build loads in
    // dependencies, tools and tests in devDependencies. A package that works only because npm
    // hoisted it for another fails here. Docusaurus's client aliases (@docusaurus/Link, @theme/…)
    // are not packages and do not resolve, so the rule leaves them alone.
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
    files: ['**/__tests__/**', 'tests/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@docusaurus/no-html-links': 'off' },
  },
);
