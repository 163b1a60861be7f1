import type { Currency } from '../../schemas/money'

/** A promo code as the promo service stores it. The spec's kinds map onto it: percentage and
 * fixed are the discount; per-deal is `dealIds`, per-user is `userIds`, single-use is
 * `singleUse` (once in all, whoever uses it); `perUserLimit` caps uses by one customer. */
export interface PromoCode {
  code: string
  discount:
    | { type: 'percentage'; percent: number; maxDiscount?: number | null }
    | { type: 'fixed'; amount: number; currency: Currency }
  dealIds: readonly number[] | null
  userIds: readonly string[] | null
  singleUse: boolean
  perUserLimit: number | null
  /** UTC ISO timestamps; null means no bound. */
  validFrom: string | null
  expiresAt: string | null
}

export const PROMO_STATUSES = [
  'applied',
  'expired',
  'invalid',
  'already_used',
  'not_applicable',
  'not_eligible',
  'login_required',
] as const
export type PromoStatus = (typeof PROMO_STATUSES)[number]

/** The words shown under the promo field. §8 gives none for promo codes, so these follow the
 * §5 classes ("expired, invalid, already used, not applicable (deal) or not eligible (user)")
 * and §5 "Promo code ... need login or registration". */
export const PROMO_MESSAGES: Record<PromoStatus, string> = {
  applied: 'Promo code applied.',
  expired: 'Sorry, this promo code has expired.',
  invalid: "Sorry, this promo code isn't valid.",
  already_used: 'Sorry, this promo code has already been used.',
  not_applicable: "Sorry, this promo code can't be used on the deals in your basket.",
  not_eligible: "Sorry, your account isn't eligible for this promo code.",
  login_required: 'Please log in or register to use a promo code.',
}
