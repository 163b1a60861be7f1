import { describe, expect, it } from 'vitest'
import {
  isProcessorDeclinedAmount,
  isSandboxOutcome,
  SANDBOX_TEST_CARDS,
  sandboxOutcomeFor,
} from './sandbox-test-cards'

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1)
    return sum + (d > 9 ? d - 9 : d)
  }, 0) %
    10 ===
  0

describe('sandbox test cards', () => {
  it('are all valid card numbers, so they reach the gateway rather than failing the form', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(luhn(number)).toBe(true)
  })

  it('approve any card not in the table, as a processor test mode does', () => {
    expect(sandboxOutcomeFor('4242424242424242')).toBe('APPROVED')
    expect(sandboxOutcomeFor('4000000000009995')).toBe('INSUFFICIENT_FUNDS')
  })

  it('decline amounts from 200000 to 300000 minor units at the processor', () => {
    expect([199_999, 200_000, 300_000, 300_001].map(isProcessorDeclinedAmount)).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('recognise only their own outcome names', () => {
    expect(isSandboxOutcome('CVV_MISMATCH')).toBe(true)
    expect(isSandboxOutcome('SOMETHING')).toBe(false)
  })
})
