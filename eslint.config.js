// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** What the domain package may import: its own files, zod and dayjs (and vitest in its tests). */
const DOMAIN_IMPORTS = [
  {
    regex: '^(?!\\./|zod$|dayjs($|/)|vitest$)',
    message: 'The domain package imports only its own files, zod and dayjs (docs/architecture.md#layers-and-folders).',
  },
];
const DOMAIN_ZOD = { name: 'zod', message: "Take z from './zod.js', which configures it for browsers (packages/domain/src/zod.ts)." };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.astro/**',
      'cms/.strapi/**',
      'cms/types/**',
      'cms/src/admin/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere. The resolver reads tsconfig.json's paths (@member/*, @site/*, @locales/*) and the
    // domain package's "source" condition, so a cycle through `@portal/domain` or an alias is followed like a
    // relative one. `import type` creates no runtime cycle and is not counted.
    files: ['**/*.{js,mjs,ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          conditionNames: ['source', 'types', 'import', 'node', 'browser', 'default'],
        }),
      ],
      'import-x/extensions': ['.js', '.mjs', '.ts', '.tsx', '.astro'],
      // Each imported file is read with its own parser (not the importing file's: an .astro file's parser cannot
      // read a .ts file).
      'import-x/parsers': {
        '@typescript-eslint/parser': ['.js', '.mjs', '.ts', '.tsx'],
        'astro-eslint-parser': ['.astro'],
      },
    },
    // External packages are not followed (a cycle inside a library is not ours to fix, and reading their typings is
    // most of the cost); the workspace packages resolve to their source in packages/, so they are followed.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The React islands and their hooks (use-*.ts) follow the rules of hooks; every dependency list is complete.
    files: ['**/*.tsx', 'member-app/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoad (member-app/src/lib/use-load.ts) takes a dependency list like useEffect: its callers are checked too.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
    },
  },
  // Accessibility rules for JSX, and the same rules for .astro files through eslint-plugin-astro. The plugin object
  // itself (not the flat config's copy), so that eslint-plugin-astro's a11y config, which registers the same plugin,
  // does not clash with it.
  { files: ['**/*.tsx'], plugins: { 'jsx-a11y': jsxA11y }, rules: jsxA11y.flatConfigs.recommended.rules },
  ...astro.configs['flat/jsx-a11y-recommended'],
  {
    // `role="list"` on a list is on purpose: Safari drops the list semantics of a list styled `list-style: none`,
    // and site/styles/reset.css styles lists by that attribute.
    files: ['**/*.{tsx,astro}'],
    rules: {
      'jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
      'astro/jsx-a11y/no-redundant-roles': ['error', { nav: ['navigation'], ul: ['list'], ol: ['list'] }],
    },
  },
  {
    // Tests read loosely typed JSON replies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The domain package is the bottom layer (docs/architecture.md#layers-and-folders): the contract, rules and
    // formats every other part shares. It imports only its own files and its few libraries, never the CMS, the site,
    // the member app or a framework, so any of them can use it (browser bundles included).
    files: ['packages/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_IMPORTS, paths: [DOMAIN_ZOD] }] },
  },
  {
    // ./zod.ts configures zod once for the whole package; the other files take `z` from it.
    files: ['packages/domain/src/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_IMPORTS }] },
  },
  {
    // The CMS app and the staff plugin depend in one direction (docs/architecture.md#layers-and-folders): the plugin
    // builds on the app's services and utilities, the app never imports the plugin (it names the plugin's middleware
    // in config/middlewares.ts, and the tools both share are in the domain package).
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts'],
    ignores: ['cms/src/plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/plugins/staff/**', '**/plugins/staff'], message: 'The CMS app does not import the staff plugin.' }] },
      ],
    },
  },
  {
    // The staff workspace has one data client (docs/staff-workspace.md#calls): its pages call through useStaffApi().
    files: ['cms/src/plugins/staff/admin/src/**/*.{ts,tsx}'],
    ignores: ['cms/src/plugins/staff/admin/src/staff-api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@strapi/strapi/admin',
              importNames: ['useFetchClient', 'getFetchClient'],
              message: 'Call the /staff routes through useStaffApi() (admin/src/staff-api.ts, docs/staff-workspace.md#calls).',
            },
          ],
        },
      ],
    },
  },
  {
    // The site reaches the member app through its public entry points (member-app/src/public/, one per concern) and
    // the islands it mounts (features/), never the shared internals, and always by the @member alias
    // (docs/architecture.md#layers-and-folders).
    files: ['site/**/*.{js,mjs,ts,tsx,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@member/(?!public/|features/)|member-app/src/',
              message: "Import the member app's public entry points (@member/public/*) or its islands (@member/features/*).",
            },
          ],
        },
      ],
    },
  },
  {
    // Features of the member app do not import each other: shared pieces live in lib/ and stores/ (CONTRIBUTING.md#habits).
    files: ['member-app/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@member/features/*', '**/features/*/**'],
              message: 'Features do not import each other; move shared code to lib/ or stores/.',
            },
            // A feature's files sit one or two folders deep (features/<f>/<dir>/file): going up out of the feature
            // may only reach the shared folders (lib, stores, components), never another feature.
            {
              regex: '^(\\.\\./){2,}(?!\\.\\./|(lib|stores|components)/)',
              message: 'Features do not import each other.',
            },
          ],
        },
      ],
    },
  },
);
