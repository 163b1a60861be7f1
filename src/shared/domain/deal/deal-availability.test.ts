import { describe, expect, expectTypeOf, it } from 'vitest'
import type { DealSummary } from '../../schemas/deal'
import {
  endOfClosingDay,
  isDealAvailable,
  isLastChanceReferrer,
  isOpenForViewing,
  type AvailabilityDeal,
  type AvailabilityProduct,
  type DealAvailabilityInput,
  type LastChanceSource,
} from './deal-availability'
import { inDays, nextMonthDay, testNow } from '../../../../scripts/lib/test-clock.mjs'

/** A summer day (BST) and a winter day (GMT) to come: the deals close on one of them. */
const SUMMER_DAY = nextMonthDay('07-15')
const WINTER_DAY = nextMonthDay('01-15')
const CLOSING = `${SUMMER_DAY}T18:00:00.000Z`
const justAfter = (instant: string) => new Date(Date.parse(instant) + 1).toISOString()

function makeDeal(overrides: Partial<AvailabilityDeal> = {}): AvailabilityDeal {
  return {
    soldOut: false,
    open: true,
    enableBuyClosedDeal: false,
    closingDate: CLOSING,
    display: { lastChance: false },
    products: [makeProduct()],
    ...overrides,
  }
}

function makeProduct(overrides: Partial<AvailabilityProduct> = {}): AvailabilityProduct {
  return {
    soldOut: false,
    totalRemaining: 50,
    totalRemainingForDay: null,
    totalRemainingForWeek: null,
    ...overrides,
  }
}

function available(
  deal: Partial<AvailabilityDeal>,
  now: string,
  rest: Partial<DealAvailabilityInput> = {},
): boolean {
  return isDealAvailable({
    deal: makeDeal(deal),
    now: new Date(now),
    timeZone: 'Europe/London',
    ...rest,
  })
}

const BEFORE = inDays(-1.25, CLOSING)
const AFTER = justAfter(CLOSING)

