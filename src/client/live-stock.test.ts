import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOnce } from './api/swr'
import { loadStock, stockKeyFor, syncLiveStock } from './live-stock'

// SWR behaves as in a browser only if `window` exists when it loads (otherwise it takes itself
// for the server and preloads nothing); the unit project has no DOM, so the pass gets a stand-in
// root and the one element class it checks for.
vi.hoisted(() => {
  class HTMLElement {
    hidden = true
    textContent = ''
  }
  Object.assign(globalThis, { window: globalThis, HTMLElement })
})

const stock = (remaining: number) => ({ soldOut: false, remaining, capReached: false })

/** A `data-stock-deal` holder with its deal label, as the server renders it. */
function holder(dealId: number) {
  const label = new HTMLElement()
  return {
    label,
    dataset: { stockDeal: String(dealId) } as DOMStringMap,
    querySelector: () => label,
    querySelectorAll: () => [],
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('live stock through SWR', () => {
  it('the page pass and a second reader of the same key share one request', async () => {
    const fetch = vi.fn(async (url: string) =>
      Response.json({
        deals: Object.fromEntries(
          new URL(url, 'https://x').searchParams
            .get('ids')!
            .split(',')
            .map((id) => [id, { ...stock(3), products: {} }]),
        ),
      }),
    )
    vi.stubGlobal('fetch', fetch)
    const deal = holder(7)
    const card = holder(8)
    const root = { querySelectorAll: () => [deal, card, holder(7)] } as unknown as ParentNode

    // Before the pass a deal's key is its own; once the pass runs, the page's.
    expect(stockKeyFor(7)).toBe('/api/v1/stock?ids=7')
    const pass = syncLiveStock(root)
    expect(stockKeyFor(7)).toBe('/api/v1/stock?ids=7,8')
    expect(stockKeyFor(9)).toBe('/api/v1/stock?ids=9')

    // The picker's key read while the pass's read is under way, and again once it is in (the
    // island's useRead reads the same cache; there is no DOM here to mount it).
    const picker = readOnce(stockKeyFor(7), loadStock)
    await pass
    const [during, after] = [await picker, await readOnce(stockKeyFor(7), loadStock)]

    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe('/api/v1/stock?ids=7,8')
    expect(during?.deals['7']?.remaining).toBe(3)
    expect(after).toBe(during)
    expect(deal.label.textContent).toBe('Only 3 left')
    expect(deal.label.hidden).toBe(false)
    expect(card.label.textContent).toBe('Only 3 left')
  })

  it('answers null when the read fails, leaving the server-rendered state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 503 })),
    )
    expect(await loadStock('/api/v1/stock?ids=1')).toBeNull()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline')
      }),
    )
    expect(await loadStock('/api/v1/stock?ids=1')).toBeNull()
  })
})
