import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL: 'http://localhost:8787' })
const page = await ctx.newPage()
const problems = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`) })
page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`) })
await page.goto('/deals/london/beauty', { waitUntil: 'domcontentloaded' })
const hrefs = await page.locator('[data-testid="deal-card"] a[href^="/deal/"]').evaluateAll((ls) => [...new Set(ls.map((l) => l.getAttribute('href')))])
for (const h of hrefs.slice(0, 10)) {
  await page.goto(h, { waitUntil: 'networkidle' })
  const buy = page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' })
  if ((await buy.count()) === 1 && (await buy.isEnabled())) { console.log('deal', h); break }
}
await Promise.all([page.waitForURL(/\/checkout\//), page.getByTestId('deal-product-picker').getByRole('button', { name: 'Buy now' }).click()])
await page.waitForLoadState('networkidle')
await page.getByLabel('Email', { exact: true }).fill(`shots${Date.now()}@example.com`)
await page.getByRole('button', { name: 'Continue', exact: true }).click()
await page.getByLabel('First name', { exact: true }).fill('Ada')
await page.getByRole('button', { name: 'Continue as a new customer' }).click()
await page.waitForTimeout(1500)
const h = await page.evaluate(() => document.documentElement.scrollHeight)
let i = 0
for (let y = 0; y < h && i < 6; y += 800) {
  await page.evaluate((y) => window.scrollTo(0, y), y)
  await page.waitForTimeout(200)
  await page.screenshot({ path: `/tmp/co-${i++}.png` })
}
console.log('height', h, problems.join('\n'))
await browser.close()
