import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classifyPromo, classifyPromoMessage, type PromoInput } from './classify'
import { PROMO_MESSAGES, PROMO_STATUSES, type PromoCode } from './promo-code'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
const makePromo = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: 'SAVE10',
  discount: { type: 'percentage', percent: 10 },
  dealIds: null,
  userIds: null,
  singleUse: false,
  perUserLimit: null,
  validFrom: null,
  expiresAt: null,
  ...over,
})
const makeInput = (over: Partial<PromoInput> = {}): PromoInput => ({
  promo: makePromo(),
  lines: [
    { lineId: 'a', dealId: 1, amount: 3000 },
    { lineId: 'b', dealId: 2, amount: 1000 },
  ],
  currency: 'GBP',
  userId: 'u1',
  timesUsed: 0,
  timesUsedByUser: 0,
  now,
  ...over,
})

describe('classifyPromo', { tags: ['dated'] }, () => {
  it('applies a percentage code across all lines in proportion', () => {
    expect(classifyPromo(makeInput())).toEqual({
      applicable: true,
      status: 'applied',
      message: 'Promo code applied.',
      discount: 400,
      lines: [
        { lineId: 'a', discount: 300 },
        { lineId: 'b', discount: 100 },
      ],
    })
  })

  it('rounds a percentage down to the penny', () => {
    const lines = [{ lineId: 'a', dealId: 1, amount: 2999 }]
    expect(classifyPromo(makeInput({ lines })).discount).toBe(299)
  })

  it('caps a percentage at its maximum discount', () => {
    const promo = makePromo({ discount: { type: 'percentage', percent: 50, maxDiscount: 500 } })
    expect(classifyPromo(makeInput({ promo })).discount).toBe(500)
  })

  it('applies a fixed code, never beyond the basket', () => {
    const five = makePromo({ discount: { type: 'fixed', amount: 500, currency: 'GBP' } })
    expect(classifyPromo(makeInput({ promo: five })).discount).toBe(500)
    const huge = makePromo({ discount: { type: 'fixed', amount: 99_999, currency: 'GBP' } })
    expect(classifyPromo(makeInput({ promo: huge })).lines).toEqual([
      { lineId: 'a', discount: 3000 },
      { lineId: 'b', discount: 1000 },
    ])
  })

  it('applies a per-deal code to its deals only', () => {
    const promo = makePromo({ dealIds: [2] })
    expect(classifyPromo(makeInput({ promo })).lines).toEqual([
      { lineId: 'a', discount: 0 },
      { lineId: 'b', discount: 100 },
    ])
  })

  it.each<[string, Partial<PromoInput>, string, string]>([
    [
      'an anonymous shopper',
      { userId: null },
      'login_required',
      'Please log in or register to use a promo code.',
    ],
    ['an unknown code', { promo: null }, 'invalid', "Sorry, this promo code isn't valid."],
    [
      'a fixed code in another currency',
      { promo: makePromo({ discount: { type: 'fixed', amount: 500, currency: 'EUR' } }) },
      'invalid',
      "Sorry, this promo code isn't valid.",
    ],
    [
      'a code not started yet',
      { promo: makePromo({ validFrom: inDays(9.5) }) },
      'invalid',
      "Sorry, this promo code isn't valid.",
    ],
    [
      'an expired code',
      { promo: makePromo({ expiresAt: testNow() }) },
      'expired',
      'Sorry, this promo code has expired.',
    ],
    [
      'a code for other users',
      { promo: makePromo({ userIds: ['u2'] }) },
      'not_eligible',
      "Sorry, your account isn't eligible for this promo code.",
    ],
    [
      'a used single-use code',
      { promo: makePromo({ singleUse: true }), timesUsed: 1 },
      'already_used',
      'Sorry, this promo code has already been used.',
    ],
    [
      'a code the user used up',
      { promo: makePromo({ perUserLimit: 1 }), timesUsedByUser: 1 },
      'already_used',
      'Sorry, this promo code has already been used.',
    ],
    [
      'a code for other deals',
      { promo: makePromo({ dealIds: [9] }) },
      'not_applicable',
      "Sorry, this promo code can't be used on the deals in your basket.",
    ],
    [
      'a basket with nothing to discount',
      { lines: [{ lineId: 'a', dealId: 1, amount: 0 }] },
      'not_applicable',
      "Sorry, this promo code can't be used on the deals in your basket.",
    ],
  ])('refuses %s', (_name, over, status, message) => {
    const result = classifyPromo(makeInput(over))
    expect(result).toMatchObject({ applicable: false, status, message, discount: 0 })
    expect(result.lines.every((line) => line.discount === 0)).toBe(true)
  })

  it('applies a per-user code for its user and an unused single-use code', () => {
    const promo = makePromo({ userIds: ['u1'], singleUse: true })
    expect(classifyPromo(makeInput({ promo })).applicable).toBe(true)
  })

  it('never discounts a line below zero and always sums to the discount', () => {
    const line = fc.record({
      lineId: fc.string(),
      dealId: fc.integer({ min: 1, max: 3 }),
      amount: fc.integer({ min: 0, max: 500_000 }),
    })
    const discount = fc.oneof(
      fc.record({
        type: fc.constant('percentage' as const),
        percent: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        type: fc.constant('fixed' as const),
        amount: fc.integer({ min: 0, max: 1_000_000 }),
        currency: fc.constant('GBP' as const),
      }),
    )
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        discount,
        fc.option(fc.array(fc.integer({ min: 1, max: 3 }))),
        (lines, d, dealIds) => {
          const result = classifyPromo(
            makeInput({ lines, promo: makePromo({ discount: d, dealIds }) }),
          )
          expect(result.lines.reduce((sum, l) => sum + l.discount, 0)).toBe(result.discount)
          result.lines.forEach((l, i) => {
            expect(l.discount).toBeGreaterThanOrEqual(0)
            expect(l.discount).toBeLessThanOrEqual(lines[i]?.amount ?? 0)
          })
        },
      ),
    )
  })
})

describe('classifyPromoMessage', () => {
  it.each([
    [{ applicable: true, message: 'anything' }, 'applied'],
    [{ applicable: false, message: 'This code has expired' }, 'expired'],
    [{ applicable: false, message: 'Code already used' }, 'already_used'],
    [{ applicable: false, message: 'Not applicable to this deal' }, 'not_applicable'],
    [{ applicable: false, message: 'User not eligible' }, 'not_eligible'],
    [{ applicable: false, message: 'Please log in' }, 'login_required'],
    [{ applicable: false, message: 'Nope' }, 'invalid'],
    [{ applicable: false, message: null }, 'invalid'],
  ])('reads %o as %s', (result, status) => {
    expect(classifyPromoMessage(result)).toBe(status)
  })

  it.each(PROMO_STATUSES)('reads our own %s message back as the same class', (status) => {
    const applicable = status === 'applied'
    expect(classifyPromoMessage({ applicable, message: PROMO_MESSAGES[status] })).toBe(status)
  })
})
