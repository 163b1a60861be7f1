import { test, expect } from './support/fixtures'

test.describe('a configured partner script (storefront §7) in Chromium', () => {
  test('loads after hydration from its own host, the only one the CSP allows', async ({
    page,
    problems,
    baseURL,
  }) => {
    const partnerOrigin = `http://127.0.0.1:${new URL(baseURL!).port}`
    const res = await page.goto('/deals/london')
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
        { timeout: 15_000, intervals: [200] },
      )
      .toEqual(['ecommerce-tracker'])
    await expect(page.locator('script[data-partner="ecommerce-tracker"]')).toHaveAttribute(
      'src',
      `${partnerOrigin}/dev/partner-stub.js?name=ecommerce-tracker`,
    )
    expect(problems).toEqual([])
  })
})
