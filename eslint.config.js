import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Sub-folders of a folder, so new features are covered by the dependency rules without editing this file. */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = foldersIn('apps/web/src/features');
const serverModules = foldersIn('apps/server/src/modules');

/**
 * One-way dependencies (docs/ARCHITECTURE.md):
 * - packages never import apps; the web app never imports the server and vice versa;
 * - web features never import each other, nor the app layer (only route files compose features);
 * - web shared code (components, lib, config, hooks) imports no feature and no app code;
 * - server modules reach another module only through its service, never its repository.
 */
/**
 * Domain packages depend one way (ADR 0035): contracts and kitchen import no other package of
 * ours; planner, grocery and stores import kitchen only (stores builds its products from kitchen's
 * foods). Their src only: a package's dev scripts may use others (kitchen's coverage script runs
 * the planner). Generated from the folder tree, so a new package is covered.
 */
const packageNames = foldersIn('packages');
const packageAllows = {
  contracts: [],
  kitchen: [],
  planner: ['kitchen'],
  grocery: ['kitchen'],
  stores: ['kitchen'],
};
const packageZones = packageNames.map((name) => ({
  target: `./packages/${name}/src`,
  from: packageNames
    .filter((other) => other !== name && !(packageAllows[name] ?? []).includes(other))
    .map((other) => `./packages/${other}`),
  message: (packageAllows[name] ?? []).length
    ? `@saverly/${name} may import only ${packageAllows[name].map((n) => `@saverly/${n}`).join(', ')} of our packages (ADR 0035).`
    : `@saverly/${name} imports no other package of ours (ADR 0035).`,
}));

const dependencyZones = [
  { target: './packages', from: './apps', message: 'Packages must not depend on apps.' },
  ...packageZones,
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server must not import web code.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Web features never import each other; compose them in app/ routes.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features must not import the app layer.',
  },
  ...['components', 'lib', 'config', 'hooks', 'styles'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared web code must not depend on features or the app layer.',
  })),
  ...serverModules.flatMap((owner) =>
    serverModules
      .filter((other) => other !== owner)
      .map((other) => ({
        target: `./apps/server/src/modules/${other}`,
        from: `./apps/server/src/modules/${owner}/*.repository.ts`,
        message: "Call another module's service, never its repository.",
      })),
  ),
];

// One owner for the cache's keys, so a mutation can invalidate what it changes (ADR 0035).
const QUERY_KEYS_RULE = {
  selector: "Property[key.name='queryKey'] > ArrayExpression",
  message: 'Query keys come from src/lib/query-keys.ts (ADR 0035).',
};
// Intl's first use loads ICU on the main thread, ~180 ms on a slow phone (ADR 0029, session 14).
const NO_ICU_MESSAGE = 'Format numbers, money and dates with src/lib/en-us.ts (ADR 0029).';
const NO_ICU_RULES = [
  { selector: "MemberExpression[object.name='Intl']", message: NO_ICU_MESSAGE },
  { selector: 'CallExpression[callee.property.name=/^toLocale/]', message: NO_ICU_MESSAGE },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dev-dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'coverage/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'apps/web/scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.json',
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: dependencyZones }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async functions by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config only.' },
      ],
      'no-restricted-syntax': ['error', QUERY_KEYS_RULE, ...NO_ICU_RULES],
    },
  },
  {
    // The tests hold en-US formatting to Intl's own answers.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', QUERY_KEYS_RULE] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'config.ts is the only reader of process.env.' },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.config.{js,ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
