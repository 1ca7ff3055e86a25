// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

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
    // Tests read loosely typed JSON replies.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Features of the member app do not import each other: shared pieces live in lib/ and stores/ (STYLE.md).
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
