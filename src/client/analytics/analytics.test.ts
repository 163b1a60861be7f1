import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dataLayer, pushEvent, type DataLayerEntry } from './data-layer'
import { cartValue, ecommerceEvent, ga4Item, toMajor } from './ecommerce'
import { dealOfPage, tagManagerConfig } from './start-analytics'
import { isTagManagerId, loadTagManager, tagManagerUrl } from './tag-manager'
import { trackAddToCart, trackBeginCheckout, trackPageView, trackPurchase } from './track'

const spa = { dealId: 7, productId: 71, name: 'Spa day', unitPriceMinor: 2950, quantity: 2 }
const meal = { dealId: 9, name: 'Dinner for two', unitPriceMinor: 1999, quantity: 1 }

let win: { dataLayer?: DataLayerEntry[] }
let storage: Map<string, string>
beforeEach(() => {
  win = {}
  storage = new Map()
  vi.stubGlobal('window', win)
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('GA4 items', () => {
  it('carry item_id, item_name, price in major units and quantity', () => {
    expect(ga4Item(spa)).toEqual({
      item_id: '7',
      item_name: 'Spa day',
      price: 29.5,
      quantity: 2,
      item_variant: '71',
    })
    expect(ga4Item(meal)).toEqual({
      item_id: '9',
      item_name: 'Dinner for two',
      price: 19.99,
      quantity: 1,
    })
  })

  it('turns minor units into major units without float noise', () => {
    expect(toMajor(1999)).toBe(19.99)
    expect(cartValue([spa, meal])).toBe(78.99)
  })

  it('build events with currency, value and items', () => {
    expect(
      ecommerceEvent('purchase', 'EUR', [meal], {
        transactionId: 'O-1',
        valueMinor: 1500,
        coupon: 'EXTRA10',
      }),
    ).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        value: 15,
        transaction_id: 'O-1',
        coupon: 'EXTRA10',
        items: [{ item_id: '9', item_name: 'Dinner for two', price: 19.99, quantity: 1 }],
      },
    })
  })
})

describe('the data layer', () => {
  it('is created on first use and clears the previous ecommerce object before each event', () => {
    pushEvent({ event: 'page_view' }, win)
    pushEvent({ event: 'add_to_cart', ecommerce: { items: [] } }, win)
    expect(dataLayer(win)).toEqual([
      { event: 'page_view' },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { items: [] } },
    ])
  })

  it('receives page view, add to cart, begin checkout and purchase events', () => {
    trackPageView({
      path: '/deals/london',
      title: 'London deals',
      pageType: 'category',
      brandId: 'dealio',
    })
    trackAddToCart('GBP', [spa])
    trackBeginCheckout('GBP', [spa, meal], 'EXTRA10')
    trackPurchase({ transactionId: 'DL-1', currency: 'GBP', lines: [spa], totalMinor: 5310 })
    const events = (win.dataLayer ?? []).filter((entry) => entry.event)
    expect(events.map((entry) => entry.event)).toEqual([
      'page_view',
      'add_to_cart',
      'begin_checkout',
      'purchase',
    ])
    expect(events[0]).toMatchObject({ page_path: '/deals/london', page_type: 'category' })
    expect(events[2]).toMatchObject({ ecommerce: { value: 78.99, coupon: 'EXTRA10' } })
    expect(events[3]).toMatchObject({ ecommerce: { transaction_id: 'DL-1', value: 53.1 } })
  })

  it('reports a purchase once per order, even when the confirmation page reloads', () => {
    const order = {
      transactionId: 'DL-2',
      currency: 'GBP' as const,
      lines: [meal],
      totalMinor: 1999,
    }
    trackPurchase(order)
    trackPurchase(order)
    expect((win.dataLayer ?? []).filter((entry) => entry.event === 'purchase')).toHaveLength(1)
  })
})

