import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { collectProblems, launchBrowser } from './browser'

const base = inject('baseUrl')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('a configured partner script (storefront §7) in Chromium', () => {
  it('loads after hydration from its own host, the only one the CSP allows', async () => {
    const page = await browser.newPage()
    const problems = collectProblems(page)
    const partnerOrigin = `http://127.0.0.1:${new URL(base).port}`
    const res = await page.goto(`${base}/deals/london`)
    const html = await res!.text()
    // The server only lists it; the browser adds the script itself once hydrated and idle.
    expect(html).toContain('id="partner-scripts"')
    expect(html).not.toContain('data-partner=')
    const csp = res!.headers()['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? []
    expect(scriptSrc.filter((source) => /^https?:\/\//.test(source))).toEqual([partnerOrigin])
    await expect
      .poll(
        () => page.evaluate(() => (window as { partnerStubsLoaded?: string[] }).partnerStubsLoaded),
        { timeout: 15_000, interval: 200 },
      )
      .toEqual(['ecommerce-tracker'])
    const src = await page.getAttribute('script[data-partner="ecommerce-tracker"]', 'src')
    expect(src).toBe(`${partnerOrigin}/dev/partner-stub.js?name=ecommerce-tracker`)
    expect(problems).toEqual([])
    await page.close()
  })
})
