import { describe, expect, it } from 'vitest'
import { formatCount } from './count'

describe('formatCount', () => {
  it('groups thousands as en-GB does', () => {
    for (const n of [0, 3, 999, 1000, 1234, 12_345, 999_999, 1_234_567, -4321, 10 ** 12]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-GB'))
    }
  })

  it('writes whole numbers only', () => {
    expect(formatCount(1234.9)).toBe('1,234')
  })
})
