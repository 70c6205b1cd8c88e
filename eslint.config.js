// ESLint (flat config): TypeScript, React hooks and accessibility rules, and the one-way
// dependencies of the monorepo, apps → flows → packages (STYLE.md), held by the linter.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const appsByName = ['@shop/api', '@shop/api/*', '@shop/web', '@shop/web/*'];
const appsByPath = ['**/apps/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.e2e-web/**', 'e2e/test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-empty-function': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The classic hook rules; the React Compiler's stricter ones (refs, set-state-in-effect) wait
    // until the app adopts the compiler.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A named region that scrolls (a wide table on a phone) must take the keyboard's focus to be
      // scrolled by it (axe: scrollable-region-focusable); the plugin's default allows tabpanel only.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    // The pages' boot and header scripts: classic scripts for the browser, minified into the build as they are.
    files: ['apps/web/boot.js', 'apps/web/shell/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  {
    // Packages are shared by flows and apps: they never import either.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...appsByName, ...appsByPath, '@shop/flows', '@shop/flows/*', '**/flows/**'],
              message: 'Dependencies point one way: apps → flows → packages.',
            },
          ],
        },
      ],
    },
  },
  {
    // Flows are pure data and functions: no app, no React, no HTTP server or client.
    files: ['flows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: [...appsByName, ...appsByPath], message: 'Dependencies point one way: apps → flows → packages.' }],
          paths: ['react', 'react-dom', '@xstate/react', 'fastify', 'ky'].map((name) => ({
            name,
            message: 'A flow definition has no React, Fastify or fetch client (STYLE.md).',
          })),
        },
      ],
    },
  },
  {
    // One module parses the environment (apps/api/src/config.ts, issue 11): the entry points hand
    // it process.env, everything else gets typed settings. Tests, test helpers and benchmarks may
    // set up their own.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}', 'flows/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/api/src/testing/**', 'apps/api/src/config.ts', 'apps/api/src/server.ts', 'apps/api/src/cli/staff.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from apps/api/src/config.ts (issue 11), not from process.env.' },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', '**/*.config.{js,ts}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
