// One lint setup for the whole repository. Besides the usual checks it enforces the import
// boundaries: shared/ stays free of Node, the DOM, the client and the server; only the socket
// wrapper touches socket.io-client and only the chart folder touches lightweight-charts; no import
// cycles, and the server's domains meet only through each other's index.ts (tests/lint/importLayers.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import importLayers from './tests/lint/importLayers.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

const socketClientRule = {
  name: 'socket.io-client',
  message: "Only client/src/lib/socket.ts (and the ops console's desk line) talk to socket.io-client.",
};
const chartRule = {
  name: 'lightweight-charts',
  message: 'Only client/src/lib/chart/ talks to lightweight-charts.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['server/**/*.ts', 'shared/**/*.ts', 'client/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { tempo: importLayers },
    rules: { 'tempo/no-import-cycle': 'error' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
    plugins: { tempo: importLayers },
    rules: { 'tempo/domain-boundaries': 'error' },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { tempo: importLayers },
    rules: { 'tempo/layer-rank': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...nodeBuiltins.map((name) => ({ name, message: 'shared/ runs in the browser too.' }))],
          patterns: [
            {
              group: ['@tempo/server', '@tempo/client', '**/server/**', '**/client/**'],
              message: 'shared/ depends on nothing of ours.',
            },
            {
              group: [
                'react',
                'react-dom',
                'express',
                'pg',
                'ioredis',
                'bullmq',
                'socket.io*',
                'lightweight-charts',
              ],
              message: 'shared/ holds contracts and pure rules only.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'Buffer',
        'localStorage',
        'navigator',
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.{ts,js}', '*.config.ts', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tempo/client', '**/client/**'], message: 'The server never imports client code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [socketClientRule, chartRule],
          patterns: [
            { group: ['@tempo/server', '**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    // The traders' socket, and the ops console's line to the `/ops` namespace.
    files: ['client/src/lib/socket.ts', 'client/src/ops/desk/deskSocket.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [chartRule],
          patterns: [
            { group: ['@tempo/server', '**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/lib/chart/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [socketClientRule],
          patterns: [
            { group: ['@tempo/server', '**/server/**'], message: 'The client never imports server code.' },
          ],
        },
      ],
    },
  },
);
