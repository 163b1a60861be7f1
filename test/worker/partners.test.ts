import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { PartnerScript } from '../../src/shared/domain/analytics/partners'
import { app } from '../../src/worker/app'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'

// Storefront §7 partners, one deployment shape at a time: the worker is called with the vars
// a deployment would set (SELF only knows the test wrangler config's).
const PARTNER_VARS = {
  ECOMMERCE_TRACKER_URL: 'https://shop-tracker.example/e.js',
  SEARCH_TRACKER_URL: 'https://search-tracker.example/s.js',
  REPORTING_BEACON_URL: 'https://beacon.example/b.js',
  LINKING_SCRIPT_URL: 'https://links.example/l.js',
  FRAUD_PROFILING_URL: 'https://fp.example/fp.js',
} as const
const ORIGIN_OF: Record<keyof typeof PARTNER_VARS, string> = {
  ECOMMERCE_TRACKER_URL: 'https://shop-tracker.example',
  SEARCH_TRACKER_URL: 'https://search-tracker.example',
  REPORTING_BEACON_URL: 'https://beacon.example',
  LINKING_SCRIPT_URL: 'https://links.example',
  FRAUD_PROFILING_URL: 'https://fp.example',
}

async function page(path: string, vars: Record<string, string>) {
  const ctx = createExecutionContext()
  // A fresh render per call: the page cache keys on the URL, not on the deployment's vars (and
  // an unknown query parameter no longer makes an entry of its own).
  await bumpPageCacheGeneration(env.FEED_CACHE)
  const url = `http://localhost${path}`
  // Without Google sign-in and the tag manager, whose hosts the CSP opens on their own.
  const deployment = { ...env, GOOGLE_CLIENT_ID: '', GTM_ID: '', ...vars }
  const res = await app.fetch(new Request(url), deployment, ctx)
  const html = await res.text()
  await waitOnExecutionContext(ctx)
  const block = /<script type="application\/json" id="partner-scripts"[^>]*>(.*?)<\/script>/.exec(
    html,
  )
  const csp = new Map(
    (res.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
  return {
    status: res.status,
    html,
    referrerPolicy: res.headers.get('referrer-policy'),
    scripts: block ? (JSON.parse(block[1]!) as PartnerScript[]) : [],
    scriptSrc: csp.get('script-src') ?? [],
    connectSrc: csp.get('connect-src') ?? [],
  }
}

const external = (sources: readonly string[]) => sources.filter((s) => /^https?:\/\//.test(s))

describe('partner scripts (storefront §7)', () => {
  it('loads none and keeps the CSP strict when none is configured', async () => {
    const { scripts, scriptSrc, connectSrc } = await page('/deals/london', {})
    expect(scripts).toEqual([])
    expect(external(scriptSrc)).toEqual([])
    expect(external(connectSrc)).toEqual([])
  })

  it.each(Object.keys(PARTNER_VARS) as (keyof typeof PARTNER_VARS)[])(
    'with %s set, lists its script on /deals and opens the CSP for exactly its host',
    async (name) => {
      const vars: Record<string, string> = { [name]: PARTNER_VARS[name] }
      if (name === 'FRAUD_PROFILING_URL') vars.FRAUD_PROFILING_ORG_ID = 'org42'
      const { scripts, scriptSrc, connectSrc } = await page('/deals/london', vars)
      expect(scripts).toHaveLength(1)
      expect(new URL(scripts[0]!.src).origin).toBe(ORIGIN_OF[name])
      expect(external(scriptSrc)).toEqual([ORIGIN_OF[name]])
      expect(external(connectSrc)).toEqual([ORIGIN_OF[name]])
    },
  )

  it('puts the organisation id in the fraud-profiling URL, never a visitor’s session id', async () => {
    const { scripts } = await page('/deals/london', {
      FRAUD_PROFILING_URL: PARTNER_VARS.FRAUD_PROFILING_URL,
      FRAUD_PROFILING_ORG_ID: 'org42',
    })
    expect(scripts[0]).toEqual({
      name: 'fraud-profiling',
      src: 'https://fp.example/fp.js?org_id=org42',
      sessionParam: 'session_id',
    })
    // Without the organisation id the partner is not configured at all.
    const alone = await page('/deals/london', {
      FRAUD_PROFILING_URL: PARTNER_VARS.FRAUD_PROFILING_URL,
    })
    expect(alone.scripts).toEqual([])
    expect(external(alone.scriptSrc)).toEqual([])
  })

  it('loads the linking script on /deals, /guides and /deal pages but not on /deals/shop', async () => {
    const vars = { LINKING_SCRIPT_URL: PARTNER_VARS.LINKING_SCRIPT_URL }
    expect((await page('/deals/london', vars)).scripts.map((s) => s.name)).toEqual([
      'linking-script',
    ])
    expect((await page('/deals/shop', vars)).scripts).toEqual([])
    expect((await page('/search?q=spa', vars)).scripts).toEqual([])
  })

  it('refuses a plain-http partner outside development and tests', async () => {
    const { scripts, scriptSrc } = await page('/deals/london', {
      ENVIRONMENT: 'production',
      SEARCH_TRACKER_URL: 'http://search-tracker.example/s.js',
    })
    expect(scripts).toEqual([])
    expect(external(scriptSrc)).toEqual([])
  })
})

// A third-party script reads location.href, so a page whose URL is a credential (a
// reset link, the checkout's return with ?approval=, the sandbox provider's page) loads none.
describe('partner scripts on pages whose URL carries a secret', () => {
  const ALL = {
    ...PARTNER_VARS,
    FRAUD_PROFILING_ORG_ID: 'org42',
    GTM_ID: 'GTM-ABC123',
  }

  it('loads every configured partner and the tag manager on the same pages without the secret', async () => {
    for (const path of ['/reset-password', '/checkout/b-123']) {
      const res = await page(path, ALL)
      expect(res.scripts.length, path).toBeGreaterThan(0)
      expect(res.html, path).toContain('id="tag-manager"')
      expect(res.referrerPolicy, path).toBe('strict-origin-when-cross-origin')
    }
  })

  it.each([
    '/reset-password?token=secret-token',
    '/activate-password?token=secret-token',
    '/checkout/b-123?approval=secret-approval',
    '/sandbox/pay/secret-token',
  ])(
    'loads no partner nor tag manager on %s, opens no host and sends no referrer',
    async (path) => {
      const res = await page(path, ALL)
      expect(res.scripts).toEqual([])
      expect(res.html).not.toContain('id="partner-scripts"')
      expect(res.html).not.toContain('id="tag-manager"')
      expect(external(res.scriptSrc)).toEqual([])
      expect(external(res.connectSrc)).toEqual([])
      expect(res.referrerPolicy).toBe('no-referrer')
    },
  )
})
