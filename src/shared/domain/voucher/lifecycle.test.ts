import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'
import {
  effectiveVoucherState,
  initialVoucherState,
  isFinalVoucherState,
  nextVoucherState,
  rowOfState,
  stateOfRow,
  VOUCHER_EVENTS,
  VOUCHER_STATE_LABELS,
  VOUCHER_STATES,
  type VoucherState,
} from './lifecycle'
import { filterOfState, voucherActions } from './voucher-actions'

const SERVICE_STATES: VoucherState[] = [
  'READY_TO_REDEEM',
  'REDEEMED',
  'BOOKED',
  'CREDIT_REQUESTED',
  'REQUEST_PROCESSED',
  'REFUNDED',
  'EXPIRED',
]
const GOODS_STATES: VoucherState[] = [
  'PROCESSING_ORDER',
  'DISPATCHED',
  'DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_IN_TRANSIT',
  'RETURNED_TO_MERCHANT',
  'CREDIT_REQUESTED',
  'REQUEST_PROCESSED',
  'REFUNDED',
]

describe('voucher lifecycle', () => {
  it('labels every §3 status and order progress', () => {
    expect(Object.values(VOUCHER_STATE_LABELS)).toEqual([
      'Ready to Redeem',
      'Redeemed',
      'Booked',
      'Processing Order',
      'Dispatched',
      'Delivered',
      'Return Requested',
      'Return in Transit',
      'Returned to the Merchant',
      'Credit Requested',
      'Request Processed',
      'Refunded',
      'Expired',
    ])
  })

  it('follows §4: redeemed then booked; progress then return then refund', () => {
    expect(nextVoucherState('READY_TO_REDEEM', 'REDEEM')).toBe('REDEEMED')
    expect(nextVoucherState('REDEEMED', 'BOOK')).toBe('BOOKED')
    let state: VoucherState | null = 'PROCESSING_ORDER'
    for (const event of [
      'DISPATCH',
      'DELIVER',
      'REQUEST_RETURN',
      'SHIP_RETURN',
      'RECEIVE_RETURN',
      'REFUND',
    ] as const) {
      state = nextVoucherState(state!, event)
    }
    expect(state).toBe('REFUNDED')
    expect(nextVoucherState('READY_TO_REDEEM', 'REQUEST_CREDIT')).toBe('CREDIT_REQUESTED')
    expect(nextVoucherState('CREDIT_REQUESTED', 'PROCESS_CREDIT')).toBe('REQUEST_PROCESSED')
    expect(nextVoucherState('READY_TO_REDEEM', 'EXPIRE')).toBe('EXPIRED')
  })

  it('refuses illegal transitions', () => {
    expect(nextVoucherState('REDEEMED', 'REFUND')).toBeNull()
    expect(nextVoucherState('REFUNDED', 'REFUND')).toBeNull()
    expect(nextVoucherState('EXPIRED', 'REDEEM')).toBeNull()
    expect(nextVoucherState('READY_TO_REDEEM', 'DISPATCH')).toBeNull()
    expect(nextVoucherState('DISPATCHED', 'REFUND')).toBeNull()
    expect(nextVoucherState('READY_TO_REDEEM', 'BOOK')).toBeNull()
  })

  it('ends in final states', () => {
    for (const state of ['BOOKED', 'REFUNDED', 'EXPIRED', 'REQUEST_PROCESSED'] as const) {
      expect(isFinalVoucherState(state)).toBe(true)
    }
    expect(isFinalVoucherState('READY_TO_REDEEM')).toBe(false)
  })

  it('no event sequence leaves the service or goods track, or leaves a final state', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(...VOUCHER_EVENTS), { maxLength: 30 }),
        (delivered, events) => {
          let state = initialVoucherState(delivered)
          const allowed = delivered ? GOODS_STATES : SERVICE_STATES
          for (const event of events) {
            const next = nextVoucherState(state, event)
            if (isFinalVoucherState(state)) expect(next).toBeNull()
            if (next === null) continue
            expect(next).not.toBe(state)
            state = next
            expect(allowed).toContain(state)
          }
        },
      ),
    )
  })

  it('stores every state in the 0014 columns and reads it back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VOUCHER_STATES),
        fc.constantFrom(null, 'DELIVERED'),
        (state, progress) => {
          const row = rowOfState(state, { status: 'READY_TO_REDEEM', orderProgress: progress })
          expect(stateOfRow(row)).toBe(state)
          expect(row.status).not.toMatch(/PROCESSING_ORDER|DISPATCHED|^DELIVERED/)
        },
      ),
    )
    expect(stateOfRow({ status: 'NONSENSE', orderProgress: null })).toBeNull()
    expect(stateOfRow({ status: 'RETURN_REQUESTED', orderProgress: 'DELIVERED' })).toBe(
      'RETURN_REQUESTED',
    )
  })

  it('shows an unused voucher past expiry as expired', { tags: ['dated'] }, () => {
    const now = new Date(testNow())
    const anHourAgo = inDays(-1 / 24)
    expect(effectiveVoucherState('READY_TO_REDEEM', anHourAgo, now)).toBe('EXPIRED')
    expect(effectiveVoucherState('READY_TO_REDEEM', now.toISOString(), now)).toBe('EXPIRED')
    expect(effectiveVoucherState('REDEEMED', anHourAgo, now)).toBe('REDEEMED')
    expect(effectiveVoucherState('READY_TO_REDEEM', inDays(30 - 1 / 24), now)).toBe(
      'READY_TO_REDEEM',
    )
  })
})

describe('voucher actions', () => {
  it('offers print, refund and extend to an unused voucher the refund rule would refund', () => {
    expect(voucherActions('READY_TO_REDEEM', { refundable: true })).toEqual([
      'print',
      'refund',
      'extend',
    ])
  })
  it('offers a refund exactly when the refund rule allows one', () => {
    expect(voucherActions('READY_TO_REDEEM', { refundable: false })).toEqual(['print', 'extend'])
    expect(voucherActions('REDEEMED', { refundable: false })).toEqual([])
    // An expired voucher cannot take the extension add-on, so it is not offered.
    expect(voucherActions('EXPIRED', { refundable: false })).toEqual([])
  })
  it("offers no extension on a stay's voucher, whose dates are held", () => {
    expect(voucherActions('READY_TO_REDEEM', { refundable: true, stay: true })).toEqual([
      'print',
      'refund',
    ])
  })
  it('offers a return of delivered goods once, and nothing while the parcel is on its way', () => {
    expect(voucherActions('PROCESSING_ORDER', { refundable: true })).toEqual(['refund'])
    expect(voucherActions('DISPATCHED', { refundable: false })).toEqual([])
    expect(voucherActions('DELIVERED', { refundable: false })).toEqual(['return'])
    expect(voucherActions('DELIVERED', { refundable: false, returnRequested: true })).toEqual([])
    expect(voucherActions('RETURN_REQUESTED', { refundable: false })).toEqual([])
  })
  it('files every state under one filter', () => {
    expect(filterOfState('READY_TO_REDEEM')).toBe('available')
    expect(filterOfState('BOOKED')).toBe('used')
    expect(filterOfState('RETURN_IN_TRANSIT')).toBe('refunds')
    expect(filterOfState('EXPIRED')).toBe('expired')
  })
})
