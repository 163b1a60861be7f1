import { describe, expect, it } from 'vitest'
import {
  currentVersionOf,
  healthUrlOf,
  parseSteps,
  rollbackCommand,
  rolloutPlan,
  uploadedVersionOf,
} from './rollout.mjs'
import { RECOMMENDED_SECRETS, REQUIRED_SECRETS, secretProblems } from './required-secrets.mjs'
import { PROVIDER_SECRETS } from './payment-secrets.mjs'

const NEW = '11111111-2222-4333-8444-555555555555'
const OLD = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'

describe('the gradual rollout', () => {
  it('shifts 10%, then 50%, then all traffic, with a health check after each partial step', () => {
    const plan = rolloutPlan({
      environment: 'production',
      next: NEW,
      current: OLD,
      steps: [10, 50, 100],
      pauseSeconds: 300,
    })
    expect(plan.map((s) => (s.kind === 'shift' ? s.args.join(' ') : `check ${s.percent}`))).toEqual(
      [
        `versions deploy ${NEW}@10% ${OLD}@90% --env production --yes`,
        'check 10',
        `versions deploy ${NEW}@50% ${OLD}@50% --env production --yes`,
        'check 50',
        `versions deploy ${NEW}@100% --env production --yes`,
      ],
    )
  })

  it('reads --steps as rising percentages that always end at 100', () => {
    expect(parseSteps('5,25')).toEqual([5, 25, 100])
    expect(parseSteps('10%, 100')).toEqual([10, 100])
    expect(() => parseSteps('50,10')).toThrow(/rise/)
    expect(() => parseSteps('0')).toThrow(/1 to 99/)
    expect(() => parseSteps('ten')).toThrow()
  })

  it('rolls back by giving the old version all traffic', () => {
    expect(rollbackCommand('staging', OLD)).toBe(
      `npx wrangler versions deploy ${OLD}@100% --env staging --yes`,
    )
  })

  it('reads the uploaded version and the one serving now from wrangler’s output', () => {
    expect(uploadedVersionOf(`Uploaded dealio-production\nWorker Version ID: ${NEW}\n`)).toBe(NEW)
    expect(uploadedVersionOf('nothing here')).toBeNull()
    const status = JSON.stringify({
      versions: [
        { version_id: NEW, percentage: 10 },
        { version_id: OLD, percentage: 90 },
      ],
    })
    expect(currentVersionOf(`some banner\n${status}`)).toBe(OLD)
    expect(currentVersionOf('no deployments yet')).toBeNull()
  })

  it('checks health on the environment’s first custom domain', () => {
    const toml = `[env.staging]\nroutes = [{ pattern = "staging.dealio.co.uk", custom_domain = true }]\n[env.production]\nroutes = [{ pattern = "dealio.co.uk", custom_domain = true }]\n`
    expect(healthUrlOf(toml, 'production')).toBe('https://dealio.co.uk/api/v1/health/deep')
    expect(healthUrlOf(toml, 'staging')).toBe('https://staging.dealio.co.uk/api/v1/health/deep')
  })
})

describe('the secrets a deploy checks', () => {
  const payments = [...Object.values(PROVIDER_SECRETS).flat(), 'BRAINTREE_MERCHANT_ACCOUNT_ID_EUR']

  it('finds nothing missing when every required and recommended secret is set', () => {
    expect(
      secretProblems('production', [...payments, ...REQUIRED_SECRETS, ...RECOMMENDED_SECRETS]),
    ).toEqual({ missing: [], recommended: [] })
  })

  it('names the mail and log secrets as missing, and SENTRY_DSN only as recommended', () => {
    const problems = secretProblems('production', payments)
    expect(problems.missing).toEqual([
      'MAIL_API_URL, MAIL_API_KEY, MAIL_LINK_SECRET, MAIL_WEBHOOK_SECRET, LOG_TOKEN not set',
    ])
    expect(problems.recommended).toContain('SENTRY_DSN')
  })

  it('names a provider lacking its secrets', () => {
    const problems = secretProblems('production', REQUIRED_SECRETS)
    expect(problems.missing.join(' ')).toMatch(/BRAINTREE lacks .*KLARNA lacks .*CLEARPAY lacks/)
  })
})
