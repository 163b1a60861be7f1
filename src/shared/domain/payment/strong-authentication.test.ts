import { describe, expect, it } from 'vitest'
import { strongAuthenticationMet } from './strong-authentication'

describe('strongAuthenticationMet', () => {
  it('takes a shifted liability or a bank that could not take part, and nothing else', () => {
    expect(strongAuthenticationMet({ liabilityShifted: true, liabilityShiftPossible: true })).toBe(
      true,
    )
    expect(
      strongAuthenticationMet({ liabilityShifted: false, liabilityShiftPossible: false }),
    ).toBe(true)
    expect(strongAuthenticationMet({ liabilityShifted: false, liabilityShiftPossible: true })).toBe(
      false,
    )
  })
})
