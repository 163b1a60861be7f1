import { describe, expect, it } from 'vitest'
import {
  cardErrors,
  EMPTY_PASSENGER,
  formatCardNumber,
  giftingRequestFor,
  keepIdempotencyKey,
  lineMaxQuantity,
  orderFailureAction,
  parseExpiry,
  passengerCheck,
  signInStepAfterEmail,
} from './checkout-rules'
import { testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'

const now = new Date(testNow())
/** The month it is in London at the pinned instant, and the one before. */
const [year, month] = testToday().split('-').map(Number) as [number, number]
const lastMonth = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year }
const mmYy = (m: number, y: number) =>
  `${String(m).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`

describe('checkout rules', () => {
  it('holds a line to its max quantity and lets an unlimited line grow', () => {
    expect(lineMaxQuantity({ quantity: 2, maxQuantity: 3 })).toBe(3)
    expect(lineMaxQuantity({ quantity: 2, maxQuantity: null })).toBe(999)
  })

  it(
    'accepts a passenger as on the passport and refuses missing or impossible fields',
    { tags: ['dated'] },
    () => {
      const good = passengerCheck(
        {
          title: 'Ms',
          firstNames: 'Ann Marie',
          lastName: "O'Neill",
          day: '29',
          month: '2',
          year: '1996',
          phone: '+44 7700 900123',
        },
        now,
      )
      expect(good).toEqual({
        ok: true,
        passenger: {
          title: 'Ms',
          firstNames: 'Ann Marie',
          lastName: "O'Neill",
          dateOfBirth: '1996-02-29',
          phone: '+44 7700 900123',
        },
      })
      const bad = passengerCheck({ ...EMPTY_PASSENGER, day: '30', month: '2', year: '1990' }, now)
      expect(bad.ok).toBe(false)
      if (!bad.ok) {
        expect(Object.keys(bad.errors).sort()).toEqual([
          'dateOfBirth',
          'firstNames',
          'lastName',
          'phone',
          'title',
        ])
      }
    },
  )

  it('refuses a birth date in the future', { tags: ['dated'] }, () => {
    const result = passengerCheck(
      {
        title: 'Mr',
        firstNames: 'A',
        lastName: 'B',
        day: '1',
        month: '1',
        year: String(year + 1),
        phone: '07700900123',
      },
      now,
    )
    expect(result.ok).toBe(false)
  })

  it(
    'checks a card before tokenising, marking every wrong field with the spec words',
    { tags: ['dated'] },
    () => {
      const expiry = mmYy(month, year + 4)
      const card = { name: 'Ann Smith', number: '4111 1111 1111 1111', expiry, cvv: '123' }
      expect(cardErrors(card, now)).toEqual({})
      expect(cardErrors({ ...card, number: '3782 822463 10005', cvv: '1234' }, now).number).toMatch(
        /American Express or Diners/,
      )
      const wrong = cardErrors(
        {
          name: '',
          number: '4111 1111 1111 1112',
          expiry: mmYy(lastMonth.month, lastMonth.year),
          cvv: '1',
        },
        now,
      )
      expect(wrong).toEqual({
        name: 'Please enter the name on the card',
        number: 'Please enter a valid card number.',
        expiry: 'Your card has expired. Please use a different card.',
        cvv: 'Please enter a valid security code.',
      })
    },
  )

  it('reads expiry and groups the card number as typed', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 29 })
    expect(parseExpiry('0729')).toEqual({ month: 7, year: 29 })
    expect(parseExpiry('7/2029')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('july')).toBeNull()
    expect(formatCardNumber('41111111-1111 1111')).toBe('4111 1111 1111 1111')
  })

  it('answers each order failure and keeps the key only when no answer came', () => {
    expect(orderFailureAction(401, null)).toBe('sign-in')
    expect(orderFailureAction(400, 'Please confirm your email address')).toBe('confirm-email')
    expect(orderFailureAction(402, 'Your card was declined')).toBe('declined')
    expect(orderFailureAction(409, 'Sold out')).toBe('refetch')
    expect(orderFailureAction(0, null)).toBe('retry')
    expect(orderFailureAction(503, null)).toBe('retry')
    expect(keepIdempotencyKey('retry')).toBe(true)
    expect(keepIdempotencyKey('declined')).toBe(false)
  })

  it('sends a new email to registration and a known one to its password', () => {
    expect(signInStepAfterEmail({ isRegistered: false, hasPassword: false, tpl: false })).toBe(
      'register',
    )
    expect(signInStepAfterEmail({ isRegistered: true, hasPassword: true, tpl: false })).toBe(
      'password',
    )
    expect(signInStepAfterEmail({ isRegistered: true, hasPassword: false, tpl: false })).toBe(
      'set-password',
    )
  })
})

describe('gifting switches', () => {
  it('turns wrap and pack on and off independently, and the last one off is none', () => {
    expect(giftingRequestFor({ pack: null, wrap: 0 }, { wrap: 1 })).toEqual({
      type: 'wrapped',
      wrap: 1,
      giftPack: null,
    })
    expect(giftingRequestFor({ pack: null, wrap: 1 }, { pack: 'NEXT_DAY' })).toEqual({
      type: 'wrapped',
      wrap: 1,
      giftPack: 'NEXT_DAY',
    })
    expect(giftingRequestFor({ pack: 'STANDARD', wrap: 1 }, { wrap: 0 })).toEqual({
      type: 'std-gpk',
      wrap: 0,
    })
    expect(giftingRequestFor({ pack: 'STANDARD', wrap: 0 }, { pack: null })).toEqual({
      type: 'none',
    })
  })
})
