import { describe, expect, it } from 'vitest'
import {
  attributionFromCookies,
  carryCampaignParams,
  describeAttribution,
  isCampaignParam,
  marketingCookiesFor,
  withoutCampaignParams,
} from './landing-attribution'

const DAY = 86_400
const cookiesOf = (query: string) =>
  Object.fromEntries(
    marketingCookiesFor(new URLSearchParams(query)).map((c) => [c.name, c.maxAgeSeconds / DAY]),
  )

describe('marketingCookiesFor', () => {
  it('keeps the source 365 days, with medium and campaign in the same cookie', () => {
    const [cookie] = marketingCookiesFor(
      new URLSearchParams('utm_source=google&utm_medium=cpc&utm_campaign=spring sale'),
    )
    expect(cookie).toEqual({
      name: 'mkt_source',
      value: 'source=google&medium=cpc&campaign=spring+sale',
      maxAgeSeconds: 365 * DAY,
    })
  })

  it('keeps the source 30 days for an affiliate medium or an affiliate click', () => {
    expect(cookiesOf('utm_source=awin&utm_medium=Affiliate')).toEqual({ mkt_source: 30 })
    expect(cookiesOf('utm_source=awin&awc=123_456')).toEqual({
      mkt_source: 30,
      mkt_affiliate_click: 30,
    })
  })

  it('sets each click cookie with its own lifetime', () => {
    expect(cookiesOf('gclid=Cj0KCQ-abc_1&mgid=42&fbclid=IwAR3x')).toEqual({
      mkt_search_click: 365,
      mkt_group: 7,
      mkt_facebook_click: 90,
    })
    expect(cookiesOf('msclkid=f00d')).toEqual({ mkt_search_click: 365 })
    expect(cookiesOf('irclickid=zz9')).toEqual({ mkt_affiliate_click: 30 })
  })

  it('sets nothing for a page without campaign parameters or with malformed ones', () => {
    expect(marketingCookiesFor(new URLSearchParams('page=2&sc_cid=7'))).toEqual([])
    expect(marketingCookiesFor(new URLSearchParams('utm_medium=cpc'))).toEqual([])
    expect(cookiesOf(`gclid=${'x'.repeat(201)}&fbclid=a;b&utm_source=ev%00il`)).toEqual({})
  })
})

describe('campaign parameters', () => {
  it('are the utm tags, click ids and group id, not the page-changing ones', () => {
    for (const name of ['utm_source', 'utm_term', 'gclid', 'msclkid', 'fbclid', 'awc', 'mgid']) {
      expect(isCampaignParam(name)).toBe(true)
    }
    for (const name of ['sc_cid', 'source', 'page', 'arrival']) {
      expect(isCampaignParam(name)).toBe(false)
    }
  })

  it('are removed from a URL, other parameters kept in order', () => {
    const url = new URL('https://dealio.test/deal/x?b=2&utm_source=a&gclid=z&a=1')
    expect(withoutCampaignParams(url).toString()).toBe('https://dealio.test/deal/x?b=2&a=1')
  })
})

describe('attributionFromCookies', () => {
  it('reads back what the landing wrote', () => {
    const written = Object.fromEntries(
      marketingCookiesFor(
        new URLSearchParams('utm_source=google&utm_medium=cpc&gclid=abc&fbclid=fb1&mgid=9&awc=a1'),
      ).map((c) => [c.name, c.value]),
    )
    expect(attributionFromCookies(written)).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: null,
      affiliateClickId: 'a1',
      searchClickId: 'abc',
      groupId: '9',
      facebookClickId: 'fb1',
    })
  })

  it('is null without marketing cookies and ignores forged values', () => {
    expect(attributionFromCookies({ other: 'x' })).toBeNull()
    expect(attributionFromCookies({ mkt_search_click: '<script>' })).toBeNull()
    expect(attributionFromCookies({ mkt_source: 'medium=cpc' })).toBeNull()
  })
})

describe('carryCampaignParams', () => {
  const landing = new URLSearchParams('utm_source=g&page=2&gclid=c1')

  it('puts the campaign parameters back on a same-site redirect', () => {
    expect(carryCampaignParams('/deal/a?x=1', landing)).toBe('/deal/a?x=1&utm_source=g&gclid=c1')
    expect(carryCampaignParams('/deal/a', new URLSearchParams('page=2'))).toBe('/deal/a')
  })

  it('leaves another site alone', () => {
    expect(carryCampaignParams('https://other.example/x', landing)).toBe('https://other.example/x')
    expect(carryCampaignParams('//other.example/x', landing)).toBe('//other.example/x')
  })
})

describe('describeAttribution', () => {
  const none = {
    source: null,
    medium: null,
    campaign: null,
    affiliateClickId: null,
    searchClickId: null,
    groupId: null,
    facebookClickId: null,
  }

  it('names the source, medium and campaign, then the click ids', () => {
    expect(
      describeAttribution({
        ...none,
        source: 'google',
        medium: 'cpc',
        searchClickId: 'G1',
        groupId: '4',
      }),
    ).toBe('google / cpc · search click G1 · group 4')
    expect(describeAttribution({ ...none, facebookClickId: 'F1' })).toBe('Facebook click F1')
  })

  it('says so when the order carries none', () => {
    expect(describeAttribution(null)).toBe('direct or unknown')
  })
})
