import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// A query string of its own per request: the page cache keys on it.
let requests = 0
const html = async (path: string) => {
  const res = await SELF.fetch(`http://localhost${path}?t=rails-${++requests}`)
  expect(res.status).toBe(200)
  return res.text()
}

/** The markup of one server-rendered rail, from its section to the section's end. */
const rail = (page: string, id: string) => {
  const start = page.indexOf(`data-rail="${id}"`)
  return start < 0 ? null : page.slice(start, page.indexOf('</section>', start))
}
const cardCount = (markup: string | null) => markup?.match(/data-testid="deal-card"/g)?.length ?? 0

describe('the homepage rails', () => {
  it('server-renders the early-bird and new rails with deal cards on the root homepage', async () => {
    const page = await html('/')
    const early = rail(page, 'rail-early-bird')
    const fresh = rail(page, 'rail-new')
    expect(early).toContain('>Early bird deals</h2>')
    expect(early).toContain('href="/deals/london/special/early-bird"')
    expect(cardCount(early)).toBeGreaterThan(0)
    expect(fresh).toContain('>New in London</h2>')
    expect(cardCount(fresh)).toBeGreaterThan(0)
    expect(cardCount(fresh)).toBeLessThanOrEqual(12)
    // Each server rail's previous/next buttons are an island pointing at its list.
    expect(page).toContain('data-island="rail-buttons"')
    expect(page).toContain('"trackId":"rail-new-track"')
  })

  it('recommends popular deals the grid does not already show', async () => {
    const page = await html('/')
    const recommended = rail(page, 'rail-recommended')
    expect(cardCount(recommended)).toBeGreaterThan(0)
    const ids = (markup: string) =>
      [...markup.matchAll(/data-stock-deal="(\d+)"/g)].map((match) => Number(match[1]))
    const gridStart = page.indexOf('id="deals-heading"')
    const grid = page.slice(gridStart, page.indexOf('</section>', gridStart))
    expect(ids(grid).length).toBeGreaterThan(9)
    const shared = ids(recommended!).filter((id) => ids(grid).includes(id))
    expect(shared).toEqual([])
  })

  it('leaves the recently viewed and buy again islands empty in the cached HTML', async () => {
    const page = await html('/')
    for (const name of ['rail-recently-viewed', 'rail-buy-again']) {
      // The wrapper also carries the island's id scope (islands/island.tsx).
      expect(page).toMatch(
        new RegExp(`<div data-island="${name}" data-island-scope="[\\w-]+"></div>`),
      )
      expect(page).toContain(
        `<script type="application/json" data-island-props="${name}">{}</script>`,
      )
    }
    expect(page).not.toContain('data-rail="rail-recently-viewed"')
    expect(page).not.toContain('data-rail="rail-buy-again"')
  })

  it('shows the rails on location and national homepages too', async () => {
    const manchester = await html('/deals/manchester')
    expect(rail(manchester, 'rail-new')).toContain('>New in Manchester</h2>')
    const national = await html('/deals/national-deal')
    expect(rail(national, 'rail-new')).toContain('>New deals</h2>')
    expect(cardCount(rail(national, 'rail-new'))).toBeGreaterThan(0)
  })
})
