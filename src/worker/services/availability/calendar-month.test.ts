import { describe, expect, it } from 'vitest'
import { arrivalPrice, calendarDay, isBookableArrival, supportedNightsOf } from './calendar-month'
import { stayNights, validLengths } from './stay-rules'
import { makeDays } from '../../../../test/fixtures/make-calendar-day'

const TODAY = '2026-11-21'

describe('stay rules per product', () => {
  it('offers only lengths inside every night’s min and max', () => {
    const days = makeDays('2026-12-01', 10, {
      '2026-12-01': { minLengthOfStay: 2, maxLengthOfStay: 3 },
      '2026-12-02': { maxLengthOfStay: 2 },
    })
    expect(validLengths(days, '2026-12-01', TODAY)).toEqual([2])
  })

  it('refuses a stay across a sold-out night and any past check-in', () => {
    const days = makeDays('2026-11-15', 30, { '2026-12-02': { soldOut: true } })
    expect(stayNights(days, '2026-12-01', 2, TODAY)).toBeNull()
    expect(stayNights(days, '2026-12-03', 2, TODAY)).toHaveLength(2)
    expect(stayNights(days, '2026-11-20', 1, TODAY)).toBeNull()
  })
})

describe('calendarDay', () => {
  it('takes the cheapest product on sale that night', () => {
    const a = { productId: 1, days: makeDays('2026-12-01', 3), inStock: true }
    const b = {
      productId: 2,
      days: makeDays('2026-12-01', 3, { '2026-12-01': { minPrice: 8_000, vipPrice: 7_000 } }),
      inStock: true,
    }
    expect(calendarDay([a, b], '2026-12-01', TODAY)).toMatchObject({
      dateString: 'Tuesday 1 December 2026',
      minPrice: 8_000,
      vipPrice: 7_000,
      openForSale: true,
      soldOut: false,
    })
  })

  it("gives a night's VIP price as the cheapest a member pays, null when membership saves nothing", () => {
    // A: 10,000 with VIP 9,000; B: 8,000 and no VIP price, so the member pays 8,000 at most.
    const a = { productId: 1, days: makeDays('2026-12-01', 1), inStock: true }
    const b = {
      productId: 2,
      days: makeDays('2026-12-01', 1, { '2026-12-01': { minPrice: 8_000, vipPrice: null } }),
      inStock: true,
    }
    expect(calendarDay([a, b], '2026-12-01', TODAY).vipPrice).toBeNull()
    const c = {
      productId: 3,
      days: makeDays('2026-12-01', 1, { '2026-12-01': { minPrice: 9_000, vipPrice: 7_500 } }),
      inStock: true,
    }
    expect(calendarDay([a, b, c], '2026-12-01', TODAY)).toMatchObject({
      minPrice: 8_000,
      vipPrice: 7_500,
    })
    // The deal's own flag counts as the basket's does.
    expect(calendarDay([a, b, c], '2026-12-01', TODAY, false)).toMatchObject({
      vipPrice: null,
      vipDiscountAllowed: false,
    })
  })

  it('shows a night whose every product has gone as sold out, a past one as closed', () => {
    const sold = makeDays('2026-11-20', 3, { '2026-11-22': { soldOut: true } })
    const product = { productId: 1, days: sold, inStock: true }
    expect(calendarDay([product], '2026-11-22', TODAY)).toMatchObject({
      minPrice: null,
      openForSale: false,
      soldOut: true,
    })
    expect(calendarDay([product], '2026-11-20', TODAY)).toMatchObject({
      minPrice: null,
      openForSale: false,
      openForArrival: false,
    })
  })

  it('closes every night of a product out of stock for the quantity', () => {
    const product = { productId: 1, days: makeDays('2026-12-01', 3), inStock: false }
    expect(calendarDay([product], '2026-12-01', TODAY).openForSale).toBe(false)
    expect(isBookableArrival([product], '2026-12-01', TODAY)).toBe(false)
  })
})

describe('arrivalPrice', () => {
  const days = makeDays('2026-12-01', 5, {
    '2026-12-01': { minPrice: 10_000 },
    '2026-12-02': { minPrice: 20_000 },
  })
  const product = { productId: 1, days, inStock: true }

  it('is the arrival night’s price without nights, the per-night stay price with them', () => {
    expect(arrivalPrice([product], '2026-12-01', TODAY, undefined)).toBe(10_000)
    expect(arrivalPrice([product], '2026-12-01', TODAY, 2)).toBe(15_000)
  })

  it('is null where no stay of that length fits', () => {
    expect(arrivalPrice([product], '2026-12-05', TODAY, 3)).toBeNull()
  })
})

describe('supportedNightsOf', () => {
  it('lists the lengths some arrival can book, ascending', () => {
    const three = makeDays('2026-12-01', 20)
    const seven = makeDays('2026-12-01', 20)
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
