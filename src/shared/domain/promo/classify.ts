import type { Currency } from '../../schemas/money'
import { allocate } from '../money/allocate'
import { PROMO_MESSAGES, type PromoCode, type PromoStatus } from './promo-code'

export interface PromoLine {
  lineId: string
  dealId: number
  /** The line total in minor units, after VIP prices. */
  amount: number
}

export interface PromoInput {
  /** The stored code, or null when no code has the entered text. */
  promo: PromoCode | null
  lines: readonly PromoLine[]
  currency: Currency
  /** The signed-in customer's id, or null for an anonymous shopper. */
  userId: string | null
  /** Uses so far: of the code by anyone, and by this customer. */
  timesUsed: number
  timesUsedByUser: number
  now: Date
}

export interface PromoResult {
  /** §3 promoCode.applicable: true only when the code took effect. */
  applicable: boolean
  status: PromoStatus
  message: string
  /** The discount in minor units, and its share per eligible line (zero elsewhere). */
  discount: number
  lines: { lineId: string; discount: number }[]
}

/** Checks a promo code against the basket and classifies the result (transactions §5: "Promo
 * result: applicable means success; otherwise ... expired, invalid, already used, not
 * applicable (deal) or not eligible (user)"). Login comes first (§5: promo codes "need login or
 * registration") so anonymous visitors cannot probe which codes exist. Then: unknown, not yet
 * started, or a fixed amount in another currency → invalid; past its end → expired; meant for
 * other customers → not eligible; used up (single use, or this customer's limit) → already
 * used; no line of its deals, or nothing to discount → not applicable. A percentage is rounded
 * down to the penny so the discount never exceeds the advertised rate; a fixed amount never
 * exceeds what it applies to. The discount is spread over the eligible lines in proportion to
 * their amounts, so refunds of one line give back that line's share.
 * @example classifyPromo({ promo: tenPercent, lines: [{ lineId: 'a', dealId: 1, amount: 2999 }], currency: 'GBP', userId: 'u1', timesUsed: 0, timesUsedByUser: 0, now }).discount === 299 */
export function classifyPromo(input: PromoInput): PromoResult {
  const { promo, lines, now } = input
  const refuse = (status: Exclude<PromoStatus, 'applied'>): PromoResult => ({
    applicable: false,
    status,
    message: PROMO_MESSAGES[status],
    discount: 0,
    lines: lines.map((line) => ({ lineId: line.lineId, discount: 0 })),
  })
  if (input.userId === null) return refuse('login_required')
  if (promo === null) return refuse('invalid')
  if (promo.discount.type === 'fixed' && promo.discount.currency !== input.currency) {
    return refuse('invalid')
  }
  if (promo.validFrom !== null && now < new Date(promo.validFrom)) return refuse('invalid')
  if (promo.expiresAt !== null && now >= new Date(promo.expiresAt)) return refuse('expired')
  if (promo.userIds !== null && !promo.userIds.includes(input.userId)) return refuse('not_eligible')
  if (promo.singleUse && input.timesUsed >= 1) return refuse('already_used')
  if (promo.perUserLimit !== null && input.timesUsedByUser >= promo.perUserLimit) {
    return refuse('already_used')
  }
  const eligible = lines.map(
    (line) => (promo.dealIds === null || promo.dealIds.includes(line.dealId)) && line.amount > 0,
  )
  const eligibleTotal = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.amount : 0), 0)
  const discount = Math.min(promoDiscount(promo.discount, eligibleTotal), eligibleTotal)
  if (discount <= 0) return refuse('not_applicable')
  const shares = allocate(
    discount,
    lines.map((line, i) => (eligible[i] ? line.amount : 0)),
  )
  return {
    applicable: true,
    status: 'applied',
    message: PROMO_MESSAGES.applied,
    discount,
    lines: lines.map((line, i) => ({ lineId: line.lineId, discount: shares[i] ?? 0 })),
  }
}

function promoDiscount(discount: PromoCode['discount'], eligibleTotal: number): number {
  if (discount.type === 'fixed') return Math.max(0, Math.floor(discount.amount))
  const percent = Math.min(100, Math.max(0, discount.percent))
  const raw = Math.floor((eligibleTotal * percent) / 100)
  return discount.maxDiscount == null ? raw : Math.min(raw, discount.maxDiscount)
}

/** Classifies a promo result that came back as `{ applicable, message }` only (§3 checkout
 * promoCode), by the words in the message, for results the promo service did not classify.
 * Unrecognised messages read as invalid: the code did not work and we cannot say why.
 * @example classifyPromoMessage({ applicable: false, message: 'Promo code has expired' }) === 'expired' */
export function classifyPromoMessage(result: {
  applicable: boolean
  message?: string | null
}): PromoStatus {
  if (result.applicable) return 'applied'
  const text = (result.message ?? '').toLowerCase()
  if (/expired/.test(text)) return 'expired'
  if (/already (been )?used|already redeemed/.test(text)) return 'already_used'
  if (/log ?in|register/.test(text)) return 'login_required'
  if (/not eligible|isn't eligible|account/.test(text)) return 'not_eligible'
  if (/not applicable|can't be used on|cannot be used on|deal/.test(text)) return 'not_applicable'
  return 'invalid'
}
