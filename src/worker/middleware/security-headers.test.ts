import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../http/app-env'
import { securityHeaders } from './security-headers'

const app = new Hono<AppEnv>()
app.use(securityHeaders())
app.get('/', (c) => c.html(`<script nonce="${c.get('nonce')}">1</script>`))

/** Every deployment shape: Google sign-in and a tag manager each open the CSP a little. */
const DEPLOYMENTS = [
  { name: 'strict', env: {} },
  { name: 'Google sign-in', env: { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' } },
  { name: 'tag manager', env: { GTM_ID: 'GTM-TEST' } },
  { name: 'both', env: { GOOGLE_CLIENT_ID: 'id', GTM_ID: 'GTM-TEST' } },
]

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('securityHeaders', () => {
  it.each(DEPLOYMENTS)('$name: a strict CSP, HSTS for a year, a fresh nonce', async ({ env }) => {
    const get = () => app.request('https://shop.example/', {}, env)
    const [a, b] = [await get(), await get()]
    const csp = directives(a.headers.get('content-security-policy') ?? '')
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(scriptSrc.some((source) => source === '*' || source === 'https:')).toBe(false)
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    const hsts = a.headers.get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
    const nonce = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(a)).toBeTruthy()
    expect(nonce(a)).not.toBe(nonce(b))
    expect(await a.text()).toContain(`nonce="${nonce(a)}"`)
  })
})
