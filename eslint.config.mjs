// Lint rules, chiefly the import boundaries of docs/architecture.md: a remote imports only
// @studydesk/shared and its own files; the server only the shared contracts and pure
// utilities; inside the shared library, another sub-path only by its package name
// (so it stays one federation singleton at run time).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { createRequire } from 'node:module';
import houseRules from './lint/index.cjs';
import { fileSizes } from './lint/file-sizes.mjs';

// Every remote's folder, from the remote registry.
const REMOTES = Object.values(createRequire(import.meta.url)('@studydesk/shared/remotes/registry.json')).map((remote) => remote.dir);
const FRONT_ENDS = ['shell', ...REMOTES];

const otherFrontEnds = (self) =>
  FRONT_ENDS.filter((name) => name !== self).flatMap((name) => [
    { group: [`@studydesk/${name}`, `@studydesk/${name}/*`], message: 'Front ends never import each other: use the session bus, URLs or parcels.' },
    { group: [`**/${name}/**`, `**/${name}`], message: 'Front ends never import each other: use the session bus, URLs or parcels.' },
  ]);

const NOT_FOR_FRONT_ENDS = [
  { group: ['@studydesk/server', '@studydesk/server/*', '**/server/src/**'], message: 'The server is not a library for the browser.' },
];

// The browser calls endpoints through their schema-free addresses (docs/conventions.md#endpoints).
const PLAIN_ENDPOINTS = [
  {
    name: '@studydesk/shared/contracts',
    importNames: ['endpoints'],
    message: 'Take endpoints from @studydesk/shared/contracts/plain: the schemas would load with the screen.',
  },
];

// Server-safe parts of the shared library: contracts and pure utilities (routes: the page
// paths a mail links to).
const SERVER_ALLOWED_SHARED = ['contracts', 'remotes', 'enums', 'csv', 'csv-text', 'text', 'dates', 'lists', 'routes'];

const baseConfig = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '.bench/**', '**/test-results/**', '**/playwright-report/**', '**/.prerender/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...FRONT_ENDS.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { paths: PLAIN_ENDPOINTS, patterns: [...otherFrontEnds(name), ...NOT_FOR_FRONT_ENDS] }],
    },
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: PLAIN_ENDPOINTS,
          patterns: [
            ...NOT_FOR_FRONT_ENDS,
            { group: ['@studydesk/mf-*', '@studydesk/shell', '**/mf-*/**', '**/shell/**'], message: 'The shared library depends on no front end.' },
          ],
        },
      ],
    },
  },
  {
    // One level deep: a file of one sub-path reaching into another by a relative path.
    files: ['shared/src/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: PLAIN_ENDPOINTS, patterns: [{ group: ['../*', '!../*.css'], message: 'Import another shared sub-path by its package name, e.g. @studydesk/shared/i18n.' }] },
      ],
    },
  },
  {
    // the contracts' tests hold the schema-free addresses to the declarations
    files: ['shared/src/contracts/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '!../*.css'], message: 'Import another shared sub-path by its package name, e.g. @studydesk/shared/i18n.' }] },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@studydesk/shared/*', ...SERVER_ALLOWED_SHARED.map((name) => `!@studydesk/shared/${name}`)],
              message: `The server imports only the shared contracts and pure utilities (${SERVER_ALLOWED_SHARED.join(', ')}).`,
            },
            { group: ['@studydesk/mf-*', '@studydesk/shell', '**/mf-*/**', '**/shell/**'], message: 'The server imports no front end.' },
          ],
        },
      ],
    },
  },
  {
    // Migrations see the database as it was when they were written, not today's schema.
    files: ['server/src/db/migrations/**/*.ts', 'server/src/db/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,cjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
);

// ---------------------------------------------------------------------------------------
// Feature layout and React hooks (docs/conventions.md#writing-code): kept apart from the
// boundaries above so the list of remotes at the top can change on its own.
// ---------------------------------------------------------------------------------------
// A remote's feature (src/features/<name>/) is used by other features, the app and the
// parcels only through its index.ts (and a prefetch.ts, what the remote's `./prefetch`
// runs before its screens load); its api/, components/ and model/ stay private.
const FEATURE_FILES = ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'];

const featureLayout = [
  {
    files: FEATURE_FILES,
    plugins: { boundaries },
    settings: {
      // first match wins: a file in a feature is that feature; any other file of a front
      // end (app.tsx, routes, parcels, src/components) is its "app" and also only sees indexes
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['remote', 'feature'] },
        { type: 'app', pattern: '*/src', capture: ['remote'] },
      ],
      'boundaries/include': FEATURE_FILES,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              disallow: { to: { element: { type: 'feature' } } },
              message: 'Import another feature only through its index.ts (its public surface), not its files.',
            },
            { allow: { to: { element: { type: 'feature', fileInternalPath: '{index,prefetch}.{ts,tsx}' } } } },
            { allow: { dependency: { relationship: { to: 'internal' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', ...FEATURE_FILES],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
];

// ---------------------------------------------------------------------------------------
// Every user-visible string through t() (docs/product-rules.md#r-lang-1: the dictionary): text in JSX and the
// attributes a person reads or hears fail the lint. Symbols and numbers are allowed by
// the plugin's default word list. Text kept in data (nav items, column definitions,
// option lists, validation texts) is out of this rule's sight: mark it msg('…') where it
// is written and show it with t(…), so `npm run i18n:keys` collects it.
// ---------------------------------------------------------------------------------------
const USER_FACING_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'description', 'hint', 'heading', 'message', 'emptyMessage', 'emptyTitle', 'confirmLabel', 'cancelLabel', 'submitLabel'];

const dictionaryRules = [
  {
    files: ['shared/src/**/*.tsx', ...FEATURE_FILES],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-only', 'jsx-attributes': { include: USER_FACING_ATTRIBUTES } }],
    },
  },
];

// ---------------------------------------------------------------------------------------
// The house's own rules (lint/rules/): each fails on a second way of doing what
// docs/conventions.md says is done one way, and its message names that section.
// ---------------------------------------------------------------------------------------
export default [...baseConfig, ...featureLayout, ...dictionaryRules, ...fileSizes, ...houseRules.configs];
