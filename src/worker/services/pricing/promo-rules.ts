import { PROMO_MESSAGES, type PromoCode } from '../../../shared/domain/promo/promo-code'
import type { PromoLine, PromoResult } from '../../../shared/domain/promo/classify'
import type { PromoCodeRow } from '../../storage/promo-repository'

/** A stored promo code as the classifier reads it: per-deal and per-user codes name one deal or
 * one customer (user ids are strings there).
 * @example promoCodeOf({ ...row, kind: 'percentage', value: 10 }).discount // { type: 'percentage', percent: 10 } */
export function promoCodeOf(row: PromoCodeRow): PromoCode {
  return {
    code: row.code,
    discount:
      row.kind === 'fixed'
        ? { type: 'fixed', amount: row.value, currency: row.currency ?? 'GBP' }
        : { type: 'percentage', percent: row.value, maxDiscount: row.maxDiscount },
    dealIds: row.dealId === null ? null : [row.dealId],
    userIds: row.userId === null ? null : [String(row.userId)],
    singleUse: row.singleUse === 1,
    perUserLimit: row.maxUsesPerUser,
    validFrom: row.startsAt,
    expiresAt: row.expiresAt,
  }
}

/** A minimum spend (SAVE5: £5 off £20) is read on what the code applies to: the lines of its
 * deal, or the whole basket. Below it the code does not apply to this basket, which is the §5
 * 'not applicable' class; the classifier has no minimum, so this narrows its answer.
 * @example withMinimumSpend(applied, 2000, lines, null).status === 'not_applicable' // when lines total 1500 */
export function withMinimumSpend(
  result: PromoResult,
  minSpend: number | null,
  lines: readonly PromoLine[],
  dealId: number | null,
): PromoResult {
  if (!result.applicable || minSpend === null) return result
  const spend = lines
    .filter((line) => dealId === null || line.dealId === dealId)
    .reduce((sum, line) => sum + line.amount, 0)
  if (spend >= minSpend) return result
  return {
    applicable: false,
    status: 'not_applicable',
    message: PROMO_MESSAGES.not_applicable,
    discount: 0,
    lines: result.lines.map((line) => ({ ...line, discount: 0 })),
  }
}
