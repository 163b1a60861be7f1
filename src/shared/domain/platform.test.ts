import { describe, expect, it } from 'vitest'
import { brandCountryCode, feedHeaders, platformLabel } from './platform'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148'
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36'
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X910) Chrome/120 Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36'

describe('platformLabel', () => {
  it('labels phones WEBAPP-MOBILE, tablets WEBAPP-TABLET and the rest WEBAPP-DESKTOP', () => {
    expect(platformLabel(IPHONE)).toBe('WEBAPP-MOBILE')
    expect(platformLabel(ANDROID_PHONE)).toBe('WEBAPP-MOBILE')
    expect(platformLabel(IPAD)).toBe('WEBAPP-TABLET')
    expect(platformLabel(ANDROID_TABLET)).toBe('WEBAPP-TABLET')
    expect(platformLabel(DESKTOP)).toBe('WEBAPP-DESKTOP')
  })

  it('treats a missing user agent as a desktop', () => {
    expect(platformLabel(undefined)).toBe('WEBAPP-DESKTOP')
    expect(platformLabel('')).toBe('WEBAPP-DESKTOP')
  })
})

describe('feedHeaders', () => {
  it('sends platform, brand, country, webapp and version on every feed call', () => {
    expect(feedHeaders({ userAgent: IPHONE, brandId: 'dealioie', version: '0.1.0' })).toEqual({
      'app-platform': 'WEBAPP-MOBILE',
      brand: 'dealioie',
      'country-code': 'ie',
      webapp: 'true',
      version: '0.1.0',
    })
  })

  it('adds the dynamic-price variant and all-locations only when they are given', () => {
    const headers = feedHeaders({
      userAgent: DESKTOP,
      brandId: 'livingsocial',
      version: '1',
      dynamicPriceVariant: 'b',
      locationShortName: 'london',
    })
    expect(headers['dynamic-price-variant']).toBe('b')
    expect(headers['all-locations']).toBe('london')
    const bare = feedHeaders({
      userAgent: DESKTOP,
      brandId: 'livingsocial',
      version: '1',
      dynamicPriceVariant: null,
      locationShortName: ' ',
    })
    expect(bare).not.toHaveProperty('dynamic-price-variant')
    expect(bare).not.toHaveProperty('all-locations')
  })

  it('maps the Irish brands to ie and the others to gb', () => {
    expect(brandCountryCode('dealio')).toBe('gb')
    expect(brandCountryCode('livingsocialie')).toBe('ie')
  })
})
