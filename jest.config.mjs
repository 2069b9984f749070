/** Unit tests, compiled by SWC; Docusaurus's client aliases map to small doubles, so components render without a build. */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

export default {
  testEnvironment: 'node',
  // One worker a core: Jest's default leaves one core idle, which on a 2-core runner is half the machine.
  maxWorkers: '100%',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/tests/unit', '<rootDir>/config'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // ESM-only packages are compiled too: EmailJS, the Markdown parser the FAQ reader shares with the build, the
  // JavaScript parser the Markdown plugins' imports and exports are read with,
  // and the HTML parser and selector engine inside Beasties (the critical CSS step), and Capsize's font reader.
  transformIgnorePatterns: [
    '/node_modules/(?!(@emailjs|@capsizecss/unpack|fontkitten|mdast-util-[^/]+|esast-util-[^/]+|estree-util-[^/]+|vfile-message|micromark[^/]*|unist-util-[^/]+|decode-named-character-reference|character-entities|devlop|beasties|boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|entities|htmlparser2|nth-check)/)',
  ],
  moduleNameMapper: {
    // Before @site/: a Markdown partial is the MDX loader's, not a module to run.
    '\\.md$': '<rootDir>/tests/unit/doubles/markdown.tsx',
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.module\\.css$': '<rootDir>/tests/unit/doubles/cssModule.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/doubles/useDocusaurusContext.ts',
    '^@docusaurus/theme-common$': '<rootDir>/tests/unit/doubles/themeCommon.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/doubles/Link.tsx',
    '^@theme/Heading$': '<rootDir>/tests/unit/doubles/Heading.tsx',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/unit/doubles/useIsBrowser.ts',
  },
};
