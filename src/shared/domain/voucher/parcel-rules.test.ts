import { describe, expect, it } from 'vitest'
import { DELIVERED_AFTER_DISPATCH_DAYS } from '../../config/constants'
import { deliveryCutoff, isDeliveryDue, isParcel, parcelRefusal } from './parcel-rules'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

const row = (status: string, orderProgress: string | null) => ({ status, orderProgress })
const NOW = new Date(testNow())

describe('parcel rules', () => {
  it('dispatches a parcel being processed and delivers a dispatched one, nothing else', () => {
    expect(parcelRefusal(row('READY_TO_REDEEM', 'PROCESSING_ORDER'), 'DISPATCH')).toBeNull()
    expect(parcelRefusal(row('READY_TO_REDEEM', 'DISPATCHED'), 'DELIVER')).toBeNull()
    expect(parcelRefusal(row('READY_TO_REDEEM', 'DISPATCHED'), 'DISPATCH')).toBe(
      'This parcel was already dispatched.',
    )
    expect(parcelRefusal(row('READY_TO_REDEEM', 'PROCESSING_ORDER'), 'DELIVER')).toMatch(
      /not been dispatched yet/,
    )
    expect(parcelRefusal(row('READY_TO_REDEEM', 'DELIVERED'), 'DELIVER')).toBe(
      'This parcel was already delivered.',
    )
    expect(parcelRefusal(row('RETURN_REQUESTED', 'DELIVERED'), 'DISPATCH')).toBe(
      'This parcel was already delivered.',
    )
    expect(parcelRefusal(row('REFUNDED', 'PROCESSING_ORDER'), 'DISPATCH')).toBe(
      'This order was refunded: do not post it.',
    )
    expect(parcelRefusal(row('CREDIT_REQUESTED', 'PROCESSING_ORDER'), 'DISPATCH')).toMatch(
      /credit instead/,
    )
  })

  it('refuses a voucher that is not for posted goods, whatever its status', () => {
    expect(isParcel(row('READY_TO_REDEEM', null))).toBe(false)
    expect(isParcel(row('REFUNDED', 'PROCESSING_ORDER'))).toBe(true)
    for (const event of ['DISPATCH', 'DELIVER'] as const) {
      expect(parcelRefusal(row('READY_TO_REDEEM', null), event)).toMatch(/not for posted goods/)
    }
  })

  it(
    `takes a parcel as delivered ${DELIVERED_AFTER_DISPATCH_DAYS} days after its dispatch`,
    { tags: ['dated'] },
    () => {
      const fiveDaysAgo = inDays(-5)
      expect(deliveryCutoff(NOW, 5)).toBe(fiveDaysAgo)
      expect(isDeliveryDue(fiveDaysAgo, NOW, 5)).toBe(true)
      const aMillisecondLater = new Date(Date.parse(fiveDaysAgo) + 1).toISOString()
      expect(isDeliveryDue(aMillisecondLater, NOW, 5)).toBe(false)
      expect(isDeliveryDue(deliveryCutoff(NOW), NOW)).toBe(true)
    },
  )
})
