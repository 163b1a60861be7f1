import { describe, expect, it } from 'vitest'
import { nextPaymentState } from './provider-payment-state'

describe('nextPaymentState', () => {
  it('follows a payment from settlement through a dispute to its outcome', () => {
    expect(nextPaymentState(null, 'SETTLED')).toBe('SETTLED')
    expect(nextPaymentState('SETTLED', 'DISPUTE_OPENED')).toBe('DISPUTED')
    expect(nextPaymentState('DISPUTED', 'DISPUTE_WON')).toBe('SETTLED')
    expect(nextPaymentState('DISPUTED', 'DISPUTE_LOST')).toBe('REFUNDED')
  })

  it('lets a late settlement undo neither a dispute nor a refund nor a cancellation', () => {
    for (const state of ['DISPUTED', 'REFUNDED', 'CANCELLED'] as const) {
      expect(nextPaymentState(state, 'SETTLED')).toBeNull()
    }
  })

  it('keeps refunded and cancelled payments final', () => {
    for (const event of ['DISPUTE_OPENED', 'DISPUTE_WON', 'REFUNDED', 'CANCELLED'] as const) {
      expect(nextPaymentState('REFUNDED', event)).toBeNull()
      expect(nextPaymentState('CANCELLED', event)).toBeNull()
    }
  })

  it('cancels only a payment that never settled', () => {
    expect(nextPaymentState(null, 'CANCELLED')).toBe('CANCELLED')
    expect(nextPaymentState('SETTLED', 'CANCELLED')).toBeNull()
  })

  it('answers null for an event that repeats the state', () => {
    expect(nextPaymentState('SETTLED', 'SETTLED')).toBeNull()
    expect(nextPaymentState('SETTLED', 'REFUNDED')).toBe('REFUNDED')
    expect(nextPaymentState('DISPUTED', 'DISPUTE_OPENED')).toBeNull()
  })
})
