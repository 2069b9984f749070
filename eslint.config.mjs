// ESLint for the TypeScript and React code. @docusaurus/eslint-plugin flags
// raw <a> links (use @docusaurus/Link) and other Docusaurus pitfalls.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
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
    files: ['**/__tests__/**', 'tests/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@docusaurus/no-html-links': 'off' },
  },
);
