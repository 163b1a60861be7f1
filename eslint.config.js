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

/** Worker layers (CONVENTIONS 1): HTTP (routes, middleware, http, render, jobs,
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
/** workerd's own fetch refuses to be called as another object's method ('Illegal
 * invocation'): an adapter holding an injected fetch calls it detached (`const f =
 * this.fetcher; f(url)`). A binding's fetch (`env.ASSETS.fetch`) is a method and is fine. */
const detachedFetch = [
  {
    selector:
      "CallExpression[callee.object.type='ThisExpression'][callee.property.name=/^fetch(er)?$/]",
    message:
      "Call an injected fetch detached (const fetcher = this.fetcher): workerd's fetch throws 'Illegal invocation' as a method.",
  },
]

// One rule name holds every list: a later config block replaces a rule's options, never adds.
const oneClock = { 'no-restricted-syntax': ['error', ...oneClockSelectors] }
const oneClockNoSql = {
  'no-restricted-syntax': ['error', ...oneClockSelectors, ...noSql, ...detachedFetch],
}

const WORKER_TESTS = ['src/worker/**/*.test.ts', 'src/worker/**/*.test.tsx']

/** No test holds a fixed calendar date for "now": every date a test reads as the present is
 * taken from the pinned test clock, so `TEST_NOW` can move the whole run to any instant. A
 * fixed date is a value of `new Date(...)`, `Date.parse(...)` or `Date.UTC(...)` with literal
 * arguments, or a string literal starting with a calendar date (YYYY-MM-DD; '2026-13-01' is a
 * malformed one, not a date). "Now" is said by a name (now, today,
 * NOW, TODAY, fooNow, FOO_TODAY, nowMs...) or by a call that sets a clock. A date a test is
 * about (a DST change, a leap day) keeps its literal under a name for what it is. */
const DATE_STRING = String.raw`/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/`
const NOW_NAME = String.raw`/(^(now|today|NOW|TODAY)|Now|Today|_NOW|_TODAY)([A-Z_]|$)/`
const fixedDateCall = [
  "NewExpression[callee.name='Date'][arguments.0.type='Literal']",
  "NewExpression[callee.name='Date'][arguments.0.callee.property.name='UTC']",
  "CallExpression[callee.object.name='Date'][callee.property.name=/^(parse|UTC)$/][arguments.0.type='Literal']",
].join(', ')
const fixedDate = `:matches(Literal[value=${DATE_STRING}], ${fixedDateCall})`
const fixedNowMessage =
  'A fixed calendar date as now: make it relative to the pinned test clock: testNow() ' +
  '(scripts/lib/test-clock.mjs) in unit tests, TEST_NOW/inDays (test/worker/clock.ts) in ' +
  'worker tests.'
const fixedNowSelectors = [
  // const now = '2026-11-21', const TODAY = new Date('2026-11-21T10:00Z').getTime(), ...
  `VariableDeclarator[id.name=${NOW_NAME}] :matches(${fixedDateCall})`,
  `VariableDeclarator[id.name=${NOW_NAME}] > Literal.init[value=${DATE_STRING}]`,
  `VariableDeclarator[id.name=${NOW_NAME}] > .init[expression.value=${DATE_STRING}]`,
  `:matches(AssignmentExpression, AssignmentPattern)[left.name=${NOW_NAME}] > ${fixedDate}.right`,
  // { now: new Date('2026-11-21T10:00Z') }, { today: '2026-11-21' }
  `Property[key.name=${NOW_NAME}] > ${fixedDate}.value`,
  // setClock('2026-12-01T10:00Z'), atInstant('2023-11-25T12:00Z', ...), vi.setSystemTime(...)
  `CallExpression[callee.name=/^(setClock|atInstant)$/] > ${fixedDate}.arguments:first-child`,
  `CallExpression[callee.property.name=/^(setSystemTime|setFixedTime|pauseAt)$/] > :matches(Literal, ${fixedDateCall}).arguments:first-child`,
  // page.clock.install({ time: new Date('2026-11-21') })
  `CallExpression[callee.property.name='install'] > ObjectExpression > Property[key.name='time'] > :matches(Literal, ${fixedDateCall}).value`,
].map((selector) => ({ selector, message: fixedNowMessage }))
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'test/**']

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
    // One logger (observability/logger.ts) writes every line: one JSON shape with level, event
    // and request id, secrets and card numbers redacted. A bare console call would bypass both.
    files: ['src/worker/**'],
    ignores: ['src/worker/observability/logger.ts', ...WORKER_TESTS],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['src/worker/storage/**'],
    ignores: WORKER_TESTS,
    rules: importDirection(
      ['services', 'client', ...HTTP_LAYER],
      'storage is the bottom layer: it imports no services, routes, middleware, render, jobs or client code',
    ),
  },
  {
    files: ['src/worker/services/**'],
    ignores: WORKER_TESTS,
    rules: importDirection(
      [...HTTP_LAYER, 'client'],
      'services never import the HTTP layer (routes, middleware, http, render, jobs) or client code: shared rules live in src/shared',
    ),
  },
  {
    // What services and storage import besides each other: the bindings (env.ts), the errors
    // they throw, the clock, the isolate caches, the logger. Through any of them a service
    // would reach the HTTP layer (env.ts once named the session and the services,
    // a type loop through 82 files). These rules see direct imports, `import type` included;
    // test/unit/architecture/layer-imports.test.ts follows every path through other files.
    files: [
      'src/worker/env.ts',
      'src/worker/errors.ts',
      'src/worker/clock.ts',
      'src/worker/cache/**',
      'src/worker/observability/**',
    ],
    ignores: WORKER_TESTS,
    rules: importDirection(
      ['services', 'storage', ...HTTP_LAYER],
      'shared worker code (bindings, errors, clock, caches, logger) is below services and storage: it imports neither them nor the HTTP layer',
    ),
  },
  {
    // Every service and repository imports Env: the file imports nothing of ours at all.
    files: ['src/worker/env.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../*'],
              message:
                "env.ts holds the bindings alone and imports nothing of ours (Hono's request type is http/app-env.ts)",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      ...HTTP_LAYER.map((name) => `src/worker/${name}/**`),
      'src/worker/app.ts',
      'src/worker/index.ts',
    ],
    rules: noStorageValues,
  },
  {
    files: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...fixedNowSelectors] },
  },
  {
    // Tests of the worker and everything under test/ also read the time through the clock.
    files: [...WORKER_TESTS, 'test/**'],
    ignores: ['test/e2e/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneClockSelectors, ...fixedNowSelectors] },
  },
)
