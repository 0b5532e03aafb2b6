// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Each record folder may import platform code, never another record folder. */
function recordIsolationZones(base) {
  const dir = `./${base}/records`;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ target: `${dir}/${d.name}`, from: dir, except: [`./${d.name}`] }));
}

/** The import direction: domain → platform → records → app. */
const importDirection = {
  zones: [
    { target: './packages/domain', from: './packages/server' },
    { target: './packages/domain', from: './packages/web' },
    { target: './packages/server', from: './packages/web' },
    { target: './packages/web', from: './packages/server' },
    { target: './packages/server/src/platform', from: './packages/server/src/records' },
    { target: './packages/web/src/platform', from: './packages/web/src/records' },
    { target: './packages/web/src/platform', from: './packages/web/src/app' },
    { target: './packages/web/src/components', from: './packages/web/src/records' },
    { target: './packages/web/src/components', from: './packages/web/src/app' },
    { target: './packages/web/src/records', from: './packages/web/src/app' },
    ...recordIsolationZones('packages/domain/src'),
    ...recordIsolationZones('packages/server/src'),
    ...recordIsolationZones('packages/web/src'),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'files/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'packages/server/drizzle/**',
      'scripts/**',
      'eslint.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', importDirection],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'pg', 'fastify*', 'react*'], message: 'O domínio é puro: sem I/O.' }] },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
