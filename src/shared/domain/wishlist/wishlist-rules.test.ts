import { describe, expect, it } from 'vitest'
import {
  dealsToMerge,
  isUsableCustomerToken,
  pageOffset,
  wishlistCookieMaxAge,
} from './wishlist-rules'

describe('isUsableCustomerToken', () => {
  it('refuses tokens shorter than 10 characters and anything not a string', () => {
    expect(isUsableCustomerToken('123456789')).toBe(false)
    expect(isUsableCustomerToken('')).toBe(false)
    expect(isUsableCustomerToken(null)).toBe(false)
    expect(isUsableCustomerToken(undefined)).toBe(false)
  })

  it('accepts a token of 10 characters or more', () => {
    expect(isUsableCustomerToken('1234567890')).toBe(true)
  })
})

describe('wishlistCookieMaxAge', () => {
  it('keeps the cookie 7 days after an add and a year after a fetch', () => {
    expect(wishlistCookieMaxAge('add')).toBe(7 * 86_400)
    expect(wishlistCookieMaxAge('fetch')).toBe(365 * 86_400)
  })
})

describe('dealsToMerge', () => {
  it('adds only the anonymous deals the customer does not have yet, once each', () => {
    expect(dealsToMerge([1, 2], [2, 3, 3, 4])).toEqual([3, 4])
  })

  it('stops when the customer list is full', () => {
    expect(dealsToMerge([1, 2], [3, 4, 5], 3)).toEqual([3])
    expect(dealsToMerge([1, 2, 3], [4], 3)).toEqual([])
  })
})

describe('pageOffset', () => {
  it('counts pages from 0', () => {
    expect(pageOffset(0, 50)).toBe(0)
    expect(pageOffset(2, 50)).toBe(100)
  })
})
