import { describe, expect, it } from 'vitest'
import { BASKET_ERRORS, basketErrorMessage } from './basket-errors'

describe('basket errors', () => {
  it.each([
    ['ARGS_MALFORMED', 'args malformed'],
    ['DEALS_MISSING', 'Deals missing'],
    ['URL_MISSING', 'URL missing'],
    ['MAX_QUANTITY_REACHED', 'max quantity reached'],
    ['ITEM_UNAVAILABLE', 'Oops! This item is no longer available'],
  ] as const)('%s says %s', (code, message) => {
    expect(basketErrorMessage(code)).toBe(message)
  })

  it('answers malformed arguments as bad input, stock limits as conflicts', () => {
    expect(BASKET_ERRORS.ARGS_MALFORMED.kind).toBe('INVALID')
    expect(BASKET_ERRORS.MAX_QUANTITY_REACHED.kind).toBe('CONFLICT')
  })
})
