import tseslint from 'typescript-eslint'

/** CONVENTIONS 1: src/shared imports nothing from src/worker or src/client; src/client never
 * imports src/worker. The worker may import client page components to render them. */
const importDirection = (forbidden, why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: forbidden.map((group) => ({
        group: [`**/${group}/**`, `**/${group}`],
        message: why,
      })),
    },
  ],
})

/** Worker layers (CONVENTIONS 1, issue 17): HTTP (routes, middleware, http, render, jobs,
 * app.ts and index.ts) -> services -> storage, never upward. Globs rather than a folder list so
 * nested module folders (services/checkout/..., storage/payments/...) and new HTTP folders fall
 * under the same rule. */
const HTTP_LAYER = ['routes', 'middleware', 'http', 'render', 'jobs']
/** The HTTP layer asks services; a storage row type may still be named (type-only import). */
const noStorageValues = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/storage/**', '**/storage'],
          allowTypeImports: true,
          message: 'Routes, middleware, render and jobs go through a service, never storage.',
        },
      ],
    },
  ],
}

/** SQL only in src/worker/storage: any `.prepare(` outside it is D1 (nothing else in the worker
 * has one). `.exec(` is also RegExp#exec, so only a D1-looking receiver (db, DB, this.db,
 * env.DB) or a string or template argument (SQL text) counts. */
const noSql = [
  {
    selector: "CallExpression[callee.property.name='prepare']",
    message: 'SQL lives in src/worker/storage: call a repository.',
  },
  {
    selector: `CallExpression[callee.property.name='exec']:matches(${[
      '[callee.object.name=/^(db|d1)$/i]',
      '[callee.object.property.name=/^(db|d1)$/i]',
      '[arguments.0.type=/^(Literal|TemplateLiteral)$/]:not([callee.object.regex])',
    ].join(', ')})`,
    message: 'SQL lives in src/worker/storage: call a repository.',
  },
]

/** One clock: the worker reads the time through src/worker/clock.ts and tests through the
 * test clock (test/worker/clock.ts, test/e2e/support/clock.ts), so a run can be pinned to any instant
 * and no test depends on the day it runs. Elapsed time is measured with performance.now(). */
const oneClockSelectors = [
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'Read the time through the clock (src/worker/clock.ts or the test clock).',
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Read the time through the clock (src/worker/clock.ts or the test clock).',
  },
]
// One rule name holds both lists: a later config block replaces a rule's options, never adds.
const oneClock = { 'no-restricted-syntax': ['error', ...oneClockSelectors] }
const oneClockNoSql = { 'no-restricted-syntax': ['error', ...oneClockSelectors, ...noSql] }

const WORKER_TESTS = ['src/worker/**/*.test.ts', 'src/worker/**/*.test.tsx']

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.wrangler',
      'coverage',
      'migrations',
      'test-results',
      'playwright-report',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: importDirection(
      ['worker', 'client'],
      'src/shared is isomorphic: no worker or client imports',
    ),
  },
  {
    files: ['src/client/**', 'src/themes/**'],
    rules: importDirection(['worker'], 'client code never imports the worker'),
  },
  {
    // The browser runs islands on preact/compat (vite.config.ts); React 19's own additions are
    // not there. The server-only pages (src/client/pages) may use them.
    files: ['src/client/islands/**', 'src/client/components/**', 'src/client/hooks/**'],
    // deferred-rail.tsx streams a rail's deals on the server (Suspense + use); no island has it.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/client/components/rails/deferred-rail.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name='autoFocus']",
          message:
            'Preact only writes the attribute: use ref={focusOnMount} (hooks/focus-on-mount).',
        },
        {
          selector:
            "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name=/^(use|useActionState|useFormStatus|useOptimistic)$/]",
          message: 'Islands run on preact/compat, which has no React 19 use/actions hooks.',
        },
      ],
    },
  },
  {
    files: ['src/worker/**', 'test/**'],
    ignores: ['src/worker/clock.ts', 'test/e2e/support/clock.ts'],
    rules: oneClock,
  },
  {
    files: ['src/worker/**'],
    ignores: ['src/worker/storage/**', 'src/worker/clock.ts', ...WORKER_TESTS],
    rules: oneClockNoSql,
  },
  {
    files: ['src/worker/storage/**'],
    ignores: WORKER_TESTS,
    rules: importDirection(
      ['services', ...HTTP_LAYER],
      'storage is the bottom layer: it imports no services, routes, middleware, render or jobs',
    ),
  },
  {
    files: ['src/worker/services/**'],
    ignores: WORKER_TESTS,
    rules: importDirection(
      HTTP_LAYER,
      'services never import the HTTP layer (routes, middleware, http, render, jobs)',
    ),
  },
  {
    files: [
      ...HTTP_LAYER.map((name) => `src/worker/${name}/**`),
      'src/worker/app.ts',
      'src/worker/index.ts',
    ],
    rules: noStorageValues,
  },
)
