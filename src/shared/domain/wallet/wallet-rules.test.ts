import { describe, expect, it } from 'vitest'
import { addDays, addMonths } from '../dates'
import { normaliseCode } from './wallet-rules'

describe('addMonths', () => {
  it.each([
    ['2026-01-15T00:00:00.000Z', 6, '2026-07-15T00:00:00.000Z'],
    ['2026-08-31T10:00:00.000Z', 6, '2027-02-28T10:00:00.000Z'],
    ['2026-11-21T00:00:00.000Z', 12, '2027-11-21T00:00:00.000Z'],
  ])('moves %s by %i months to %s', (from, months, to) => {
    expect(addMonths(from, months)).toBe(to)
  })
})

describe('addDays', () => {
  it('adds whole days', () => {
    expect(addDays('2026-12-31T00:00:00.000Z', 1)).toBe('2027-01-01T00:00:00.000Z')
  })
})

describe('normaliseCode', () => {
  it('ignores case, spaces and dashes', () => {
    expect(normaliseCode(' gift-2026-aaaa-0001 ')).toBe('GIFT2026AAAA0001')
    expect(normaliseCode('GIFT 2026 AAAA 0001')).toBe('GIFT2026AAAA0001')
  })

  it.each(['', 'abc', 'GIFT_2026', 'x'.repeat(41), "'; DROP TABLE"])('refuses %j', (code) => {
    expect(normaliseCode(code)).toBeNull()
  })
})
