import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PROVIDER_SECRETS } from './lib/payment-secrets.mjs'
import { REQUIRED_SECRETS } from './lib/required-secrets.mjs'

// `npm run deploy` against a fake `wrangler` first on PATH: it records its arguments and answers
// `secret list` with the names in FAKE_SECRETS. A dry run must only ever read.

const dir = mkdtempSync(join(tmpdir(), 'dealio-deploy-test-'))
const calls = join(dir, 'calls.log')
writeFileSync(
  join(dir, 'wrangler'),
  `#!/bin/sh
echo "$*" >> "${calls}"
if [ "$1" = "secret" ] && [ "$2" = "list" ]; then
  printf '['; sep=''
  for name in $FAKE_SECRETS; do printf '%s{"name":"%s","type":"secret_text"}' "$sep" "$name"; sep=','; done
  echo ']'
fi
`,
)
chmodSync(join(dir, 'wrangler'), 0o755)
// The repository's wrangler.toml without the placeholders an operator fills in.
const config = join(dir, 'wrangler.toml')
writeFileSync(
  config,
  readFileSync('wrangler.toml', 'utf8').replace(/REPLACE-WITH-[A-Z0-9-]+/g, 'set'),
)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const ALL = [
  ...Object.values(PROVIDER_SECRETS).flat(),
  'BRAINTREE_MERCHANT_ACCOUNT_ID_EUR',
  ...REQUIRED_SECRETS,
]

const NO_SENTRY = { SENTRY_AUTH_TOKEN: '', SENTRY_ORG: '', SENTRY_PROJECT: '' }

function deploy(args: string[], secrets: string[], shell: Record<string, string> = NO_SENTRY) {
  writeFileSync(calls, '')
  const result = spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      ...shell,
      PATH: `${dir}:${process.env.PATH}`,
      FAKE_SECRETS: secrets.join(' '),
    },
  })
  return {
    status: result.status,
    output: `${result.stdout}${result.stderr}`,
    wrangler: readFileSync(calls, 'utf8').trim().split('\n').filter(Boolean),
  }
}

describe('npm run deploy -- --dry-run', () => {
  it('lists the gradual steps and the rollback, and runs nothing but the secret list', () => {
    const run = deploy(['--env', 'production', '--dry-run', '--config', config], ALL)
    expect(run.status, run.output).toBe(0)
    expect(run.output).toContain('wrangler versions upload --env production')
    expect(run.output).toContain('versions deploy <new>@10% <current>@90% --env production --yes')
    expect(run.output).toContain('versions deploy <new>@50% <current>@50% --env production --yes')
    expect(run.output).toContain('versions deploy <new>@100% --env production --yes')
    expect(run.output).toMatch(
      /wait 300 s, then GET https:\/\/dealio\.co\.uk\/api\/v1\/health\/deep/,
    )
    expect(run.output).toContain('Rollback: npx wrangler versions deploy <current>@100%')
    expect(run.output).toMatch(/no SENTRY_DSN.*\(recommended\)/)
    expect(run.wrangler).toEqual([`secret list --env production --format json --config ${config}`])
  })

  it("injects Sentry's debug ids after the build and uploads the map under the version's tag, when the shell can", () => {
    const token = 'sntrys_never-printed'
    const run = deploy(['--env', 'production', '--dry-run', '--config', config], ALL, {
      SENTRY_AUTH_TOKEN: token,
      SENTRY_ORG: 'dealio',
      SENTRY_PROJECT: 'worker',
      BUILD_ID: 'build-42',
    })
    expect(run.status, run.output).toBe(0)
    const lines = run.output.split('\n')
    const at = (text: string) => lines.findIndex((line) => line.includes(text))
    expect(at('npx --yes @sentry/cli@3.8.0 sourcemaps inject dist/worker')).toBe(
      at('node scripts/build.mjs') + 1,
    )
    expect(at('npx --yes @sentry/cli@3.8.0 sourcemaps upload --release=build-42 dist/worker')).toBe(
      at('wrangler versions upload --env production --tag build-42') + 1,
    )
    expect(run.output).not.toContain(token)
    expect(run.output).not.toMatch(/Sentry gets no source maps/)
  })

  it('says so when the shell cannot upload source maps to Sentry', () => {
    const run = deploy(['--env', 'production', '--dry-run', '--config', config], ALL)
    expect(run.output).toContain(
      'Sentry gets no source maps (SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT unset in this shell)',
    )
    expect(run.output).not.toContain('sourcemaps upload')
  })

  it('refuses production while a required secret is unset', () => {
    const run = deploy(
      ['--env', 'production', '--dry-run', '--config', config],
      ALL.filter((name) => name !== 'MAIL_WEBHOOK_SECRET'),
    )
    expect(run.status).toBe(1)
    expect(run.output).toMatch(
      /would refuse: production lacks secrets: MAIL_WEBHOOK_SECRET not set/,
    )
  })

  it('refuses production while a payment provider lacks a secret, before building anything', () => {
    const run = deploy(
      ['--env', 'production', '--config', config],
      ALL.filter((name) => name !== 'KLARNA_PASSWORD'),
    )
    expect(run.status).toBe(1)
    expect(run.output).toContain('KLARNA lacks KLARNA_PASSWORD')
    expect(run.output).not.toContain('Build')
    expect(run.wrangler).toHaveLength(1)
  })

  it('only warns for staging', () => {
    const run = deploy(['--env', 'staging', '--dry-run', '--config', config], [])
    expect(run.status, run.output).toBe(0)
    expect(run.output).toContain('⚠ deploy: staging lacks secrets')
  })

  it('refuses an environment with placeholder ids still in the config', () => {
    const run = deploy(['--env', 'production', '--dry-run'], ALL)
    expect(run.status).toBe(1)
    expect(run.output).toContain('REPLACE-WITH-PRODUCTION-D1-DATABASE-ID')
  })
})
