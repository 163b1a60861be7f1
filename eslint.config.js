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
)
