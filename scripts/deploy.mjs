// `npm run deploy -- --env staging|production [--dry-run] [--steps 10,50] [--pause 300]`:
// check the config and the secrets, build, apply the remote D1 migrations, upload a new version
// and shift traffic to it in steps, asking its health between them; prints the rollback command.
// Migrations go first, so they must keep the running (older) version working until the new one
// has all traffic: add columns and tables, never drop or rename in one step.
// `--dry-run` runs the checks (wrangler secret list only reads) and lists the steps, nothing else.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { DEPLOY_ENVIRONMENTS, dryRun, placeholdersOf } from './lib/deploy-config.mjs'
import { secretNamesOf } from './lib/payment-secrets.mjs'
import { secretProblems } from './lib/required-secrets.mjs'
import {
  DEFAULT_STEPS,
  currentVersionOf,
  healthUrlOf,
  parseSteps,
  rollbackCommand,
  rolloutPlan,
  uploadedVersionOf,
  versionOverride,
} from './lib/rollout.mjs'
import { run, step } from './lib/proc.mjs'
import { releaseId } from './lib/release-id.mjs'
import { sentryUploadSteps } from './lib/sentry-upload.mjs'

function fail(message) {
  console.error(`✖ deploy: ${message}`)
  process.exit(1)
}

let values
try {
  ;({ values } = parseArgs({
    options: {
      env: { type: 'string', short: 'e' },
      'dry-run': { type: 'boolean', default: false },
      steps: { type: 'string' },
      pause: { type: 'string', default: '300' },
      config: { type: 'string', default: 'wrangler.toml' },
    },
  }))
} catch (error) {
  fail(error.message)
}
const environment = values.env
const dry = values['dry-run']
const config = values.config
// Never the top level: it is local development (ENVIRONMENT=development, placeholder ids).
if (!DEPLOY_ENVIRONMENTS.includes(environment ?? '')) {
  fail(`say where: npm run deploy -- --env ${DEPLOY_ENVIRONMENTS.join('|')}`)
}
let steps = DEFAULT_STEPS
try {
  if (values.steps) steps = parseSteps(values.steps)
} catch (error) {
  fail(error.message)
}
const pauseSeconds = Number(values.pause)
if (!Number.isFinite(pauseSeconds) || pauseSeconds < 0)
  fail(`--pause takes seconds: ${values.pause}`)

const toml = readFileSync(config, 'utf8')
const configArgs = config === 'wrangler.toml' ? [] : ['--config', config]
const wranglerEnv = {
  ...process.env,
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  WRANGLER_SEND_METRICS: 'false',
}
/** A wrangler command whose output is read (stdout), not shown. */
const read = (args) =>
  spawnSync('wrangler', [...args, ...configArgs], { encoding: 'utf8', env: wranglerEnv })
const wrangler = (args) => run('wrangler', [...args, ...configArgs])

const refusals = []
const placeholders = placeholdersOf(environment, toml)
if (placeholders.length > 0) {
  refusals.push(
    `${config} still has placeholders for ${environment}: ${placeholders.join(', ')}. ` +
      "Create the resources and put their ids in (README 'Configuration and deploy').",
  )
}

// Before anything builds or migrates: a production worker without a provider's secrets would
// refuse that way to pay, and without the mail secrets (required-secrets.mjs) it mails no one.
step(`Check the ${environment} secrets (wrangler secret list)`)
const listed = read(['secret', 'list', '--env', environment, '--format', 'json'])
const secretNames = listed.status === 0 ? secretNamesOf(listed.stdout ?? '') : null
const problems =
  secretNames === null
    ? {
        missing: [
          `the secrets could not be listed: ${(listed.stderr || listed.stdout || '').trim()}`,
        ],
        recommended: [],
      }
    : secretProblems(environment, secretNames)
if (problems.missing.length > 0) {
  const message =
    `${environment} lacks secrets: ${problems.missing.join('; ')}. ` +
    `Set each with \`wrangler secret put NAME --env ${environment}\` (README 'Go-live checklist').`
  if (environment === 'production') refusals.push(message)
  else console.warn(`⚠ deploy: ${message}`)
}
if (problems.recommended.length > 0) {
  console.warn(`⚠ deploy: ${environment} has no ${problems.recommended.join(', ')} (recommended)`)
}

// The same tag the build gives the error tracker's events, so Sentry's map matches them.
const tag = releaseId()
const sentry = sentryUploadSteps(tag)
if (sentry.steps === null) {
  console.warn(
    `⚠ deploy: Sentry gets no source maps (${sentry.unset.join(', ')} unset in this shell): its stack traces will point into the minified index.js`,
  )
}

