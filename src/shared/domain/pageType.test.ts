import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, pageTypeFromPath, type PageType } from './pageType'

const typeOf = (url: string, nationalLocations?: readonly string[]): PageType => {
  const [path = '', query = ''] = url.split('?')
  return pageTypeFromPath({ path, query: new URLSearchParams(query), nationalLocations })
}

describe('pageTypeFromPath: the rows of the storefront §2 table', () => {
  it.each<[string, PageType]>([
    ['/guides/hub', 'guide'],
    ['/guides/black-friday-deals', 'guide'],
    ['/guides/holiday-deals?claim-my-gift=true', 'claim-gift'],
    ['/', 'root'],
    ['', 'root'],
    ['/london/special/mothers-day', 'special'],
    ['/deals/special', 'special'],
    ['/deal/dublin/gift-finder', 'gift-finder'],
    ['/london/gift-finder', 'gift-finder'],
    ['/gifts-for-mum', 'gift-finder'],
    ['/gifts', 'gifts'],
    ['/recommended-for-you', 'recommended'],
    ['/early-bird', 'early-bird'],
    ['/recently-viewed', 'recentlyViewed'],
    ['/search', 'search'],
    ['/search?q=spa', 'search'],
    ['/welcome/spa-day', 'ppc'],
    ['/insights', 'dashboard'],
    ['/map-view', 'map-view'],
    ['/deal/london/spa/42?dealPreview=true', 'dealPreview'],
    ['/deal-preview/london/spa/42?dealPreview', 'dealPreview'],
    ['/vip/deal/london/spa/42', 'vipDeal'],
    ['/vip/42/7', 'vipDeal'],
    ['/vip/deals/london', 'vipCategory'],
    ['/deals/national-deal', 'homepage'],
    ['/deals/shop', 'homepage'],
    ['/deals/london', 'category'],
    ['/deals', 'category'],
    ['/deals/vip', 'category'],
    ['/near-me/hub', 'category'],
    ['/near-me/beauty/nails/islington', 'category'],
    ['/national-deal/spa', 'category'],
    ['/find', 'category'],
    ['/gshop/kitchen/12345', 'category'],
    ['/deal/london/spa/massage/42/spa-day', 'deal'],
    ['/deal/shop/gifts/e/mug-set', 'deal'],
    ['/deal-preview/london/spa/42', 'deal'],
    ['/42/7', 'deal'],
  ])('treats %s as %s', (url, expected) => {
    expect(typeOf(url)).toBe(expected)
  })
})

describe('pageTypeFromPath: pages the table leaves out', () => {
  it.each<[string, PageType]>([
    ['/checkout', 'checkout'],
    ['/checkout/payment', 'checkout'],
    ['/order-addon/123', 'order-addon'],
    ['/myaccount', 'myaccount'],
    ['/myaccount/profile', 'myaccount'],
    ['/myaccount/vouchers', 'vouchers'],
    ['/myaccount/vouchers/987', 'vouchers'],
    ['/login', 'account'],
    ['/register', 'account'],
    ['/forgot-password', 'account'],
    ['/reset-password', 'account'],
    ['/activate-password', 'account'],
    ['/account', 'account'],
    ['/email-preferences', 'account'],
    ['/merchant', 'account'],
    ['/merchant/login', 'account'],
    ['/admin/audit', 'account'],
    ['/extend', 'extendLanding'],
    ['/claim-gift', 'claim-gift'],
    ['/mygift/abc123', 'claim-gift'],
    ['/travel', 'travel'],
    ['/escapes/uk-breaks', 'travel'],
    ['/deals/travel', 'travel'],
    ['/deals/escapes/spa-breaks', 'travel'],
    ['/deals/wellness-collection', 'wellness-collection'],
    ['/deals/wellness-collection/massage', 'wellness-collection'],
    ['/page/aboutus', 'other'],
    ['/page/privacypolicy-ie', 'other'],
    ['/discountcodes', 'other'],
    ['/editorial-team', 'other'],
    ['/london', 'other'],
    ['/vip', 'other'],
    ['/42', 'other'],
    ['/no-such-page/at/all', 'other'],
  ])('treats %s as %s', (url, expected) => {
    expect(typeOf(url)).toBe(expected)
  })
})

