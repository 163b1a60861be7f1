import { describe, expect, it } from 'vitest'
import { cookieMaxAge, type CookieLifetimeName } from './cookie-lifetimes'

const DAY = 86_400

describe('cookieMaxAge', () => {
  it.each<[CookieLifetimeName, number]>([
    ['source', 365],
    ['affiliateClickId', 30],
    ['searchClickId', 365],
    ['groupId', 7],
    ['postLoginUrl', 30],
    ['brand', 365],
    ['sessionId', 365],
    ['facebookClickId', 90],
    ['location', 365],
    ['basketToken', 7],
    ['customerToken', 365],
    ['wishlist', 7],
    ['email', 365],
  ])('keeps the %s cookie %i days', (name, days) => {
    expect(cookieMaxAge(name)).toBe(days * DAY)
  })

  it('gives the basket token exactly 604800 seconds', () => {
    expect(cookieMaxAge('basketToken')).toBe(604_800)
  })

  it('keeps the source cookie 30 days for affiliates', () => {
    expect(cookieMaxAge('source', { affiliate: true })).toBe(30 * DAY)
    expect(cookieMaxAge('source', { affiliate: false })).toBe(365 * DAY)
  })

  it('keeps a wishlist id set from a fetch for a year', () => {
    expect(cookieMaxAge('wishlist', { fromFetch: true })).toBe(365 * DAY)
  })

  it.each([1, 30, 365] as const)('lets the brand cookie last %i days when asked', (days) => {
    expect(cookieMaxAge('brand', { brandDays: days })).toBe(days * DAY)
  })
})
