import { describe, expect, it } from 'vitest'
import { d1SessionFor, type D1RequestFacts } from './d1-consistency'

const BOOKMARK = '0000001f-00000007-00005095-4b3b7fd5a7d1f3b17e8c2e3e0b3c9c46'

const facts = (over: Partial<D1RequestFacts>): D1RequestFacts => ({
  method: 'GET',
  path: '/deals/london',
  signedIn: false,
  bookmark: undefined,
  ...over,
})

describe('the D1 session of a request (read replication)', () => {
  it('sends anonymous reads to the nearest replica and hands them no bookmark', () => {
    for (const path of ['/', '/deals/london', '/deal/spa-day', '/api/v1/deals', '/search']) {
      expect(d1SessionFor(facts({ path }))).toEqual({
        start: 'first-unconstrained',
        keepsBookmark: false,
      })
    }
    expect(d1SessionFor(facts({ method: 'HEAD' })).start).toBe('first-unconstrained')
  })

  it('reads a signed-in request from its bookmark, or the primary without one, and renews it', () => {
    expect(d1SessionFor(facts({ signedIn: true, bookmark: BOOKMARK }))).toEqual({
      start: BOOKMARK,
      keepsBookmark: true,
    })
    expect(d1SessionFor(facts({ signedIn: true }))).toEqual({
      start: 'first-primary',
      keepsBookmark: true,
    })
  })

  it('puts every write on the primary, whoever sends it and whatever bookmark it carries', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(d1SessionFor(facts({ method, path: '/api/v1/log' }))).toEqual({
        start: 'first-primary',
        keepsBookmark: false,
      })
      expect(d1SessionFor(facts({ method, signedIn: true, bookmark: BOOKMARK }))).toEqual({
        start: 'first-primary',
        keepsBookmark: true,
      })
    }
  })

  it('reads money routes from the primary even for a GET with a bookmark', () => {
    for (const path of [
      '/api/v1/checkout/abc',
      '/api/v1/orders/12',
      '/api/v1/wallet',
      '/api/v1/giftcards/balance',
      '/api/v1/credit-claims',
      '/api/v1/refunds',
      '/checkout',
      '/checkout/abc',
      '/sandbox/pay/tok',
    ]) {
      expect(d1SessionFor(facts({ path, signedIn: true, bookmark: BOOKMARK })).start).toBe(
        'first-primary',
      )
    }
  })

  it("reads the caller's own cookie-kept data from the primary, never a replica", () => {
    for (const path of [
      '/api/v1/basket/tok',
      '/api/v1/wishlist',
      '/wishlist',
      '/api/v1/customer',
    ]) {
      expect(d1SessionFor(facts({ path })).start).toBe('first-primary')
    }
    // Only whole path segments count.
    expect(d1SessionFor(facts({ path: '/api/v1/wishlistx' })).start).toBe('first-unconstrained')
    expect(d1SessionFor(facts({ path: '/checkouts' })).start).toBe('first-unconstrained')
  })

  it('keeps a signed-out visitor on their bookmark for reads without renewing it', () => {
    expect(d1SessionFor(facts({ bookmark: BOOKMARK }))).toEqual({
      start: BOOKMARK,
      keepsBookmark: false,
    })
    // A write while carrying one renews it: signing in, for one, must be read back next time.
    expect(d1SessionFor(facts({ method: 'POST', bookmark: BOOKMARK }))).toEqual({
      start: 'first-primary',
      keepsBookmark: true,
    })
  })

  it('never hands D1 a cookie that is not shaped like a bookmark', () => {
    for (const bookmark of [
      '',
      'garbage',
      `${BOOKMARK}x`,
      BOOKMARK.toUpperCase(),
      'first-primary',
    ]) {
      expect(d1SessionFor(facts({ bookmark }))).toEqual({
        start: 'first-unconstrained',
        keepsBookmark: false,
      })
      expect(d1SessionFor(facts({ bookmark, signedIn: true })).start).toBe('first-primary')
    }
  })
})
