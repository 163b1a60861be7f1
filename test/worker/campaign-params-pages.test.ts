import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`https://localhost${path}`, { redirect: 'manual' })

/** Reads a page until the cache answers with the wanted state (cache writes finish in waitUntil). */
async function until(path: string, wanted: RegExp) {
  for (let i = 0; i < 40; i++) {
    const res = await get(path)
    const body = await res.text()
    if (wanted.test(res.headers.get('x-page-cache') ?? '')) return { res, body }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`${path} never reached cache state ${wanted}`)
}

// Each of these pages copies its query into links, hidden inputs or island JSON.
// Rendered from a landing URL, one visitor's click id reached every later visitor served the
// entry. Each path carries its own marker so no other test's entry answers for it.
const PAGES = [
  '/deals/london/beauty?cp=a',
  '/search?q=spa&cp=b',
  '/search/london?q=spa&cp=c',
  '/gifts?cp=d',
  '/early-bird?cp=e',
  '/travel?cp=f',
  '/deals/vip?cp=g',
  '/deals/london/special/black-friday?cp=h',
  '/deals/london?page=1&cp=i',
]
const CAMPAIGN = 'utm_source=UTMX18&utm_medium=cpc&gclid=GCLX18&fbclid=FBCX18&msclkid=MSX18'
const LEAK = /UTMX18|GCLX18|FBCX18|MSX18|utm_source|utm_medium|gclid|fbclid|msclkid/

describe('campaign parameters never reach a rendered or cached page', () => {
  for (const path of PAGES) {
    it(`${path}: the landing and the later cached copy carry none of them`, async () => {
      const landing = await get(`${path}&${CAMPAIGN}`)
      expect(landing.status).toBe(200)
      const body = await landing.text()
      expect(body.match(LEAK)).toBeNull()
      // Recorded through the marketing cookies instead, for the order to carry.
      const cookies = landing.headers.getSetCookie().map((line) => line.split('=')[0])
      expect(cookies).toEqual(
        expect.arrayContaining(['mkt_source', 'mkt_search_click', 'mkt_facebook_click']),
      )

      const cached = await until(path, /HIT|STALE/)
      expect(cached.body.match(LEAK)).toBeNull()
      expect(cached.res.headers.getSetCookie().filter((l) => l.startsWith('mkt_'))).toEqual([])
    })
  }
})
