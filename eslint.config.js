import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layers } from './tests/tools/eslint-layers.js';
import { cycles } from './tests/tools/eslint-no-cycle.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', '.tmp', '.data', 'styled-system', 'node_modules', 'src/routeTree.gen.ts', 'src/api/schema.gen.ts', 'public', '.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, layers, cycles },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'layers/one-way': 'error',
      'cycles/no-cycle': 'error',
    },
  },
  {
    files: ['tests/**', 'server/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly' } },
  },
);
