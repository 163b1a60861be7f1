// @vitest-environment happy-dom
import { act } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startWishlistHearts } from './wishlist-hearts'

// The hearts as a browser runs them: server buttons in a DOM, the one React root taking them
// over, fetch answering as the wishlist API does, one change held open to see the heart before
// the answer is in.

const showToast = vi.hoisted(() => vi.fn())
vi.mock('../components/toast/toast-store', () => ({ showToast }))

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let saved = [13]
let hold: Promise<void> | null = null
let failNext = false
// Kept by hand: the config clears mocks' calls before each test.
const sent: string[] = []
const fetch = vi.fn(async (url: string, init?: RequestInit) => {
  sent.push(`${init?.method} ${url}`)
  if (hold) await hold
  if (failNext) {
    failNext = false
    return new Response('no', { status: 503 })
  }
  const deal = Number(/\/deal\/(\d+)$/.exec(url)?.[1])
  if (init?.method === 'POST') saved = [...saved, deal]
  if (init?.method === 'DELETE') saved = saved.filter((d) => d !== deal)
  return Response.json({ id: 'w1', dealIds: saved })
})
const calls = () => sent

const SERVER_HEART = (deal: number, extra = '') =>
  `<button type="button" class="heart" data-wishlist-deal="${deal}" aria-pressed="false"
     aria-label="Save to wish list: deal ${deal}" hidden ${extra}></button>`

/** The React hearts of a deal, in document order. */
const hearts = (deal: number) => [
  ...document.querySelectorAll<HTMLElement>(
    `[data-wishlist-slot] > [data-wishlist-deal="${deal}"]`,
  ),
]
const pressed = (deal: number) => hearts(deal).map((h) => h.getAttribute('aria-pressed'))
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)))

beforeAll(async () => {
  vi.stubGlobal('fetch', fetch)
  document.body.innerHTML = `
    <article data-testid="deal-card"><div class="media">${SERVER_HEART(12)}</div></article>
    <div data-island="rail-buttons" id="rail"><div class="media">${SERVER_HEART(12)}</div></div>
    <main>${SERVER_HEART(13, 'data-testid="deal-wishlist-heart"').replace('></button>', '><svg></svg>Save</button>')}</main>
    <ul><li data-wishlist-item="14">${SERVER_HEART(14)}</li></ul>`
  await act(() => startWishlistHearts())
  await settle()
})
afterAll(() => vi.unstubAllGlobals())

describe('wishlist hearts on one React root', () => {
  it('stands a React heart in for each server heart, shown and pressed from one read', () => {
    expect(calls()).toEqual(['GET /api/v1/wishlist/flags'])
    // The card's and the deal page's: same class, label and content, shown, pressed from the list.
    expect(pressed(12)).toEqual(['false'])
    expect(pressed(13)).toEqual(['true'])
    const [deal13] = hearts(13)
    expect(deal13!.className).toBe('heart')
    expect(deal13!.dataset.testid).toBe('deal-wishlist-heart')
    expect(deal13!.innerHTML).toBe('<svg></svg>Save')
    expect(hearts(12)[0]!.getAttribute('aria-label')).toBe('Save to wish list: deal 12')
    expect(hearts(12)[0]!.hidden).toBe(false)
    // The server's buttons are gone, except the one an island owns, left until it hydrates.
    const outsideIslands = [...document.querySelectorAll('main button, article button, li button')]
    expect(outsideIslands.every((b) => b.parentElement!.hasAttribute('data-wishlist-slot'))).toBe(
      true,
    )
    expect(document.querySelector('#rail [data-wishlist-slot]')).toBeNull()
    expect(document.querySelector<HTMLElement>('#rail button')!.hidden).toBe(true)
  })

  it('takes over an island heart once the island has hydrated', async () => {
    document.getElementById('rail')!.dataset.hydrated = 'true'
    await settle()
    expect(pressed(12)).toEqual(['false', 'false'])
    // The island's own button stays in its markup, hidden, for its React to keep.
    expect(document.querySelectorAll('#rail button')).toHaveLength(2)
  })

  it('fills a heart at once, before the API answers, and every heart of the deal follows the answer', async () => {
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    await act(async () => hearts(12)[0]!.click())
    expect(pressed(12)).toEqual(['true', 'false'])
    expect(hearts(12)[0]!.getAttribute('aria-busy')).toBe('true')
    // A second click while the first is under way asks nothing more.
    await act(async () => hearts(12)[0]!.click())
    hold = null
    release()
    await settle()
    expect(pressed(12)).toEqual(['true', 'true'])
    expect(hearts(12)[0]!.hasAttribute('aria-busy')).toBe(false)
    expect(calls().slice(1)).toEqual(['POST /api/v1/wishlist/w1/deal/12'])
  })

  it('puts a heart back as the list stands and says so when the change fails', async () => {
    let release!: () => void
    hold = new Promise((resolve) => (release = resolve))
    failNext = true
    await act(async () => hearts(13)[0]!.click())
    expect(pressed(13)).toEqual(['false'])
    hold = null
    release()
    await settle()
    expect(pressed(13)).toEqual(['true'])
    expect(calls().at(-1)).toBe('DELETE /api/v1/wishlist/w1/deal/13')
    expect(showToast).toHaveBeenCalledWith(
      'Sorry, we could not update your wish list. Please try again.',
      { tone: 'error' },
    )
  })

  it('removes a deal from the wish list page when its heart is pressed off', async () => {
    await act(async () => hearts(14)[0]!.click())
    await settle()
    // It was not saved: pressing saves it and the item stays.
    expect(pressed(14)).toEqual(['true'])
    await act(async () => hearts(14)[0]!.click())
    await settle()
    expect(document.querySelector('[data-wishlist-item="14"]')).toBeNull()
    expect(calls().slice(-2)).toEqual([
      'POST /api/v1/wishlist/w1/deal/14',
      'DELETE /api/v1/wishlist/w1/deal/14',
    ])
  })
})
