import { describe, expect, it } from 'vitest'
import { clearpayEvent } from './clearpay-notification'

const gbp = (amount: string) => ({ amount, currency: 'GBP' })
const payment = {
  id: '100101782114',
  status: 'APPROVED',
  paymentState: 'AUTH_APPROVED',
  originalAmount: gbp('30.00'),
  openToCaptureAmount: gbp('30.00'),
}

describe('clearpayEvent', () => {
  it('says nothing while the payment is only approved', () => {
    expect(clearpayEvent(payment)).toBeNull()
  })

  it('settles a captured payment and refunds one whose refunds cover what was captured', () => {
    const captured = {
      ...payment,
      paymentState: 'CAPTURED',
      openToCaptureAmount: gbp('0.00'),
      events: [{ type: 'CAPTURED', amount: gbp('30.00') }],
    }
    expect(clearpayEvent(captured)).toBe('SETTLED')
    expect(clearpayEvent({ ...captured, refunds: [{ amount: gbp('12.50') }] })).toBe('SETTLED')
    expect(
      clearpayEvent({ ...captured, refunds: [{ amount: gbp('12.50') }, { amount: gbp('17.50') }] }),
    ).toBe('REFUNDED')
  })

  it('counts what the capture events took, not a voided remainder', () => {
    const partial = {
      ...payment,
      paymentState: 'PARTIALLY_CAPTURED',
      openToCaptureAmount: gbp('0.00'),
      events: [{ type: 'CAPTURED', amount: gbp('10.00') }],
      refunds: [{ amount: gbp('10.00') }],
    }
    expect(clearpayEvent(partial)).toBe('REFUNDED')
  })

  it('cancels a voided, expired or declined payment', () => {
    for (const paymentState of ['VOIDED', 'EXPIRED', 'AUTH_DECLINED', 'CAPTURE_DECLINED']) {
      expect(clearpayEvent({ ...payment, paymentState })).toBe('CANCELLED')
    }
  })
})
