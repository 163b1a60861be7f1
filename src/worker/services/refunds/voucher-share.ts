import { allocate } from '../../../shared/domain/money/allocate'
import type { AfterSaleVoucherRow } from '../../storage/refund-repository'

/** One voucher's part of its order line's card and wallet payments: the line's amounts split
 * over its vouchers without a penny lost (allocate), this voucher taking the part at its
 * position. A refund gives back exactly what this voucher cost, where it came from. */
export function voucherShare(
  row: Pick<AfterSaleVoucherRow, 'lineQuantity' | 'lineIndex' | 'lineCash' | 'lineWallet'>,
): { cash: number; wallet: number } {
  const ones = Array.from({ length: Math.max(row.lineQuantity, 1) }, () => 1)
  const index = Math.min(row.lineIndex, ones.length - 1)
  return {
    cash: allocate(row.lineCash, ones)[index] ?? 0,
    wallet: allocate(row.lineWallet, ones)[index] ?? 0,
  }
}
