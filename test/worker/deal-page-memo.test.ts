import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { DEAL_PAGE_MEMO_MS } from '../../src/worker/services/catalog/catalog-service'
import { atInstant, clock } from './clock'

// A personal deal page (rendered on every visit) shares the isolate's copy of the deal
// for DEAL_PAGE_MEMO_MS; what prices or sells the deal never does.

let requests = 0
// A session cookie (no such session): the request is personal, never from the page cache.
const personalPage = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}?t=memo-${++requests}`, {
    headers: { cookie: 'ct=deal-page-memo' },
  })
  expect(res.status).toBe(200)
  return res.text()
}

/** A deal shown on the homepage, and a way to rename it in D1 behind the services' back. */
async function dealToRename() {
  const home = await (await SELF.fetch('http://localhost/')).text()
  const path = home.match(/data-testid="deal-card"[\s\S]*?href="(\/deal\/[^"?]+)"/)![1]!
  const id = Number(path.split('/').at(-2))
  const row = await env.DB.prepare('SELECT headline FROM deals WHERE id = ?')
    .bind(id)
    .first<{ headline: string }>()
  const rename = (headline: string) =>
    env.DB.prepare('UPDATE deals SET headline = ? WHERE id = ?').bind(headline, id).run()
  return { path, id, headline: row!.headline, rename }
}

describe('the deal page copy kept by the isolate', () => {
  it('shows a change on a personal deal page once DEAL_PAGE_MEMO_MS has passed, not before', async () => {
    const deal = await dealToRename()
    expect(await personalPage(deal.path)).toContain(deal.headline)
    await deal.rename('Renamed Behind The Back Office')
    try {
      expect(await personalPage(deal.path)).not.toContain('Renamed Behind The Back Office')
      const later = new Date(clock.ms() + DEAL_PAGE_MEMO_MS)
      expect(await atInstant(later, () => personalPage(deal.path))).toContain(
        'Renamed Behind The Back Office',
      )
    } finally {
      await deal.rename(deal.headline)
    }
  })

  it('shows a back-office save at once, and never answers the deal API from the copy', async () => {
    const deal = await dealToRename()
    await personalPage(deal.path)
    await deal.rename('Renamed And Read Afresh')
    try {
      // The deal resource (what the product picker and checkout read) is D1's current answer.
      const api = await SELF.fetch(`http://localhost/api/v1/deal/${deal.id}`, {
        headers: { cookie: 'ct=deal-page-memo' },
      })
      expect(((await api.json()) as { headline: string }).headline).toBe('Renamed And Read Afresh')
      // What the admin services do after a save (admin-deal-service.ts).
      await bumpPageCacheGeneration(env.FEED_CACHE)
      expect(await personalPage(deal.path)).toContain('Renamed And Read Afresh')
    } finally {
      await deal.rename(deal.headline)
    }
  })

  it('hides a deal moved to open later at once after a save, else once the memo has passed', async () => {
    const deal = await dealToRename()
    const row = await env.DB.prepare('SELECT opens_at FROM deals WHERE id = ?')
      .bind(deal.id)
      .first<{ opens_at: string }>()
    const social = () => SELF.fetch(`http://localhost/api/v1/deal/${deal.id}/social-cue`)
    const moveOpening = (opensAt: string) =>
      env.DB.prepare('UPDATE deals SET opens_at = ? WHERE id = ?').bind(opensAt, deal.id).run()
    expect((await social()).status).toBe(200)
    await moveOpening(new Date(clock.ms() + 86_400_000).toISOString())
    try {
      // Behind the back office's back, the isolate's copy of the opening holds for the memo...
      expect((await social()).status).toBe(200)
      const later = new Date(clock.ms() + DEAL_PAGE_MEMO_MS)
      expect((await atInstant(later, social)).status).toBe(404)
      // ...and a save's bump drops it at once (the opening moved back here).
      await moveOpening(row!.opens_at)
      await bumpPageCacheGeneration(env.FEED_CACHE)
      expect((await social()).status).toBe(200)
    } finally {
      await moveOpening(row!.opens_at)
    }
  })
})
