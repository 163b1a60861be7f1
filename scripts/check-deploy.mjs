// `npm run check:deploy` (and a step of `npm test`): each environment of wrangler.toml, the
// top level included, deploys in a dry run against the built worker (`npm run build` first).
import { existsSync } from 'node:fs'
import { DEPLOY_ENVIRONMENTS, dryRun } from './lib/deploy-config.mjs'

if (!existsSync('dist/worker/index.js')) {
  console.error('✖ No built worker: run `npm run build` first.')
  process.exit(1)
}
const results = await Promise.all(['', ...DEPLOY_ENVIRONMENTS].map(dryRun))
for (const result of results) {
  if (result.ok) {
    console.log(`  ✓ wrangler deploy --dry-run (${result.environment})`)
  } else {
    console.error(`✖ wrangler deploy --dry-run failed for ${result.environment}:`)
    console.error(result.error ? result.error.message : result.output)
  }
}
// Wrangler does not inherit bindings into an environment and says nothing when one is missing
// there: the worker would then fail at run time. Every binding local development has must be
// bound in each deployed environment too.
const [local, ...deployed] = results
for (const result of deployed) {
  const missing = local.bindings.filter((name) => !result.bindings.includes(name))
  if (missing.length > 0) {
    result.ok = false
    console.error(`✖ ${result.environment} lacks bindings the worker uses: ${missing.join(', ')}`)
  }
}
if (results.some((result) => !result.ok)) process.exit(1)
