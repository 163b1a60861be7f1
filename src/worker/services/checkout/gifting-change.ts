import {
  GIFTING_PRESETS,
  setGiftWrapQuantity,
  switchGiftPack,
} from '../../../shared/domain/checkout/gifting'
import {
  GIFT_MESSAGES,
  eGiftErrors,
  giftMessageLength,
  GIFT_MESSAGE_MAX_LENGTH,
} from '../../../shared/domain/checkout/gift-message'
import type { BasketGiftingState, GiftingRequest } from '../../../shared/schemas/checkout-view'

export type GiftingOutcome =
  { ok: true; state: BasketGiftingState; toast: string | null } | { ok: false; message: string }

/** The basket's gifting after a gifting switch (§3 'Gifting options', §4 'Gifting switches').
 * 'none' clears everything; an e-gift is emailed, so it needs a recipient and takes no pack or
 * wrap; the pack options pick a delivery ('gift-pack' keeps the current one, else standard);
 * 'wrapped' sets the wrap quantity (at least one unless sent, 0 removes it). A wrap or pack sent
 * with another option is applied too. The toast is the one the switch earns.
 * @example giftingChange(none, { type: 'wrapped' }) // { ok: true, state: { wrap: 1, ... }, toast: 'Gift Wrap Added' } */
export function giftingChange(
  current: BasketGiftingState,
  request: GiftingRequest,
): GiftingOutcome {
  const message = request.message ?? null
  if (request.type === 'e-gift') {
    const errors = eGiftErrors({ recipientEmail: request.recipientEmail, message })
    const first = errors.recipientEmail ?? errors.message
    if (first) return { ok: false, message: first }
  } else if (giftMessageLength(message ?? '') > GIFT_MESSAGE_MAX_LENGTH) {
    return { ok: false, message: GIFT_MESSAGES.messageTooLong }
  }
  const state = nextState(current, request, message)
  const pack = switchGiftPack(current.giftPack, state.giftPack, GIFTING_PRESETS)
  const wrap = setGiftWrapQuantity(current.wrap, state.wrap, GIFTING_PRESETS.giftWrap.productId)
  return { ok: true, state, toast: pack.toast ?? wrap.toast }
}

function nextState(
  current: BasketGiftingState,
  request: GiftingRequest,
  message: string | null,
): BasketGiftingState {
  const giftPack = request.giftPack !== undefined ? request.giftPack : current.giftPack
  const wrap = request.wrap ?? current.wrap
  switch (request.type) {
    case 'none':
      return { type: 'none', recipientEmail: null, message: null, giftPack: null, wrap: 0 }
    case 'e-gift':
      return {
        type: 'e-gift',
        recipientEmail: request.recipientEmail?.trim() ?? null,
        message,
        giftPack: null,
        wrap: 0,
      }
    case 'gift-pack':
      return {
        type: request.type,
        recipientEmail: null,
        message,
        giftPack: giftPack ?? 'STANDARD',
        wrap,
      }
    case 'ndd-gpk':
      return { type: request.type, recipientEmail: null, message, giftPack: 'NEXT_DAY', wrap }
    case 'std-gpk':
      return { type: request.type, recipientEmail: null, message, giftPack: 'STANDARD', wrap }
    case 'wrapped':
      return {
        type: 'wrapped',
        recipientEmail: null,
        message,
        giftPack,
        wrap: request.wrap ?? Math.max(1, current.wrap),
      }
    default:
      return { type: request.type, recipientEmail: null, message, giftPack, wrap }
  }
}

/** What the gifting add-ons cost: the wrap per unit and the pack, at their preset prices. */
export function giftingTotal(state: BasketGiftingState): number {
  const wrap = state.wrap * (GIFTING_PRESETS.giftWrap.price ?? 0)
  const pack =
    state.giftPack === null
      ? 0
      : ((state.giftPack === 'NEXT_DAY'
          ? GIFTING_PRESETS.nextDayGiftPack.price
          : GIFTING_PRESETS.standardGiftPack.price) ?? 0)
  return wrap + pack
}
