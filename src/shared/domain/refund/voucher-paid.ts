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
  /** The line's vouchers the balance is owed for (or was paid for): those not refunded before
   * it was paid, and this voucher's place among them. Default: the whole line. */
  balanceUnits?: number
  balanceIndex?: number
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
  return {
    cash: shareOf(input.lineCash, input.lineQuantity, input.lineIndex),
    wallet: shareOf(input.lineWallet, input.lineQuantity, input.lineIndex),
    balance: shareOf(
      input.lineBalancePaid,
      input.balanceUnits ?? input.lineQuantity,
      input.balanceIndex ?? input.lineIndex,
    ),
  }
}

/** The part at `index` of `amount` split evenly over `units` without a penny lost. */
function shareOf(amount: number, units: number, index: number): number {
  if (amount <= 0) return 0
  const ones = Array.from({ length: Math.max(units, 1) }, () => 1)
  return allocate(amount, ones)[Math.min(Math.max(index, 0), ones.length - 1)] ?? 0
}

/** What refunding one voucher takes off its line's unpaid deposit balance: its share of what the
 * line still owes, split over the vouchers still owing it (transactions §4 'Deposit vouchers':
 * the balance is the voucher's price too). The rest of the line stays payable, so a two-room
 * stay with one room refunded pays for the other room alone. Nothing once the balance is paid:
 * the refund gives that back instead (voucherPaid).
 * @example balanceReleased({ balanceDue: 57800, lineBalancePaid: 0, balanceUnits: 2, balanceIndex: 1 }) === 28900 */
export function balanceReleased(input: {
  balanceDue: number
  lineBalancePaid: number
  balanceUnits: number
  balanceIndex: number
}): number {
  if (input.lineBalancePaid > 0) return 0
  return shareOf(input.balanceDue, input.balanceUnits, input.balanceIndex)
}

/** The voucher's whole price paid, every source together.
 * @example voucherPaidTotal({ cash: 4000, wallet: 1000, balance: 28900 }) === 33900 */
export const voucherPaidTotal = (paid: VoucherPaid): number =>
  paid.cash + paid.wallet + paid.balance
