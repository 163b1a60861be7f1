import { describe, expect, it } from 'vitest'
import {
  capScopes,
  dayKey,
  trimToPurchaseCaps,
  weekKey,
  type CapLine,
  type ProductCaps,
} from './purchase-caps'
import {
  inDays,
  londonTime,
  nextMonthDay,
  testNow,
  testToday,
  testWeekStart,
} from '../../../../scripts/lib/test-clock.mjs'

const ctx = { now: new Date(testNow()), timeZone: 'Europe/London' as const }
const line = (over: Partial<CapLine> = {}): CapLine => ({
  lineId: 'a',
  dealId: 1,
  productId: 10,
  quantity: 3,
  ...over,
})
const caps = (over: Partial<ProductCaps> = {}): ProductCaps => ({
  dealId: 1,
  productId: 10,
  ...over,
})
const bought = (quantity: number, purchasedAt: string, productId = 10) => ({
  dealId: 1,
  productId,
  quantity,
  purchasedAt,
})

describe('trimToPurchaseCaps', { tags: ['dated'] }, () => {
  it('keeps lines that no cap limits', () => {
    expect(trimToPurchaseCaps([line()], [caps()], [], ctx)).toEqual([
      { lineId: 'a', quantity: 3, removed: 0, message: null },
    ])
    expect(trimToPurchaseCaps([line()], [], [], ctx)[0]?.quantity).toBe(3)
  })

  it.each([
    ['the per-user deal cap', { perUserDealCap: 2 }, 2],
    ['the per-user product cap', { perUserProductCap: 1 }, 1],
    ['the per-user daily cap', { perUserDailyCap: 2 }, 2],
    ['the per-user weekly cap', { perUserWeeklyCap: 1 }, 1],
    ['the day stock', { remainingForDay: 2 }, 2],
    ['the week stock', { remainingForWeek: 1 }, 1],
    ['the deal stock', { dealRemaining: 2 }, 2],
    ['the product stock', { productRemaining: 0 }, 0],
  ])('trims to %s', (_name, over, kept) => {
    const [result] = trimToPurchaseCaps([line({ title: 'Spa day' })], [caps(over)], [], ctx)
    expect(result?.quantity).toBe(kept)
    expect(result?.removed).toBe(3 - kept)
    expect(result?.message).toContain('Spa day')
  })

  it('counts what the customer bought earlier today against the daily cap', () => {
    const earlier = bought(1, londonTime(testToday()))
    const [result] = trimToPurchaseCaps([line()], [caps({ perUserDailyCap: 2 })], [earlier], ctx)
    expect(result?.quantity).toBe(1)
  })

  it('resets the daily cap at London midnight, not UTC midnight', () => {
    // 23:30 UTC on 20 June is 00:30 BST on 21 June: a new London day.
    const june20 = nextMonthDay('06-20')
    const summer = { now: new Date(`${june20}T23:30:00Z`), timeZone: 'Europe/London' as const }
    const beforeMidnight = bought(2, `${june20}T22:59:00Z`)
    const [result] = trimToPurchaseCaps(
      [line()],
      [caps({ perUserDailyCap: 2 })],
      [beforeMidnight],
      summer,
    )
    expect(result?.quantity).toBe(2)
  })

  it('counts the ISO week from Monday for the weekly cap', () => {
    const weekStart = londonTime(testWeekStart())
    const monday = bought(1, weekStart)
    const lastSunday = bought(5, inDays(-10 / 1440, weekStart))
    const [result] = trimToPurchaseCaps(
      [line()],
      [caps({ perUserWeeklyCap: 3 })],
      [monday, lastSunday],
      ctx,
    )
    expect(result?.quantity).toBe(2)
  })

  it('shares caps between lines of the same deal, first line first', () => {
    const lines = [
      line({ lineId: 'a', quantity: 2 }),
      line({ lineId: 'b', productId: 11, quantity: 2 }),
    ]
    const result = trimToPurchaseCaps(
      lines,
      [caps({ perUserDealCap: 3 }), caps({ productId: 11, perUserDealCap: 3 })],
      [],
      ctx,
    )
    expect(result.map((r) => r.quantity)).toEqual([2, 1])
  })

  it('removes a line entirely when the cap is used up, with a message', () => {
    const [result] = trimToPurchaseCaps(
      [line({ quantity: 1 })],
      [caps({ perUserDealCap: 2 })],
      [bought(2, inDays(-300))],
      ctx,
    )
    expect(result).toMatchObject({ quantity: 0, removed: 1 })
    expect(result?.message).toMatch(/removed from your basket/)
  })

  it('ignores purchases with broken dates', () => {
    const [result] = trimToPurchaseCaps(
      [line()],
      [caps({ perUserDailyCap: 3 })],
      [bought(3, 'soon')],
      ctx,
    )
    expect(result?.quantity).toBe(3)
  })
})

describe('dayKey and weekKey', () => {
  it('read the date in the brand zone', () => {
    expect(dayKey(new Date('2026-06-20T23:30:00Z'), 'Europe/London')).toBe('2026-06-21')
    expect(weekKey(new Date('2026-11-22T12:00:00Z'), 'Europe/London')).toBe('2026-11-16')
    expect(weekKey(new Date('2026-11-23T00:00:00Z'), 'Europe/Dublin')).toBe('2026-11-23')
  })
})

describe('capScopes', () => {
  it("names a product's four scopes, the day and ISO week in the brand's zone", () => {
    // 23:30 UTC on Sunday 2026-03-29 is already Monday in London (BST), a new ISO week.
    const lateSunday = new Date('2026-03-29T23:30:00Z')
    expect(capScopes(7, 70, lateSunday, 'Europe/London')).toEqual({
      deal: 'deal:7',
      day: 'day:7:2026-03-30',
      week: 'week:7:2026-03-30',
      product: 'product:70',
    })
    expect(capScopes(7, 70, lateSunday, 'Europe/Dublin').week).toBe('week:7:2026-03-30')
  })
})
