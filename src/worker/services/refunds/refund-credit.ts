import { allocate } from '../../../shared/domain/money/allocate'
import type { AfterSaleVoucherRow, RefundRepository } from '../../storage/refund-repository'
import type { LedgerEntry } from '../../storage/wallet-ledger-repository'
import { voucherPaid } from '../../../shared/domain/refund/voucher-paid'

export interface CreditParts {
  refundable: number
  marketing: number
}

/**
 * What a refund puts back in the wallet, by kind: the card's share and the refundable credit
 * the voucher used come back as refundable credit, but the marketing credit it used comes back
 * as marketing credit, so a refund never turns a capped reward into money (once a £5
 * marketing credit on an £80 voucher came back as £80 of refundable credit). The order's
 * marketing spend is split over its vouchers in proportion to their wallet shares (allocate),
 * so refunding every voucher gives back exactly what was spent of each kind.
 * @example creditPartsOf(refunds, row, 7500) // { refundable: 7500, marketing: 500 } for an £80 voucher paid £75 card + £5 marketing
 */
export async function creditPartsOf(
  refunds: RefundRepository,
  row: Pick<AfterSaleVoucherRow, 'id' | 'orderId'>,
  cash: number,
  wallet: number,
): Promise<CreditParts> {
  if (wallet <= 0) return { refundable: cash, marketing: 0 }
  const order = await refunds.orderCredit(row.orderId)
  if (order.marketing <= 0) return { refundable: cash + wallet, marketing: 0 }
  const shares = order.vouchers.map(
    // Only the order's own wallet spend is split here; a balance paid later is never credit.
    (voucher) => voucherPaid({ ...voucher, lineBalancePaid: 0 }).wallet,
  )
  const index = order.vouchers.findIndex((voucher) => voucher.id === row.id)
  const spent = Math.min(
    order.marketing,
    shares.reduce((sum, share) => sum + share, 0),
  )
  const part = index < 0 ? 0 : (allocate(spent, shares)[index] ?? 0)
  const marketing = Math.min(part, wallet)
  return { refundable: cash + wallet - marketing, marketing }
}

/** The wallet_ledger entries of a refund's credit: one per kind with an amount. */
export function creditEntries(
  row: Pick<AfterSaleVoucherRow, 'id' | 'userId' | 'currency'>,
  parts: CreditParts,
  reason: string,
  expiresAt: string,
): LedgerEntry[] {
  return (['REFUNDABLE', 'MARKETING'] as const)
    .filter((kind) => parts[kind === 'REFUNDABLE' ? 'refundable' : 'marketing'] > 0)
    .map((kind) => ({
      userId: row.userId,
      currency: row.currency,
      kind,
      amount: parts[kind === 'REFUNDABLE' ? 'refundable' : 'marketing'],
      reason,
      reference: `voucher:${row.id}`,
      expiresAt,
    }))
}
