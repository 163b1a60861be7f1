import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
const problems = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`) })
page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`) })
await page.goto(process.argv[2], { waitUntil: 'networkidle' })
let i = 0
for (const y of [700, 1400, 2100]) {
  await page.evaluate((y) => window.scrollTo(0, y), y)
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/deal-${i++}.png` })
}
console.log(problems.join('\n'))
await browser.close()
