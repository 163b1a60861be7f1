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

/** One clock: the worker reads the time through src/worker/clock.ts and tests through the
 * test clock (test/worker/clock.ts, test/e2e/clock.ts), so a run can be pinned to any instant
 * and no test depends on the day it runs. Elapsed time is measured with performance.now(). */
const oneClock = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[object.name='Date'][property.name='now']",
      message: 'Read the time through the clock (src/worker/clock.ts or the test clock).',
    },
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Read the time through the clock (src/worker/clock.ts or the test clock).',
    },
  ],
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.wrangler', 'coverage', 'migrations'] },
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
    ignores: ['src/worker/clock.ts', 'test/e2e/clock.ts'],
    rules: oneClock,
  },
)