describe('the deal of a deal page', () => {
  const page = (...scripts: string[]) => ({
    querySelectorAll: () => scripts.map((textContent) => ({ textContent })),
  })

  it('is read from the schema.org Product the page carries', () => {
    const product = {
      '@type': 'Product',
      name: 'Spa day',
      sku: '7',
      category: 'Beauty > Spa',
      offers: { price: '29.50', priceCurrency: 'EUR' },
    }
    const doc = page('{"@type":"BreadcrumbList"}', JSON.stringify([{ '@type': 'Brand' }, product]))
    expect(dealOfPage(doc as unknown as Document)).toEqual({
      currency: 'EUR',
      line: {
        dealId: 7,
        name: 'Spa day',
        unitPriceMinor: 2950,
        quantity: 1,
        category: 'Beauty > Spa',
      },
    })
  })

  it('is null on a page without one, or with broken JSON', () => {
    expect(dealOfPage(page('{broken') as unknown as Document)).toBeNull()
  })
})

describe('the tag manager', () => {
  const withConfig = (element: { textContent: string; nonce?: string } | null) => ({
    getElementById: (id: string) => (id === 'tag-manager' ? element : null),
  })

  it('is configured only by a tag-manager block holding a container id', () => {
    const config = tagManagerConfig(
      withConfig({ textContent: '{"id":"GTM-ABCD12"}', nonce: 'n1' }) as unknown as Document,
    )
    expect(config).toEqual({ id: 'GTM-ABCD12', nonce: 'n1' })
    expect(tagManagerConfig(withConfig(null) as unknown as Document)).toBeNull()
    for (const textContent of ['{"id":"UA-1"}', '{broken', '{}']) {
      expect(tagManagerConfig(withConfig({ textContent }) as unknown as Document)).toBeNull()
    }
  })

  it('accepts only container ids', () => {
    expect(isTagManagerId('GTM-K9X2Q7')).toBe(true)
    for (const id of ['', null, undefined, 'UA-1', 'GTM-"><script>', 'gtm-abcd']) {
      expect(isTagManagerId(id)).toBe(false)
    }
  })

  function fakeDoc() {
    const appended: {
      src: string
      nonce: string
      async: boolean
      listeners: Record<string, () => void>
    }[] = []
    const doc = {
      querySelector: () => (appended.length > 0 ? {} : null),
      createElement: () => {
        const script = {
          src: '',
          nonce: '',
          async: false,
          dataset: {},
          listeners: {} as Record<string, () => void>,
        }
        return Object.assign(script, {
          addEventListener: (name: string, fn: () => void) => (script.listeners[name] = fn),
        })
      },
      head: { append: (script: (typeof appended)[number]) => appended.push(script) },
    }
    return { doc: doc as unknown as Document, appended }
  }

  it('loads async with the page nonce, once, after queueing gtm.start', () => {
    const { doc, appended } = fakeDoc()
    const onFailure = vi.fn()
    loadTagManager({ id: 'GTM-ABCD12', nonce: 'n0nce', onFailure }, doc)
    loadTagManager({ id: 'GTM-ABCD12', nonce: 'n0nce', onFailure }, doc)
    expect(appended).toHaveLength(1)
    expect(appended[0]).toMatchObject({
      src: tagManagerUrl('GTM-ABCD12'),
      nonce: 'n0nce',
      async: true,
    })
    expect(win.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' })
  })

  it('reports a tag manager that has not loaded after 12 seconds, once', () => {
    vi.useFakeTimers()
    const { doc, appended } = fakeDoc()
    const onFailure = vi.fn()
    loadTagManager({ id: 'GTM-ABCD12', nonce: '', onFailure }, doc)
    vi.advanceTimersByTime(11_999)
    expect(onFailure).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    appended[0]?.listeners.error?.()
    expect(onFailure).toHaveBeenCalledOnce()
    expect(onFailure.mock.calls[0]?.[0]).toContain('12000 ms')
  })

  it('reports nothing when the script loads in time', () => {
    vi.useFakeTimers()
    const { doc, appended } = fakeDoc()
    const onFailure = vi.fn()
    loadTagManager({ id: 'GTM-ABCD12', nonce: '', onFailure }, doc)
    appended[0]?.listeners.load?.()
    vi.advanceTimersByTime(20_000)
    expect(onFailure).not.toHaveBeenCalled()
  })
})
