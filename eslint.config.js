import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/**
 * The architecture's import rules (STYLE.md), enforced:
 *   contracts <- engines <- server;  contracts + ui <- web features <- web app.
 * The web app never imports server code, the ORM or a database driver; contracts import only zod;
 * a web feature does not reach into another feature's folder.
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'test-results/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'contracts', pattern: 'packages/contracts/**' },
        { type: 'ui', pattern: 'packages/ui/**' },
        { type: 'engine', pattern: 'packages/*', capture: ['name'] },
        { type: 'server', pattern: 'apps/server/**' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web', pattern: 'apps/web/**' },
      ],
      'import/resolver': { typescript: { project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contracts', allow: ['contracts'] },
            { from: 'ui', allow: ['ui'] },
            { from: 'engine', allow: ['contracts', ['engine', { name: '${from.name}' }]] },
            // The search engines run over the generated inventory.
            { from: [['engine', { name: 'search' }]], allow: [['engine', { name: 'inventory' }]] },
            { from: 'server', allow: ['contracts', 'engine', 'server'] },
            { from: 'web-feature', allow: ['contracts', 'ui', 'web', ['web-feature', { feature: '${from.feature}' }]] },
            // features/search is the shared search UI (place autocomplete, URL state, result states,
            // pagination, filters frame) every search feature builds on (issue 4).
            { from: 'web-feature', allow: [['web-feature', { feature: 'search' }]] },
            { from: 'web', allow: ['contracts', 'ui', 'web', 'web-feature'] },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['packages/contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/).*', message: 'contracts import only zod.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', '@fastify/*'], message: 'The web app never imports the ORM, a database driver or server code.' },
            { regex: 'apps/server', message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
);
