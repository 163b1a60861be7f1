import { allocate } from '../money/allocate'

export interface VoucherPaidInput {
  /** The order line's units (vouchers) and this voucher's place among them (by id). */
  lineQuantity: number
  lineIndex: number
  /** What the order charged the line by card and from the wallet (the deposit, or the whole
   * price when no deposit was taken). */
  lineCash: number
  lineWallet: number
  /** The line's deposit balance paid later (deposit_balance_payments.amount), 0 when unpaid. */
  lineBalancePaid: number
}

/** What one voucher was paid with, by source: the order's card payment, the wallet, and the
 * deposit balance's own card payment. */
export interface VoucherPaid {
  cash: number
  wallet: number
  balance: number
}

/** One voucher's part of everything paid on its order line, source by source: each line amount
 * split over the line's vouchers without a penny lost (allocate), this voucher taking the part
 * at its position. A refund or the expiry credit gives back exactly this, each part where it
 * came from (transactions §4 'Deposit vouchers': deposit paid, balance paid later — both are
 * the voucher's price).
 * @example voucherPaid({ lineQuantity: 1, lineIndex: 0, lineCash: 4000, lineWallet: 1000, lineBalancePaid: 28900 }) // { cash: 4000, wallet: 1000, balance: 28900 } */
export function voucherPaid(input: VoucherPaidInput): VoucherPaid {
  const ones = Array.from({ length: Math.max(input.lineQuantity, 1) }, () => 1)
  const index = Math.min(Math.max(input.lineIndex, 0), ones.length - 1)
  const part = (amount: number) => (amount > 0 ? (allocate(amount, ones)[index] ?? 0) : 0)
  return {
    cash: part(input.lineCash),
    wallet: part(input.lineWallet),
    balance: part(input.lineBalancePaid),
  }
}

/** The voucher's whole price paid, every source together.
 * @example voucherPaidTotal({ cash: 4000, wallet: 1000, balance: 28900 }) === 33900 */
export const voucherPaidTotal = (paid: VoucherPaid): number =>
  paid.cash + paid.wallet + paid.balance
