import { describe, expect, it } from 'vitest'
import { arrivalPrice, calendarDay, isBookableArrival, supportedNightsOf } from './calendar-month'
import { stayNights, validLengths } from './stay-rules'
import { format, parseISO } from 'date-fns'
import { makeDays } from '../../../../test/fixtures/make-calendar-day'
import { dayFromToday, testToday } from '../../../../scripts/lib/test-clock.mjs'

const TODAY = testToday()
/** The date `n` days after today. */
const day = dayFromToday

describe('stay rules per product', { tags: ['dated'] }, () => {
  it('offers only lengths inside every night’s min and max', () => {
    const days = makeDays(day(10), 10, {
      [day(10)]: { minLengthOfStay: 2, maxLengthOfStay: 3 },
      [day(11)]: { maxLengthOfStay: 2 },
    })
    expect(validLengths(days, day(10), TODAY)).toEqual([2])
  })

  it('refuses a stay across a sold-out night and any past check-in', () => {
    const days = makeDays(day(-6), 30, { [day(11)]: { soldOut: true } })
    expect(stayNights(days, day(10), 2, TODAY)).toBeNull()
    expect(stayNights(days, day(12), 2, TODAY)).toHaveLength(2)
    expect(stayNights(days, day(-1), 1, TODAY)).toBeNull()
  })
})

describe('calendarDay', { tags: ['dated'] }, () => {
  it('takes the cheapest product on sale that night', () => {
    const a = { productId: 1, days: makeDays(day(10), 3), inStock: true }
    const b = {
      productId: 2,
      days: makeDays(day(10), 3, { [day(10)]: { minPrice: 8_000, vipPrice: 7_000 } }),
      inStock: true,
    }
    expect(calendarDay([a, b], day(10), TODAY)).toMatchObject({
      dateString: format(parseISO(day(10)), 'EEEE d MMMM yyyy'),
      minPrice: 8_000,
      vipPrice: 7_000,
      openForSale: true,
      soldOut: false,
    })
  })

  it("gives a night's VIP price as the cheapest a member pays, null when membership saves nothing", () => {
    // A: 10,000 with VIP 9,000; B: 8,000 and no VIP price, so the member pays 8,000 at most.
    const a = { productId: 1, days: makeDays(day(10), 1), inStock: true }
    const b = {
      productId: 2,
      days: makeDays(day(10), 1, { [day(10)]: { minPrice: 8_000, vipPrice: null } }),
      inStock: true,
    }
    expect(calendarDay([a, b], day(10), TODAY).vipPrice).toBeNull()
    const c = {
      productId: 3,
      days: makeDays(day(10), 1, { [day(10)]: { minPrice: 9_000, vipPrice: 7_500 } }),
      inStock: true,
    }
    expect(calendarDay([a, b, c], day(10), TODAY)).toMatchObject({
      minPrice: 8_000,
      vipPrice: 7_500,
    })
    // The deal's own flag counts as the basket's does.
    expect(calendarDay([a, b, c], day(10), TODAY, false)).toMatchObject({
      vipPrice: null,
      vipDiscountAllowed: false,
    })
  })

  it('shows a night whose every product has gone as sold out, a past one as closed', () => {
    const sold = makeDays(day(-1), 3, { [day(1)]: { soldOut: true } })
    const product = { productId: 1, days: sold, inStock: true }
    expect(calendarDay([product], day(1), TODAY)).toMatchObject({
      minPrice: null,
      openForSale: false,
      soldOut: true,
    })
    expect(calendarDay([product], day(-1), TODAY)).toMatchObject({
      minPrice: null,
      openForSale: false,
      openForArrival: false,
    })
  })

  it('closes every night of a product out of stock for the quantity', () => {
    const product = { productId: 1, days: makeDays(day(10), 3), inStock: false }
    expect(calendarDay([product], day(10), TODAY).openForSale).toBe(false)
    expect(isBookableArrival([product], day(10), TODAY)).toBe(false)
  })
})

describe('arrivalPrice', { tags: ['dated'] }, () => {
  const days = makeDays(day(10), 5, {
    [day(10)]: { minPrice: 10_000 },
    [day(11)]: { minPrice: 20_000 },
  })
  const product = { productId: 1, days, inStock: true }

  it('is the arrival night’s price without nights, the per-night stay price with them', () => {
    expect(arrivalPrice([product], day(10), TODAY, undefined)).toBe(10_000)
    expect(arrivalPrice([product], day(10), TODAY, 2)).toBe(15_000)
  })

  it('is null where no stay of that length fits', () => {
    expect(arrivalPrice([product], day(14), TODAY, 3)).toBeNull()
  })
})

describe('supportedNightsOf', { tags: ['dated'] }, () => {
  it('lists the lengths some arrival can book, ascending', () => {
    const three = makeDays(day(10), 20)
    const seven = makeDays(day(10), 20)
    for (const d of three.values()) Object.assign(d, { minLengthOfStay: 3, maxLengthOfStay: 3 })
    for (const d of seven.values()) Object.assign(d, { minLengthOfStay: 7, maxLengthOfStay: 7 })
    expect(
      supportedNightsOf(
        [
          { productId: 2, days: seven, inStock: true },
          { productId: 1, days: three, inStock: true },
        ],
        TODAY,
      ),
    ).toEqual([3, 7])
  })
})