const healthUrl = healthUrlOf(toml, environment)
const workerName = `dealio-${environment}`
const plan = (next, current) => rolloutPlan({ environment, next, current, steps, pauseSeconds })

if (dry) {
  console.log(`\nDry run of the ${environment} deploy; nothing below is run.`)
  const lines = [
    'node scripts/build.mjs',
    ...(sentry.steps ?? []).slice(0, 1).map((s) => `${s.cmd} ${s.args.join(' ')}`),
    `wrangler deploy --dry-run --env ${environment}`,
    `wrangler d1 migrations apply DB --remote --env ${environment}`,
    `wrangler deployments status --env ${environment} --json   (the current version: <current>)`,
    `wrangler versions upload --env ${environment} --tag ${tag}   (the new version: <new>)`,
    ...(sentry.steps ?? []).slice(1).map((s) => `${s.cmd} ${s.args.join(' ')}`),
    ...plan('<new>', '<current>').map((s) =>
      s.kind === 'shift'
        ? `wrangler ${s.args.join(' ')}`
        : `wait ${s.pauseSeconds} s, then GET ${healthUrl ?? '<no route>'} on <new>; roll back on failure`,
    ),
  ]
  lines.forEach((line, i) => console.log(`  ${i + 1}. ${line}`))
  console.log(`Rollback: ${rollbackCommand(environment, '<current>')}`)
  if (refusals.length > 0) fail(`would refuse: ${refusals.join(' ')}`)
  process.exit(0)
}
if (refusals.length > 0) fail(refusals.join(' '))

step('Build')
run('node', ['scripts/build.mjs'])
if (sentry.steps) {
  step("Inject Sentry's debug ids into the built worker")
  run(sentry.steps[0].cmd, sentry.steps[0].args)
}
step(`Check the ${environment} config (wrangler deploy --dry-run)`)
const check = await dryRun(environment)
if (!check.ok) fail(`the ${environment} config does not deploy:\n${check.output}`)
step(`Apply D1 migrations to the ${environment} database`)
wrangler(['d1', 'migrations', 'apply', 'DB', '--remote', '--env', environment])

const current = currentVersionOf(
  read(['deployments', 'status', '--env', environment, '--json']).stdout ?? '',
)
if (!current) {
  // The first deploy has no version to share traffic with.
  step(`First deploy of ${environment}: wrangler deploy`)
  wrangler(['deploy', '--env', environment])
  process.exit(0)
}

step(`Upload the new ${environment} version (tag ${tag})`)
const uploaded = read(['versions', 'upload', '--env', environment, '--tag', tag])
process.stdout.write(uploaded.stdout ?? '')
const next = uploaded.status === 0 ? uploadedVersionOf(uploaded.stdout ?? '') : null
if (!next) fail(`the upload failed:\n${uploaded.stderr || uploaded.stdout}`)
if (sentry.steps) {
  // Before any traffic: an error in the first minutes maps to src/ like every later one.
  step(`Upload the worker's source map to Sentry (release ${tag})`)
  run(sentry.steps[1].cmd, sentry.steps[1].args)
}
console.log(`Rollback at any point: ${rollbackCommand(environment, current)}`)

/** The new version's health, asked of it alone (version override); deep with HEALTH_TOKEN. */
async function healthy() {
  if (!healthUrl) return true
  const token = process.env.HEALTH_TOKEN
  const url = token ? healthUrl : healthUrl.replace(/\/deep$/, '')
  try {
    const res = await fetch(url, {
      headers: {
        ...versionOverride(workerName, next),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    })
    console.log(`  GET ${url} → ${res.status}`)
    return res.ok
  } catch (error) {
    console.log(`  GET ${url} → ${error.message}`)
    return false
  }
}

for (const item of plan(next, current)) {
  if (item.kind === 'shift') {
    step(`Shift ${item.percent}% of ${environment} traffic to ${next}`)
    wrangler(item.args)
    continue
  }
  step(`Wait ${item.pauseSeconds} s at ${item.percent}%, then check the new version's health`)
  await sleep(item.pauseSeconds * 1000)
  if (!(await healthy())) {
    step(`Unhealthy: rolling back to ${current}`)
    wrangler(['versions', 'deploy', `${current}@100%`, '--env', environment, '--yes'])
    fail(`${next} failed its health check at ${item.percent}%; ${current} has all traffic again`)
  }
}
step(`Deployed ${environment}: ${next} has all traffic`)
console.log(`Rollback: ${rollbackCommand(environment, current)}`)
