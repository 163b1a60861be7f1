import { describe, expect, it } from 'vitest'
import { dealStockState, onlyNLeftLabel, type DealStockStateInput } from './stock-state'
import { inDays, nextMonthDay } from '../../../../scripts/lib/test-clock.mjs'

/** The deal closes on a summer day (BST) to come, or on a winter one (GMT). */
const SUMMER_DAY = nextMonthDay('07-20')
const WINTER_DAY = nextMonthDay('01-20')
const CLOSING = `${SUMMER_DAY}T18:00:00.000Z`
const FAR = new Date(inDays(-10.25, CLOSING))
const at = (instant: string) => new Date(instant)

function state(overrides: Partial<DealStockStateInput> = {}) {
  return dealStockState({
    soldOut: false,
    totalRemaining: 500,
    purchaseCap: 1000,
    closingDate: CLOSING,
    now: FAR,
    timeZone: 'Europe/London',
    ...overrides,
  })
}

describe('dealStockState', { tags: ['dated'] }, () => {
  it('shows nothing for a well-stocked deal far from closing', () => {
    expect(state()).toBeNull()
  })

  it('shows sold out for a sold-out deal', () => {
    expect(state({ soldOut: true })).toBe('sold-out')
  })

  it('shows sold out when nothing remains even before the flag catches up', () => {
    expect(state({ totalRemaining: 0 })).toBe('sold-out')
    expect(state({ totalRemaining: -2 })).toBe('sold-out')
  })

  it('offers notify-me instead of sold out when the deal supports it', () => {
    expect(state({ soldOut: true, notifyMe: true })).toBe('out-of-stock-notify')
  })

  it('puts sold out above a flash sale and the closing clock', () => {
    const now = at(`${SUMMER_DAY}T12:00:00.000Z`)
    expect(state({ soldOut: true, flashSale: true, now })).toBe('sold-out')
  })

  it.each([1, 5, 10])('shows limited availability with %i left', (totalRemaining) => {
    expect(state({ totalRemaining, purchaseCap: null })).toBe('limited-availability')
  })

  it('does not show limited availability with 11 left and no cap', () => {
    expect(state({ totalRemaining: 11, purchaseCap: null })).toBeNull()
  })

  it('shows limited availability at 10% of the cap', () => {
    expect(state({ totalRemaining: 100, purchaseCap: 1000 })).toBe('limited-availability')
  })

  it('does not show limited availability just above 10% of the cap', () => {
    expect(state({ totalRemaining: 101, purchaseCap: 1000 })).toBeNull()
  })

  it('ignores a zero cap when judging the share left', () => {
    expect(state({ totalRemaining: 50, purchaseCap: 0 })).toBeNull()
  })

  it('shows nothing about stock for a deal without a stock limit', () => {
    expect(state({ totalRemaining: null, purchaseCap: null })).toBeNull()
  })

  it('puts limited availability above a flash sale', () => {
    expect(state({ totalRemaining: 3, flashSale: true })).toBe('limited-availability')
  })

  it('shows a flash sale', () => {
    expect(state({ flashSale: true })).toBe('flash-sale')
  })

  it('puts a flash sale above expiring soon', () => {
    expect(state({ flashSale: true, now: at(`${SUMMER_DAY}T12:00:00.000Z`) })).toBe('flash-sale')
  })

  it('shows expiring soon from 48 hours before closing', () => {
    const twoDaysBefore = Date.parse(inDays(-2, CLOSING))
    expect(state({ now: new Date(twoDaysBefore) })).toBe('expiring-soon')
    expect(state({ now: new Date(twoDaysBefore - 1) })).toBeNull()
  })

  it('keeps expiring soon after the closing instant until the end of the closing day', () => {
    // 23:59:59.999 BST on 20 July is 22:59:59.999 UTC.
    expect(state({ now: at(`${SUMMER_DAY}T22:59:59.999Z`) })).toBe('expiring-soon')
    expect(state({ now: at(`${SUMMER_DAY}T23:00:00.000Z`) })).toBeNull()
  })

  it('ends expiring soon at midnight GMT for a winter deal', () => {
    const closingDate = `${WINTER_DAY}T18:00:00.000Z`
    const lastMs = Date.parse(`${WINTER_DAY}T23:59:59.999Z`)
    expect(state({ closingDate, now: new Date(lastMs) })).toBe('expiring-soon')
    expect(state({ closingDate, now: new Date(lastMs + 1) })).toBeNull()
  })

  it('shows nothing about time for an unreadable closing date', () => {
    expect(state({ closingDate: 'tbc' })).toBeNull()
  })
})

describe('onlyNLeftLabel', () => {
  it('counts the units left', () => {
    expect(onlyNLeftLabel(3)).toBe('Only 3 left!')
  })

  it('says one left for the last unit', () => {
    expect(onlyNLeftLabel(1)).toBe('Only 1 left!')
  })

  it('groups thousands', () => {
    expect(onlyNLeftLabel(1200)).toBe('Only 1,200 left!')
  })

  it('rounds a fractional count down', () => {
    expect(onlyNLeftLabel(2.9)).toBe('Only 2 left!')
  })

  it.each([0, -1, 0.5, null, undefined, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives no label for %s',
    (remaining) => {
      expect(onlyNLeftLabel(remaining)).toBeNull()
    },
  )
})
