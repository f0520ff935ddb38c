import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', 'test-results/**', 'playwright-report/**', '.bench/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.mjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['host/src/**', 'remote-*/src/**', 'shared/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Sections meet only in @spotter/shared and through the API, never by importing each other.
    files: ['remote-*/src/**', 'host/src/**', 'shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@spotter/remote-*', '**/remote-members/**', '**/remote-staff/**', '**/remote-plans/**', '**/remote-billing/**'],
              message: 'Remotes never import each other.',
            },
            { group: ['**/host/**'], message: 'Only the host imports host code.' },
          ],
        },
      ],
    },
  },
);
