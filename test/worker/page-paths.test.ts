import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

// The pages whose routes hand their renderers typed values (a location, a slug, a tag) instead of
// the raw path: each path answers as it always has, odd spellings and extra segments included.

// An odd spelling first moves 301 to its canonical path (canonical-path.test.ts); what
// is compared here is the answer at the end of that one hop.
async function answerOf(path: string) {
  let res = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
  if (res.status === 301) {
    const canonical = new URL(res.headers.get('location')!, 'http://localhost')
    expect(canonical.pathname).toBe(canonical.pathname.toLowerCase())
    res = await SELF.fetch(canonical, { redirect: 'manual' })
  }
  if (res.status === 302) return [res.status, res.headers.get('location')]
  const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? ''
  return [res.status, title.replace(/ \| Dealio$/, '')]
}

describe('special listings', () => {
  it.each([
    ['/london/special/gifts-for-mum', 200, 'Gifts For Mum Deals in London'],
    ['/deals/london/special/gifts-for-mum', 200, 'Gifts For Mum Deals in London'],
    ['/London/Special/Gifts-For-Mum', 200, 'Gifts For Mum Deals in London'],
    [
      '/deals/London/special/gifts-for-mum?page=1',
      200,
      'Gifts For Mum Deals in London \u2013 page 2',
    ],
    ['/manchester/special/gifts-for-mum', 200, 'Gifts For Mum Deals in Manchester'],
    ['/x/london/special/gifts-for-mum', 200, 'Gifts For Mum Deals in London'],
    ['/special/london/special/gifts-for-mum', 404, 'Page not found'],
    ['/london/special/special/gifts-for-mum', 404, 'Page not found'],
    ['/special/special/gifts-for-mum', 404, 'Page not found'],
    ['/london/special/gifts-for-mum/x', 404, 'Page not found'],
    ['/deals/special/gifts-for-mum', 404, 'Page not found'],
    ['/deals/shop/special/gifts-for-mum', 200, 'Gifts For Mum Deals'],
    ['/shop/special/gifts-for-mum', 200, 'Gifts For Mum Deals'],
    ['/london/special/mothers-day', 404, 'Page not found'],
    ['/London/Special/Mothers-Day', 404, 'Page not found'],
    ['/deals/london/special/mothers-day', 404, 'Page not found'],
    ['/deals/london/special/mothers-day?page=1', 404, 'Page not found'],
    ['/london/special', 404, 'Page not found'],
    ['/london/special/a/b', 404, 'Page not found'],
    ['/special/special/mothers-day', 404, 'Page not found'],
    ['/special/london/special/mothers-day', 404, 'Page not found'],
    ['/london/special/special/x', 404, 'Page not found'],
    ['/deals/special/x', 404, 'Page not found'],
    ['/x/london/special/mothers-day', 404, 'Page not found'],
    ['/london/special/nope', 404, 'Page not found'],
    ['/deals/special', 404, 'Page not found'],
  ] as const)('%s answers %i %s', async (path, status, titleOrLocation) => {
    expect(await answerOf(path)).toEqual([status, titleOrLocation])
  })
})

describe('shop (gshop) pages', () => {
  it.each([
    ['/gshop/garden-furniture', 200, 'Garden Furniture'],
    ['/gshop/1001', 200, '1001'],
    ['/gshop/anything-else', 200, 'Anything Else'],
    ['/gshop/gifts-for-mum', 200, 'Gifts For Mum'],
    ['/gshop/Gifts-For-Mum', 200, 'Gifts For Mum'],
    ['/gshop/kitchen/12345', 200, '12345'],
    ['/deals/shop/gshop', 200, 'Shop'],
    ['/deals/x/gshop/y', 200, 'Y'],
    ['/deals/gshop', 200, 'Shop'],
    ['/shop/gshop/gifts-for-mum', 200, 'Gifts For Mum'],
  ] as const)('%s answers %i %s', async (path, status, titleOrLocation) => {
    expect(await answerOf(path)).toEqual([status, titleOrLocation])
  })
})

describe('the paid-campaign landing', () => {
  it.each([
    ['/welcome', 200, 'Today&#x27;s best deals in London'],
    ['/welcome/spa-day', 200, 'Today&#x27;s best deals in London'],
    ['/welcome/Food-Drink', 200, 'Food &amp; Drink deals in London'],
    ['/welcome/spa/x', 404, 'Page not found'],
    ['/welcome?category=beauty&location=manchester', 200, 'Beauty deals in Manchester'],
    ['/welcome/beauty?utm_campaign=x', 200, 'Beauty deals in London'],
    ['/welcome/%3Cb%3E', 200, 'Today&#x27;s best deals in London'],
  ] as const)('%s answers %i %s', async (path, status, titleOrLocation) => {
    expect(await answerOf(path)).toEqual([status, titleOrLocation])
  })
})

describe('travel listings', () => {
  it.each([
    ['/travel', 200, 'Travel Deals'],
    ['/travel/beach-holidays', 200, 'Beach Holidays Deals'],
    ['/Travel/Beach-Holidays', 200, 'Beach Holidays Deals'],
    ['/travel/beach-holidays/extra/more', 200, 'Beach Holidays Deals'],
    ['/escapes', 200, 'Escapes Deals'],
    ['/escapes/uk-breaks', 200, 'Uk Breaks Deals'],
    ['/deals/travel', 200, 'Travel Deals'],
    ['/deals/escapes', 200, 'Escapes Deals'],
    ['/deals/escapes/spa-breaks', 200, 'Spa Breaks Deals'],
    ['/deals/travel/beach-holidays/x', 200, 'Beach Holidays Deals'],
    ['/travel/uk-travel', 200, 'Uk Travel Deals'],
  ] as const)('%s answers %i %s', async (path, status, titleOrLocation) => {
    expect(await answerOf(path)).toEqual([status, titleOrLocation])
  })
})

describe('the gift finder', () => {
  it.each([
    ['/deal/london/gift-finder', 200, 'Gift Finder'],
    ['/london/gift-finder', 200, 'Gift Finder'],
    ['/london/gift-finder?character=adventurous', 200, 'Gift Finder'],
    ['/deal/manchester/gift-finder?budget=under-25', 200, 'Gift Finder'],
    ['/gifts-for-mum', 200, 'Gifts for Mum | Gift Ideas'],
    ['/Gifts-For-Mum?character=adventurous&budget=under-25', 200, 'Gifts for Mum | Gift Ideas'],
    ['/gifts-for-mum/x/y', 200, 'Gifts for Mum | Gift Ideas'],
    ['/gifts-for-nobody', 404, 'Page not found'],
    ['/london/gift-finder?giftFor=mum&budget=', 302, '/gifts-for-mum'],
    ['/london/gift-finder?giftFor=nobody', 302, '/deal/london/gift-finder'],
    ['/gifts-for-mum/gift-finder', 200, 'Gifts for Mum | Gift Ideas'],
    ['/x/gift-finder/y', 200, 'Gift Finder'],
    ['/london/gift-finder/extra', 200, 'Gift Finder'],
    ['/deal/nowhere/gift-finder', 200, 'Gift Finder'],
    ['/gifts-for-mum?page=1', 200, 'Gifts for Mum | Gift Ideas \u2013 page 2'],
    ['/gifts-for-', 404, 'Page not found'],
  ] as const)('%s answers %i %s', async (path, status, titleOrLocation) => {
    expect(await answerOf(path)).toEqual([status, titleOrLocation])
  })
})
