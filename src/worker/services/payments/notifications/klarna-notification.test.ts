import { describe, expect, it } from 'vitest'
import { klarnaEvent } from './klarna-notification'

const order = {
  order_id: 'kl-1',
  status: 'AUTHORIZED',
  fraud_status: 'ACCEPTED',
  order_amount: 3000,
  captured_amount: 0,
  refunded_amount: 0,
}

describe('klarnaEvent', () => {
  it('says nothing while the order is only authorised', () => {
    expect(klarnaEvent(order)).toBeNull()
  })

  it('settles a captured order and refunds one refunded in full, not in part', () => {
    const captured = { ...order, status: 'CAPTURED', captured_amount: 3000 }
    expect(klarnaEvent(captured)).toBe('SETTLED')
    expect(klarnaEvent({ ...captured, refunded_amount: 1000 })).toBe('SETTLED')
    expect(klarnaEvent({ ...captured, refunded_amount: 3000 })).toBe('REFUNDED')
  })

  it('cancels an order Klarna cancelled, let expire or rejected for fraud', () => {
    expect(klarnaEvent({ ...order, status: 'CANCELLED' })).toBe('CANCELLED')
    expect(klarnaEvent({ ...order, status: 'EXPIRED' })).toBe('CANCELLED')
    expect(klarnaEvent({ ...order, fraud_status: 'REJECTED' })).toBe('CANCELLED')
    expect(klarnaEvent({ ...order, fraud_status: 'STOPPED' })).toBe('CANCELLED')
  })
})
