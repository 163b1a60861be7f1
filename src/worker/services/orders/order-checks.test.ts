import { describe, expect, it } from 'vitest'
import type { BasketLineRow, BasketProductRow } from '../../storage/basket-repository'
import {
  assertEmailConfirmed,
  assertInStock,
  assertUnderCaps,
  isPasswordless,
} from './order-checks'

describe('order checks', () => {
  it('treat an account without password or third-party login as passwordless', () => {
    expect(isPasswordless({ hasPassword: false, thirdPartyLogin: false })).toBe(true)
    expect(isPasswordless({ hasPassword: false, thirdPartyLogin: true })).toBe(false)
    expect(isPasswordless({ hasPassword: true, thirdPartyLogin: false })).toBe(false)
  })

  it('ask a passwordless customer to type their email again, in any case', () => {
    const user = { hasPassword: false, thirdPartyLogin: false, email: 'Ann@Example.com' }
    expect(() => assertEmailConfirmed(user, undefined)).toThrow('Please confirm your email address')
    expect(() => assertEmailConfirmed(user, 'bob@example.com')).toThrow()
    expect(() => assertEmailConfirmed(user, ' ann@example.com ')).not.toThrow()
    expect(() => assertEmailConfirmed({ ...user, hasPassword: true }, undefined)).not.toThrow()
  })

  it('refuse more units than any stock count left, adding lines of one product', () => {
    const lines = [
      { productId: 1, quantity: 2 },
      { productId: 1, quantity: 1 },
    ] as BasketLineRow[]
    const product = (over: Partial<BasketProductRow>) =>
      ({
        productId: 1,
        totalRemaining: null,
        remainingForDay: null,
        remainingForWeek: null,
        ...over,
      }) as BasketProductRow
    expect(() => assertInStock(lines, [product({ totalRemaining: 3 })])).not.toThrow()
    expect(() => assertInStock(lines, [product({ totalRemaining: 2 })])).toThrow(
      'Sorry, this product has just sold out.',
    )
    expect(() => assertInStock(lines, [product({ remainingForDay: 2 })])).toThrow()
  })

  it('refuse an order that would pass a cap with what was bought before', () => {
    const counters = [{ scope: 'day:1:2026-11-21', count: 1, cap: 2 }]
    expect(() => assertUnderCaps(counters, new Map())).not.toThrow()
    expect(() => assertUnderCaps(counters, new Map([['day:1:2026-11-21', 2]]))).toThrow(
      "You've reached the purchase limit for this deal.",
    )
  })
})
