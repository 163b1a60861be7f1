import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markHearts, toggleHeart } from './wishlist-hearts'

// SWR behaves as in a browser only if `window` exists when it loads; the unit project has no
// DOM, so the hearts are stand-ins with the few members the module uses.
vi.hoisted(() => {
  Object.assign(globalThis, { window: globalThis })
})

function heart(dealId: number) {
  const attributes = new Map<string, string>([['aria-pressed', 'false']])
  return {
    hidden: true,
    dataset: { wishlistDeal: String(dealId) } as DOMStringMap,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    closest: () => null,
  }
}
const pressed = (button: ReturnType<typeof heart>) => button.getAttribute('aria-pressed')

let saved: number[] = [13]
const fetch = vi.fn(async (url: string, init?: RequestInit) => {
  const deal = Number(/\/deal\/(\d+)$/.exec(url)?.[1])
  if (init?.method === 'POST') saved = [...saved, deal]
  if (init?.method === 'DELETE') saved = saved.filter((d) => d !== deal)
  return Response.json({ id: 'w1', dealIds: saved })
})
const calls = () => fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)

const hearts = [heart(12), heart(13), heart(12)]
beforeEach(() => {
  vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('document', { querySelectorAll: () => hearts })
})
afterEach(() => vi.unstubAllGlobals())

describe('wishlist hearts through SWR', () => {
  it('reads the list once and follows a toggle from its answer, without a refetch', async () => {
    await Promise.all([markHearts(), markHearts()])
    expect(hearts.map(pressed)).toEqual(['false', 'true', 'false'])
    expect(hearts.every((h) => !h.hidden)).toBe(true)

    await toggleHeart(hearts[0] as unknown as HTMLElement)
    // Both hearts of deal 12 (a card and the deal page's, say) follow the POST's answer.
    expect(hearts.map(pressed)).toEqual(['true', 'true', 'true'])
    expect(hearts[0]!.getAttribute('aria-busy')).toBeNull()

    await toggleHeart(hearts[1] as unknown as HTMLElement)
    expect(hearts.map(pressed)).toEqual(['true', 'false', 'true'])

    await markHearts()
    expect(calls()).toEqual([
      'GET /api/v1/wishlist/flags',
      'POST /api/v1/wishlist/w1/deal/12',
      'DELETE /api/v1/wishlist/w1/deal/13',
    ])
  })

  it('puts a heart back as it was when the change fails', async () => {
    fetch.mockImplementationOnce(async () => new Response('no', { status: 503 }))
    await toggleHeart(hearts[1] as unknown as HTMLElement)
    expect(hearts.map(pressed)).toEqual(['true', 'false', 'true'])
    expect(calls().at(-1)).toBe('POST /api/v1/wishlist/w1/deal/13')
  })
})