describe('pageTypeFromPath: precedence between rows', () => {
  it('gives a guide with the claim-my-gift flag the claim-gift type, not guide', () => {
    expect(typeOf('/guides/x?claim-my-gift')).toBe('claim-gift')
    expect(typeOf('/guides/x?claim-my-gift=false')).toBe('guide')
  })

  it('lets the dealPreview flag beat the deal row', () => {
    expect(typeOf('/deal/london/spa/42?dealPreview=1')).toBe('dealPreview')
    expect(typeOf('/deal/london/spa/42?dealPreview=0')).toBe('deal')
  })

  it('lets the dealPreview flag beat the category and homepage rows below it', () => {
    expect(typeOf('/deals/london?dealPreview=true')).toBe('dealPreview')
    expect(typeOf('/deals/national-deal?dealPreview=true')).toBe('dealPreview')
  })

  it('leaves rows above the dealPreview flag in place', () => {
    expect(typeOf('/search?dealPreview=true')).toBe('search')
    expect(typeOf('/?dealPreview=true')).toBe('root')
  })

  it('is homepage for deals plus a national location only with exactly two segments', () => {
    expect(typeOf('/deals/national-deal')).toBe('homepage')
    expect(typeOf('/deals/national-deal/spa')).toBe('category')
    expect(typeOf('/national-deal')).toBe('category')
  })

  it('takes the national locations from the caller when given', () => {
    expect(typeOf('/deals/national-ie', ['National-IE'])).toBe('homepage')
    expect(typeOf('/deals/shop', ['national-ie'])).toBe('category')
  })

  it('treats a local location under deals as a category listing', () => {
    expect(typeOf('/deals/london')).toBe('category')
    expect(typeOf('/deals/dublin-south')).toBe('category')
  })

  it('makes a vip deal path vipDeal rather than deal', () => {
    expect(typeOf('/vip/deal/london/spa/42')).toBe('vipDeal')
    expect(typeOf('/vip/deal-preview/london/spa/42')).toBe('vipDeal')
  })

  it('makes a vip category path vipCategory rather than category', () => {
    expect(typeOf('/vip/near-me/hub')).toBe('vipCategory')
  })

  it('lets a special segment beat the category row', () => {
    expect(typeOf('/london/special/x')).toBe('special')
    expect(typeOf('/deals/london/special/x')).toBe('special')
  })

  it('lets a gift-finder segment beat the deal row', () => {
    expect(typeOf('/deal/dublin/gift-finder')).toBe('gift-finder')
  })

  it('lets a guide keep its type even with a special segment', () => {
    expect(typeOf('/guides/special')).toBe('guide')
  })

  it('keeps application pages whatever follows them or whatever flags they carry', () => {
    expect(typeOf('/myaccount/special')).toBe('myaccount')
    expect(typeOf('/checkout?dealPreview=true')).toBe('checkout')
    expect(typeOf('/page/gift-finder')).toBe('other')
  })

  it('keeps a travel deal a deal page', () => {
    expect(typeOf('/deal/travel/uk-breaks/42')).toBe('deal')
  })
})

describe('pageTypeFromPath: normalisation', () => {
  it('ignores trailing and doubled slashes', () => {
    expect(typeOf('/deals/national-deal/')).toBe('homepage')
    expect(typeOf('//deals//london//')).toBe('category')
  })

  it('matches path segments case-insensitively', () => {
    expect(typeOf('/Deals/National-Deal')).toBe('homepage')
    expect(typeOf('/DEAL/London/Spa/42')).toBe('deal')
  })

  it('matches URL-encoded segments by their decoded value', () => {
    expect(typeOf('/%67ifts')).toBe('gifts')
  })

  it('does not throw on badly encoded paths', () => {
    expect(typeOf('/%E0%A4%A/x')).toBe('other')
  })

  it('ignores a query string or hash left on the path', () => {
    expect(pageTypeFromPath({ path: '/gifts?x=1#top', query: new URLSearchParams() })).toBe('gifts')
  })

  it('only ever answers one of the listed page types', () => {
    const urls = ['/', '/deals/london', '/x/y/z', '/%', '/deal', '/vip/x', '/guides']
    for (const url of urls) expect(PAGE_TYPES).toContain(typeOf(url))
  })
})
