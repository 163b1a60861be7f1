// Checks that make `npm start` and `npm test` fail with a clear message instead of a stack trace.
import { existsSync } from 'node:fs'

export function preflight() {
  const problems = []
  if (!existsSync('node_modules/.bin/wrangler') || !existsSync('node_modules/.bin/vite')) {
    problems.push('Dependencies are missing: run `npm install` first.')
  }
  const [major, minor] = process.versions.node.split('.').map(Number)
  if (major < 22 || (major === 22 && minor < 12)) {
    problems.push(
      `Node ${process.versions.node} is running these scripts; wrangler and vitest need >= 22.12. ` +
        'Run them through npm (`npm start`, `npm test`), which uses the node@22 package from ' +
        'node_modules/.bin, after `npm install`.',
    )
  }
  if (problems.length) {
    for (const p of problems) console.error(`✖ ${p}`)
    process.exit(1)
  }
}