describe('isDealAvailable', { tags: ['dated'] }, () => {
  it('sells an open deal before its closing instant', () => {
    expect(available({}, BEFORE)).toBe(true)
  })

  it('sells an open deal at its closing instant', () => {
    expect(available({}, CLOSING)).toBe(true)
  })

  it('does not sell a sold-out deal', () => {
    expect(available({ soldOut: true }, BEFORE)).toBe(false)
  })

  it('does not sell a deal whose every product is sold out', () => {
    const products = [makeProduct({ soldOut: true }), makeProduct({ totalRemaining: 0 })]
    expect(available({ products }, BEFORE)).toBe(false)
  })

  it('sells a deal while one product is left', () => {
    const products = [makeProduct({ soldOut: true }), makeProduct({ totalRemaining: 1 })]
    expect(available({ products }, BEFORE)).toBe(true)
  })

  it('does not sell a deal whose every product has hit a daily or a weekly cap', () => {
    const products = [
      makeProduct({ totalRemainingForDay: 0 }),
      makeProduct({ totalRemainingForWeek: 0 }),
      makeProduct({ dailyPurchaseCapReached: true }),
    ]
    expect(available({ products }, BEFORE)).toBe(false)
  })

  it('sells a deal while one product is under its caps', () => {
    const products = [
      makeProduct({ totalRemainingForDay: 0 }),
      makeProduct({ totalRemainingForDay: 3, totalRemainingForWeek: 10 }),
    ]
    expect(available({ products }, BEFORE)).toBe(true)
  })

  it('reads a null remaining-for-day or week as no cap', () => {
    const products = [makeProduct({ totalRemainingForDay: null, totalRemainingForWeek: null })]
    expect(available({ products }, BEFORE)).toBe(true)
  })

  it('does not sell a deal whose own daily or weekly cap is reached', () => {
    expect(available({ dailyPurchaseCapReached: true }, BEFORE)).toBe(false)
    expect(available({ weeklyPurchaseCapReached: true }, BEFORE)).toBe(false)
  })

  it('judges a deal without products on its own flags', () => {
    expect(available({ products: [] }, BEFORE)).toBe(true)
    expect(available({ products: undefined }, BEFORE)).toBe(true)
  })

  it('does not sell a deal that is not open', () => {
    expect(available({ open: false }, BEFORE)).toBe(false)
  })

  it('reads a summary without an open flag as open', () => {
    expect(available({ open: undefined }, BEFORE)).toBe(true)
  })

  it('does not sell a deal whose closing date cannot be read', () => {
    expect(available({ closingDate: 'soon' }, BEFORE)).toBe(false)
  })

  it('does not sell a deal past its closing instant, even on its closing day', () => {
    expect(available({}, AFTER)).toBe(false)
  })

  it('keeps selling a closed deal with enableBuyClosedDeal for 4 days', () => {
    const deal = { enableBuyClosedDeal: true }
    expect(available(deal, AFTER)).toBe(true)
    expect(available(deal, inDays(4, CLOSING))).toBe(true)
  })

  it('stops selling a deal with enableBuyClosedDeal once it is more than 4 days past closing', () => {
    expect(available({ enableBuyClosedDeal: true }, justAfter(inDays(4, CLOSING)))).toBe(false)
  })

  it('counts the 4 days in calendar days across the spring clock change', () => {
    // Closes 12:00 GMT on Friday 28 March; clocks go forward on the 30th, so 4 days later is
    // 12:00 BST on Tuesday 1 April, which is 11:00 UTC: 95 hours, not 96.
    const deal = { enableBuyClosedDeal: true, closingDate: '2025-03-28T12:00:00.000Z' }
    expect(available(deal, '2025-04-01T10:59:59.999Z')).toBe(true)
    expect(available(deal, '2025-04-01T11:00:00.001Z')).toBe(false)
  })

  it('counts the 4 days in calendar days across the autumn clock change', () => {
    // Closes 12:00 BST on Friday 24 October; clocks go back on the 26th, so 4 days later is
    // 12:00 GMT on Tuesday 28 October: 97 hours.
    const deal = { enableBuyClosedDeal: true, closingDate: '2025-10-24T11:00:00.000Z' }
    expect(available(deal, '2025-10-28T12:00:00.000Z')).toBe(true)
    expect(available(deal, '2025-10-28T12:00:00.001Z')).toBe(false)
  })

  it('accepts a list summary, which has no open or enableBuyClosedDeal flags', () => {
    expectTypeOf<DealSummary>().toExtend<AvailabilityDeal>()
  })

  it('does not let the last-chance exception outlast the enableBuyClosedDeal window', () => {
    const deal = { enableBuyClosedDeal: true, display: { lastChance: true } }
    const referrer = { source: 'search' } as const
    expect(available(deal, inDays(4.75, CLOSING), { referrer })).toBe(false)
  })

  it.each<LastChanceSource>([
    'search',
    'recommended',
    'recently-viewed',
    'sponsored-search',
    'email-deals',
  ])('sells a closed last-chance deal to a visitor from %s', (source) => {
    expect(available({ display: { lastChance: true } }, AFTER, { referrer: { source } })).toBe(true)
  })

  it('sells a closed last-chance deal to a visitor with a search campaign id', () => {
    const referrer = { campaignId: 'ppc-123' }
    expect(available({ display: { lastChance: true } }, AFTER, { referrer })).toBe(true)
  })

  it('does not sell a closed last-chance deal to a visitor who came another way', () => {
    expect(available({ display: { lastChance: true } }, AFTER)).toBe(false)
    expect(available({ display: { lastChance: true } }, AFTER, { referrer: {} })).toBe(false)
    expect(available({ display: { lastChance: true } }, AFTER, { referrer: null })).toBe(false)
  })

  it('does not sell a closed deal without last-chance display, whatever the referrer', () => {
    expect(available({}, AFTER, { referrer: { source: 'search' } })).toBe(false)
  })

  it('does not sell a sold-out last-chance deal to a visitor from search', () => {
    const deal = { soldOut: true, display: { lastChance: true } }
    expect(available(deal, AFTER, { referrer: { source: 'search' } })).toBe(false)
  })
})

