import { describe, expect, it } from 'vitest'
import { refundSteps, rejectSteps } from './return-path'

describe('refundSteps', () => {
  it('walks a requested return through transit and receipt to refunded', () => {
    const steps = refundSteps({ status: 'RETURN_REQUESTED', orderProgress: 'DELIVERED' })
    expect(steps?.map((s) => s.event)).toEqual(['SHIP_RETURN', 'RECEIVE_RETURN', 'REFUND'])
    expect(steps?.at(-1)?.to).toEqual({ status: 'REFUNDED', orderProgress: 'DELIVERED' })
  })

  it('takes only the steps left for a return already back with the merchant', () => {
    const steps = refundSteps({ status: 'RETURNED_TO_MERCHANT', orderProgress: 'DELIVERED' })
    expect(steps?.map((s) => s.event)).toEqual(['REFUND'])
  })

  it('refuses a voucher that is not on the return leg', () => {
    expect(refundSteps({ status: 'READY_TO_REDEEM', orderProgress: 'DELIVERED' })).toBeNull()
    expect(refundSteps({ status: 'REFUNDED', orderProgress: 'DELIVERED' })).toBeNull()
  })

  it('sends a rejected return back to Delivered, and nothing once the goods are back', () => {
    const steps = rejectSteps({ status: 'RETURN_IN_TRANSIT', orderProgress: 'DELIVERED' })
    expect(steps.map((s) => [s.event, s.toState])).toEqual([['REJECT_RETURN', 'DELIVERED']])
    expect(steps[0]?.to).toEqual({ status: 'READY_TO_REDEEM', orderProgress: 'DELIVERED' })
    expect(rejectSteps({ status: 'RETURNED_TO_MERCHANT', orderProgress: 'DELIVERED' })).toEqual([])
  })
})
