// ESLint for the whole project: TypeScript, React's hooks, accessibility of JSX and Astro
// templates. Formatting is Prettier's (eslint-config-prettier turns off the rules it owns).
import js from '@eslint/js';
import eslintConfigPrettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.astro/',
      '.netlify/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'coverage/',
      '.stryker-tmp/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  // eslint-plugin-astro's a11y config registers the jsx-a11y plugin for every file;
  // the .tsx islands get its rules here.
  {
    files: ['**/*.tsx'],
    languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // Only the islands are React: elsewhere a `use…` name (usePublisher, Playwright's `use`) is no hook.
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a value left out on purpose (a destructured field, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // role="list" on a styled <ul> restores the list semantics Safari drops with `list-style: none`;
      // the admin tables' explicit roles survive the phone layout, which changes the cells' display.
      'jsx-a11y/no-redundant-roles': [
        'error',
        { ul: ['list'], ol: ['list'], thead: ['rowgroup'], tbody: ['rowgroup'] },
      ],
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A scrolling region is focusable so that keyboard users can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  // Kysely's convention: migrations are frozen and must not depend on today's table types.
  {
    files: ['db/migrations/**', 'src/server/db/migrateToLatest.ts', 'src/server/db/pgliteDialect.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Tests read JSON answers loosely on purpose: each assertion states the shape it expects.
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  eslintConfigPrettier,
  // After Prettier's config, which turns max-len off: Prettier wraps code at 120 characters but leaves
  // comments, strings, template literals and patterns as they are; this holds them to the same width. A
  // long text is built from concatenated parts; only a line holding an address may run longer, since an
  // address cannot be split. ESLint reads no stylesheet: tests/unit/lineLength.test.ts holds every source
  // file to the same width, .css included.
  {
    rules: {
      'max-len': ['error', { code: 120, ignoreUrls: true }],
    },
  },
);