describe('isOpenForViewing', { tags: ['dated'] }, () => {
  const base = { lastChance: false, timeZone: 'Europe/London' } as const

  it('is open up to the last millisecond of the closing day in summer (BST)', () => {
    const input = { ...base, closingDate: `${SUMMER_DAY}T10:00:00.000Z` }
    const lastMs = `${SUMMER_DAY}T22:59:59.999Z`
    expect(isOpenForViewing({ ...input, now: new Date(lastMs) })).toBe(true)
    expect(isOpenForViewing({ ...input, now: new Date(justAfter(lastMs)) })).toBe(false)
  })

  it('is open up to the last millisecond of the closing day in winter (GMT)', () => {
    const input = { ...base, closingDate: `${WINTER_DAY}T10:00:00.000Z` }
    const lastMs = `${WINTER_DAY}T23:59:59.999Z`
    expect(isOpenForViewing({ ...input, now: new Date(lastMs) })).toBe(true)
    expect(isOpenForViewing({ ...input, now: new Date(justAfter(lastMs)) })).toBe(false)
  })

  it('reads the Irish closing day in Irish time', () => {
    const input = {
      ...base,
      timeZone: 'Europe/Dublin',
      closingDate: `${SUMMER_DAY}T10:00:00.000Z`,
    } as const
    const lastMs = `${SUMMER_DAY}T22:59:59.999Z`
    expect(isOpenForViewing({ ...input, now: new Date(lastMs) })).toBe(true)
    expect(isOpenForViewing({ ...input, now: new Date(justAfter(lastMs)) })).toBe(false)
  })

  it('is not open before now when the deal closed on an earlier day', () => {
    const input = { ...base, closingDate: inDays(-1, `${SUMMER_DAY}T10:00:00.000Z`) }
    expect(isOpenForViewing({ ...input, now: new Date(`${SUMMER_DAY}T08:00:00.000Z`) })).toBe(false)
  })

  it('shows a closed last-chance deal to a visitor from recommended', () => {
    const input = {
      ...base,
      lastChance: true,
      closingDate: inDays(-14, `${SUMMER_DAY}T10:00:00.000Z`),
      now: new Date(`${SUMMER_DAY}T10:00:00.000Z`),
    }
    expect(isOpenForViewing({ ...input, referrer: { source: 'recommended' } })).toBe(true)
    expect(isOpenForViewing(input)).toBe(false)
  })

  it('shows a closed deal while enableBuyClosedDeal still sells it', () => {
    const closingDate = `${SUMMER_DAY}T10:00:00.000Z`
    const input = { ...base, closingDate, enableBuyClosedDeal: true }
    const lastMs = inDays(4, closingDate)
    expect(isOpenForViewing({ ...input, now: new Date(lastMs) })).toBe(true)
    expect(isOpenForViewing({ ...input, now: new Date(justAfter(lastMs)) })).toBe(false)
  })

  it('is not open when the closing date cannot be read', () => {
    expect(isOpenForViewing({ ...base, closingDate: '', now: new Date(testNow()) })).toBe(false)
  })
})

describe('endOfClosingDay', () => {
  it.each([
    [
      'a summer day in London',
      '2025-07-15T10:00:00.000Z',
      'Europe/London',
      '2025-07-15T22:59:59.999Z',
    ],
    [
      'a winter day in London',
      '2025-01-15T10:00:00.000Z',
      'Europe/London',
      '2025-01-15T23:59:59.999Z',
    ],
    [
      'a summer instant just after UTC midnight, already the next day in London',
      '2025-07-15T23:30:00.000Z',
      'Europe/London',
      '2025-07-16T22:59:59.999Z',
    ],
    [
      'the spring-forward day (23 hours)',
      '2025-03-30T00:30:00.000Z',
      'Europe/London',
      '2025-03-30T22:59:59.999Z',
    ],
    [
      'the autumn-back day (25 hours)',
      '2025-10-26T00:30:00.000Z',
      'Europe/London',
      '2025-10-26T23:59:59.999Z',
    ],
    [
      'a summer day in Dublin',
      '2025-07-15T10:00:00.000Z',
      'Europe/Dublin',
      '2025-07-15T22:59:59.999Z',
    ],
    [
      'a winter day in Dublin',
      '2025-12-01T10:00:00.000Z',
      'Europe/Dublin',
      '2025-12-01T23:59:59.999Z',
    ],
  ] as const)('ends %s at the local midnight', (_name, closing, timeZone, end) => {
    expect(endOfClosingDay(closing, timeZone).toISOString()).toBe(end)
  })

  it('takes a Date as well as an ISO string', () => {
    expect(endOfClosingDay(new Date('2025-01-15T10:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2025-01-15T23:59:59.999Z',
    )
  })
})

describe('isLastChanceReferrer', () => {
  it('counts a search campaign id', () => {
    expect(isLastChanceReferrer({ campaignId: '12345' })).toBe(true)
  })

  it('does not count a blank campaign id', () => {
    expect(isLastChanceReferrer({ campaignId: '  ' })).toBe(false)
    expect(isLastChanceReferrer({ campaignId: null, source: null })).toBe(false)
  })

  it('does not count a missing referrer', () => {
    expect(isLastChanceReferrer(undefined)).toBe(false)
  })
})
