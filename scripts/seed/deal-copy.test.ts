import { describe, expect, it } from 'vitest'
import { FINE_PRINT } from './deal-copy'

describe('the seeded fine print', () => {
  // A voucher's validity is its expiry (shared/domain/voucher/voucher-validity.ts); a period
  // written into the deal's copy goes stale the day the figure changes and contradicts it.
  it.each(Object.entries(FINE_PRINT))('of %s deals names no validity period', (_, text) => {
    expect(text).not.toMatch(/valid (for|until)|\bmonths?\b/i)
  })
})
