import { describe, expect, it } from 'vitest'
import { makeDeal, makeProduct } from '../../../../test/fixtures/make-deal'
import { dealReferrer, dealView, endsInLabel, remainingUnits } from './deal-view'
import { inDays, londonTime, testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const timeZone = 'Europe/London' as const
const view = (deal = makeDeal(), referrer = {}) => dealView({ deal, now, timeZone, referrer })

describe('dealReferrer', () => {
  it('keeps a known source and a search campaign id', () => {
    expect(dealReferrer({ source: 'recently-viewed', sc_cid: ' 123 ' })).toEqual({
      source: 'recently-viewed',
      campaignId: '123',
    })
  })

  it('ignores an unknown source and a blank campaign id', () => {
    expect(dealReferrer({ source: 'facebook', sc_cid: ' ' })).toEqual({
      source: null,
      campaignId: null,
    })
  })
})

describe('dealView', { tags: ['dated'] }, () => {
  it('sees an open deal with stock as viewable and available', () => {
    expect(view()).toMatchObject({
      viewable: true,
      available: true,
      unavailableReason: null,
      stockState: null,
      remaining: 200,
      referrerDependent: false,
    })
  })

  it('says a local sold-out deal is sold out, with no notify-me', () => {
    const deal = makeDeal({ soldOut: true, products: [makeProduct({ soldOut: true })] })
    expect(view(deal)).toMatchObject({
      available: false,
      unavailableReason: 'sold-out',
      stockState: 'sold-out',
    })
  })

  it('offers notify-me on a sold-out national deal that is still running', () => {
    const deal = makeDeal({ dealType: 'national', products: [makeProduct({ totalRemaining: 0 })] })
    expect(view(deal).stockState).toBe('out-of-stock-notify')
  })

  it('reads a few units left as limited availability', () => {
    const deal = makeDeal({
      products: [makeProduct({ totalRemaining: 3 }), makeProduct({ id: 2, totalRemaining: 4 })],
    })
    expect(view(deal)).toMatchObject({ remaining: 7, stockState: 'limited-availability' })
  })

  it('reads the Flash Sale promotion as a flash sale', () => {
    expect(view(makeDeal({ promoType: 'Flash Sale' })).stockState).toBe('flash-sale')
  })

  it('reads a deal closing within two days as expiring soon', () => {
    const deal = makeDeal({ closingDate: inDays(1 + 1 / 6) })
    expect(view(deal).stockState).toBe('expiring-soon')
  })

  it('says every option hitting its daily cap is a cap, not a sell-out', () => {
    const deal = makeDeal({ products: [makeProduct({ totalRemainingForDay: 0 })] })
    expect(view(deal)).toMatchObject({ available: false, unavailableReason: 'capped' })
  })

  it('says a deal the catalogue closed is closed', () => {
    expect(view(makeDeal({ open: false }))).toMatchObject({
      available: false,
      unavailableReason: 'closed',
    })
  })

  it('keeps a closed last-chance deal for a visitor from search, and marks that page personal', () => {
    const deal = makeDeal({
      closingDate: inDays(-2),
      display: { ...makeDeal().display, lastChance: true },
    })
    expect(view(deal)).toMatchObject({ viewable: false, available: false })
    expect(view(deal, { source: 'search' })).toMatchObject({
      viewable: true,
      available: true,
      referrerDependent: true,
    })
  })

  it('says a deal past its closing instant but still viewable today has ended', () => {
    // Closed at the start of today in London: past, yet still its closing day.
    const deal = makeDeal({ closingDate: londonTime(testToday()) })
    expect(view(deal)).toMatchObject({
      viewable: true,
      available: false,
      unavailableReason: 'ended',
    })
  })
})

describe('remainingUnits', () => {
  it('adds up the options still on sale and is null when one is unlimited', () => {
    expect(
      remainingUnits([
        makeProduct({ totalRemaining: 5 }),
        makeProduct({ soldOut: true, totalRemaining: 9 }),
      ]),
    ).toBe(5)
    expect(remainingUnits([makeProduct({ totalRemaining: null })])).toBeNull()
  })
})

describe('endsInLabel', { tags: ['dated'] }, () => {
  const now = new Date(testNow())
  const minutes = (n: number) => inDays(n / 1440)

  it('gives days and hours a day or more out', () => {
    expect(endsInLabel(minutes(28 * 60 + 30), now)).toBe('Ends in 1 day 4 hours')
    expect(endsInLabel(minutes(48 * 60 + 10), now)).toBe('Ends in 2 days')
  })

  it('gives hours and minutes within the day, and at least a minute', () => {
    expect(endsInLabel(minutes(61), now)).toBe('Ends in 1 hour 1 minute')
    expect(endsInLabel(minutes(1 / 3), now)).toBe('Ends in 1 minute')
  })

  it('is null once the deal has closed or the date is unreadable', () => {
    expect(endsInLabel(minutes(-60), now)).toBeNull()
    expect(endsInLabel('soon', now)).toBeNull()
  })
})
