import { describe, expect, it } from 'vitest'
import { floodAreaOf } from '../../middleware/flood-limits'
import { floodLimiterFor, localFloodLimiters, MemoryFloodLimiter } from './flood-limiter'

describe('MemoryFloodLimiter', () => {
  it('allows `max` calls per key and period, then refuses until the period is over', async () => {
    let now = 1_000_000
    const limiter = new MemoryFloodLimiter(3, 60_000, () => now)
    const results = []
    for (let i = 0; i < 4; i++) results.push((await limiter.limit({ key: 'a' })).success)
    expect(results).toEqual([true, true, true, false])
    expect((await limiter.limit({ key: 'b' })).success).toBe(true)
    now += 60_000
    expect((await limiter.limit({ key: 'a' })).success).toBe(true)
  })
})

describe('floodLimiterFor', () => {
  it('takes the environment’s binding, else the local stand-in', () => {
    const binding = { limit: async () => ({ success: true }) }
    expect(floodLimiterFor({ LOGIN_LIMIT: binding }, 'login')).toBe(binding)
    expect(floodLimiterFor({ LOGIN_LIMIT: binding }, 'codes')).toBe(localFloodLimiters.codes)
  })
})

describe('floodAreaOf', () => {
  it.each([
    ['/customer/login', 'login'],
    ['/customer/login/first-step', 'login'],
    ['/customer/google/login', 'login'],
    ['/customer/facebook/authenticate', 'login'],
    ['/admin/login', 'login'],
    ['/merchant/login', 'login'],
    ['/customer/register', 'registration'],
    ['/customer/express-register', 'registration'],
    ['/customer/paypal-register', 'registration'],
    ['/customer/google/register', 'registration'],
    ['/notify-me', 'registration'],
    ['/checkout/abc123/promocode', 'codes'],
    ['/giftcards/redeem', 'codes'],
    ['/gifts/claim', 'codes'],
    ['/credit-claims', 'codes'],
    ['/tracking/impressions/london', 'beacons'],
    ['/tracking/session', 'beacons'],
    ['/log', 'beacons'],
  ])('POST %s is %s', (path, area) => {
    expect(floodAreaOf('POST', path)).toBe(area)
  })

  it('leaves reads and every other path alone', () => {
    expect(floodAreaOf('GET', '/customer/login')).toBeNull()
    expect(floodAreaOf('POST', '/checkout/abc/order')).toBeNull()
    expect(floodAreaOf('POST', '/customer/logout')).toBeNull()
    expect(floodAreaOf('POST', '/basket')).toBeNull()
  })
})
