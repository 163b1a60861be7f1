import { addDays, addMonths } from '../dates'

/** The after-purchase constants of transactions §9, named as the spec names them. */
const REFUND_GUARANTEE_DAYS = 14
export const PROTECTION_REFUND_DAYS_BEFORE_EXPIRY = 7
const REFUND_CREDIT_VALIDITY_MONTHS = 3
const EXTENSION_MONTHS = 3
export const AUTO_CREDIT_VALIDITY_DAYS = 14
export const CASH_REFUND_WORKING_DAYS = 5

/** The first instant outside the 14-day refund guarantee (§9 'Voucher refund guarantee 14
 * days'): the purchase's fourteenth day is still inside it. Referral credit waits for the same
 * instant (§4 'pending until the 14-day refund window ends').
 * @example refundGuaranteeEnds('2026-11-01T10:00:00.000Z') // '2026-11-16T10:00:00.000Z' */
export const refundGuaranteeEnds = (purchasedAt: string) =>
  addDays(purchasedAt, REFUND_GUARANTEE_DAYS + 1)

/** When refund credit lapses: §9 'Refund credit valid 3 months'.
 * @example refundCreditExpiry('2026-11-21T00:00:00.000Z') // '2027-02-21T00:00:00.000Z' */
export const refundCreditExpiry = (now: string) => addMonths(now, REFUND_CREDIT_VALIDITY_MONTHS)

/** When auto-credit lapses: §9 'Unredeemed-voucher auto-credit valid 14 days from the voucher's
 * expiry'.
 * @example autoCreditExpiry('2027-01-01T00:00:00.000Z') // '2027-01-15T00:00:00.000Z' */
export const autoCreditExpiry = (voucherExpiry: string) =>
  addDays(voucherExpiry, AUTO_CREDIT_VALIDITY_DAYS)

/** The voucher's new expiry after a paid VVE extension (§9 'extension up to 3 months').
 * @example extendedExpiry('2027-01-31T00:00:00.000Z') // '2027-04-30T00:00:00.000Z' */
export const extendedExpiry = (expiresAt: string) => addMonths(expiresAt, EXTENSION_MONTHS)
