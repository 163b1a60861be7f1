import { describe, expect, it } from 'vitest'
import { creditValidationParam } from './credit-validation'

describe('creditValidationParam', () => {
  it.each(['0', '123456', '004512'])('keeps the all-digit value %j as it is', (value) => {
    expect(creditValidationParam(value)).toBe(value)
  })

  it.each([
    null,
    undefined,
    '',
    ' 123',
    '123 ',
    '12a',
    '-1',
    '1.5',
    '1e3',
    '１２３',
    '١٢٣',
    '0x1f',
  ])('ignores %j', (value) => {
    expect(creditValidationParam(value)).toBeNull()
  })

  it('ignores an absurdly long run of digits', () => {
    expect(creditValidationParam('1'.repeat(64))).toBe('1'.repeat(64))
    expect(creditValidationParam('1'.repeat(65))).toBeNull()
  })
})
