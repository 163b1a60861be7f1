// transactions §4 'VIP cancellation': "reason, then retention offer (50% off next renewal), then
// final confirmation, or stay". Pure: the service loads the membership, asks what a step does,
// and stores the result.

export const VIP_CANCEL_REASONS = [
  'TOO_EXPENSIVE',
  'NOT_ENOUGH_DEALS',
  'NOT_USING_IT',
  'OTHER',
] as const
type VipCancelReason = (typeof VIP_CANCEL_REASONS)[number]

export type VipCancelStep =
  | { step: 'reason'; reason: VipCancelReason }
  | { step: 'offer'; acceptOffer: boolean }
  | { step: 'confirm' }
  | { step: 'stay' }

export interface VipCancelState {
  /** The reason given earlier in this membership, if any. */
  reason: string | null
  /** The retention offer was taken before: it is not offered twice. */
  offerAccepted: boolean
}

/** Where the member goes next: the offer, the final confirmation, back to their membership
 * (stayed) or out (cancelled). */
type VipCancelNext = 'OFFER' | 'CONFIRM' | 'STAYED' | 'CANCELLED'

export type VipCancelOutcome =
  | {
      ok: true
      next: VipCancelNext
      /** Store this reason. */
      reason?: VipCancelReason
      /** Store the accepted retention offer (renewal at half price). */
      acceptOffer?: true
      /** End the membership now. */
      cancel?: true
    }
  | { ok: false; message: string }

const REASON_FIRST = 'Please tell us why you want to cancel first'

/** One step of the cancellation flow against the membership's state; steps out of order are
 * refused rather than skipped, so nobody is cancelled without giving a reason and seeing the
 * offer once.
 * @example vipCancelStep({ reason: null, offerAccepted: false }, { step: 'reason', reason: 'OTHER' }) // { ok: true, next: 'OFFER', reason: 'OTHER' } */
export function vipCancelStep(state: VipCancelState, input: VipCancelStep): VipCancelOutcome {
  switch (input.step) {
    case 'reason':
      return { ok: true, next: state.offerAccepted ? 'CONFIRM' : 'OFFER', reason: input.reason }
    case 'offer':
      if (state.reason === null) return { ok: false, message: REASON_FIRST }
      if (state.offerAccepted) {
        return { ok: false, message: 'You have already accepted our offer for this membership' }
      }
      return input.acceptOffer
        ? { ok: true, next: 'STAYED', acceptOffer: true }
        : { ok: true, next: 'CONFIRM' }
    case 'confirm':
      if (state.reason === null) return { ok: false, message: REASON_FIRST }
      return { ok: true, next: 'CANCELLED', cancel: true }
    case 'stay':
      return { ok: true, next: 'STAYED' }
  }
}
