import { describe, expect, it } from 'vitest'
import { vipCancelStep } from './vip-cancellation'

const fresh = { reason: null, offerAccepted: false }
const reasoned = { reason: 'TOO_EXPENSIVE', offerAccepted: false }

describe('vipCancelStep', () => {
  it('goes from the reason to the retention offer', () => {
    expect(vipCancelStep(fresh, { step: 'reason', reason: 'TOO_EXPENSIVE' })).toEqual({
      ok: true,
      next: 'OFFER',
      reason: 'TOO_EXPENSIVE',
    })
  })

  it('keeps the member who accepts the offer, with the offer stored', () => {
    expect(vipCancelStep(reasoned, { step: 'offer', acceptOffer: true })).toEqual({
      ok: true,
      next: 'STAYED',
      acceptOffer: true,
    })
  })

  it('asks for the final confirmation when the offer is declined, then cancels', () => {
    expect(vipCancelStep(reasoned, { step: 'offer', acceptOffer: false })).toEqual({
      ok: true,
      next: 'CONFIRM',
    })
    expect(vipCancelStep(reasoned, { step: 'confirm' })).toEqual({
      ok: true,
      next: 'CANCELLED',
      cancel: true,
    })
  })

  it('refuses the offer or the confirmation before a reason is given', () => {
    expect(vipCancelStep(fresh, { step: 'offer', acceptOffer: true }).ok).toBe(false)
    expect(vipCancelStep(fresh, { step: 'confirm' }).ok).toBe(false)
  })

  it('does not offer the discount twice: a second attempt skips to the confirmation', () => {
    const accepted = { reason: 'OTHER', offerAccepted: true }
    expect(vipCancelStep(accepted, { step: 'reason', reason: 'OTHER' })).toMatchObject({
      next: 'CONFIRM',
    })
    expect(vipCancelStep(accepted, { step: 'offer', acceptOffer: true }).ok).toBe(false)
  })

  it('lets the member stay at any step', () => {
    expect(vipCancelStep(fresh, { step: 'stay' })).toEqual({ ok: true, next: 'STAYED' })
  })
})
