// The pure parts of `npm run deploy`'s gradual rollout (scripts/deploy.mjs): which wrangler
// commands shift traffic, what the new and the current version are, how to roll back.

/** Traffic shares the new version takes in turn; the last is always 100. */
export const DEFAULT_STEPS = [10, 50, 100]

/** `--steps 10,50,100` as percentages, rising and ending at 100.
 * @example parseSteps('5,25') // [5, 25, 100] */
export function parseSteps(text) {
  const steps = text
    .split(',')
    .map((part) => Number(part.trim().replace(/%$/, '')))
    .filter((n) => n !== 100)
  if (steps.some((n) => !Number.isInteger(n) || n < 1 || n > 99)) {
    throw new Error(`--steps takes percentages from 1 to 99 (100 is always last): ${text}`)
  }
  if (steps.some((n, i) => i > 0 && n <= steps[i - 1])) {
    throw new Error(`--steps must rise: ${text}`)
  }
  return [...steps, 100]
}

/** The arguments of `wrangler versions deploy` giving `next` `percent` of the traffic. */
function splitArgs(environment, next, current, percent) {
  const versions =
    percent === 100 ? [`${next}@100%`] : [`${next}@${percent}%`, `${current}@${100 - percent}%`]
  return ['versions', 'deploy', ...versions, '--env', environment, '--yes']
}

/** Every step after the version is uploaded: a split per percentage, each but the last followed
 * by a pause and a health check of the new version. */
export function rolloutPlan({ environment, next, current, steps, pauseSeconds }) {
  const plan = []
  for (const percent of steps) {
    plan.push({ kind: 'shift', percent, args: splitArgs(environment, next, current, percent) })
    if (percent !== 100) plan.push({ kind: 'check', percent, pauseSeconds })
  }
  return plan
}

/** The command that puts all traffic back on `current`. */
export const rollbackCommand = (environment, current) =>
  `npx wrangler versions deploy ${current}@100% --env ${environment} --yes`

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

/** The version id in `wrangler versions upload` output ("Worker Version ID: …"), or null. */
export function uploadedVersionOf(output) {
  return /Version ID:\s*([0-9a-f-]{36})/i.exec(output)?.[1] ?? output.match(UUID)?.[0] ?? null
}

/** The version serving all (or most) traffic in `wrangler deployments status --json` output,
 * or null before the first deploy. */
export function currentVersionOf(output) {
  try {
    const status = JSON.parse(output.slice(output.indexOf('{')))
    const versions = [...(status.versions ?? [])].sort((a, b) => b.percentage - a.percentage)
    return versions[0]?.version_id ?? null
  } catch {
    return null
  }
}

/** The URL the health check asks: the deep check on the first custom domain of the
 * environment's routes in wrangler.toml, or null when it has none. */
export function healthUrlOf(toml, environment) {
  const section = toml.split(/^\[env\./m).find((part) => part.startsWith(`${environment}]`))
  const host = /pattern\s*=\s*"([^"]+)"/.exec(section ?? '')?.[1]
  return host ? `https://${host}/api/v1/health/deep` : null
}

/** The header that sends a request to one version during a split (Cloudflare's version
 * overrides), so the health check asks the new version, not whichever the split picks. */
export const versionOverride = (workerName, version) => ({
  'Cloudflare-Workers-Version-Overrides': `${workerName}="${version}"`,
})
