import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic'] })
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 390), height: 700 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true })
const page = await ctx.newPage()
const problems = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`) })
page.on('requestfailed', (r) => problems.push(`${page.url()} failed ${r.url()} ${r.failure()?.errorText}`))
page.on('response', (r) => { if (r.status() >= 400) problems.push(`${page.url()} ${r.status()} ${r.url()}`) })
const urls = process.argv.slice(2)
let i = 0
for (const u of urls) {
  await page.goto(u, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shot-${i++}.png`, fullPage: false })
}
console.log(problems.join('\n'))
await browser.close()
