// `npm run deploy -- --env staging|production`: build, check the config, apply the remote D1
// migrations, then deploy. Migrations go first, so they must keep the running (older) worker
// working until the new one is live: add columns and tables, never drop or rename in one step.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { DEPLOY_ENVIRONMENTS, dryRun, placeholdersOf } from './lib/deploy-config.mjs'
import { missingPaymentSecrets, secretNamesOf } from './lib/payment-secrets.mjs'
import { run, step } from './lib/proc.mjs'

function fail(message) {
  console.error(`✖ deploy: ${message}`)
  process.exit(1)
}

let values
try {
  ;({ values } = parseArgs({ options: { env: { type: 'string', short: 'e' } } }))
} catch (error) {
  fail(error.message)
}
const environment = values.env
// Never the top level: it is local development (ENVIRONMENT=development, placeholder ids).
if (!DEPLOY_ENVIRONMENTS.includes(environment ?? '')) {
  fail(`say where: npm run deploy -- --env ${DEPLOY_ENVIRONMENTS.join('|')}`)
}
const missing = placeholdersOf(environment)
if (missing.length > 0) {
  fail(
    `wrangler.toml still has placeholders for ${environment}: ${missing.join(', ')}. ` +
      "Create the resources and put their ids in (README 'Configuration and deploy').",
  )
}

// Before anything builds or migrates: a production worker without a provider's secrets would
// refuse that way to pay, so production does not deploy without them (staging is told).
step(`Check the ${environment} payment secrets (wrangler secret list)`)
const listed = spawnSync('wrangler', ['secret', 'list', '--env', environment, '--format', 'json'], {
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', WRANGLER_SEND_METRICS: 'false' },
})
const secretNames = listed.status === 0 ? secretNamesOf(listed.stdout ?? '') : null
const problems =
  secretNames === null
    ? [`the secrets could not be listed: ${(listed.stderr || listed.stdout || '').trim()}`]
    : missingPaymentSecrets(environment, secretNames)
if (problems.length > 0) {
  const message =
    `${environment} cannot take payments: ${problems.join('; ')}. ` +
    `Set each with \`wrangler secret put NAME --env ${environment}\` (README 'Go-live checklist').`
  if (environment === 'production') fail(message)
  console.warn(`⚠ deploy: ${message}`)
}

step(`Build`)
run('node', ['scripts/build.mjs'])
step(`Check the ${environment} config (wrangler deploy --dry-run)`)
const check = await dryRun(environment)
if (!check.ok) fail(`the ${environment} config does not deploy:\n${check.output}`)
step(`Apply D1 migrations to the ${environment} database`)
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--env', environment])
step(`Deploy the ${environment} worker`)
run('wrangler', ['deploy', '--env', environment])
step(`Deployed ${environment}`)
