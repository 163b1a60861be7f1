import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { VoucherRepository, type VoucherRow } from '../../storage/voucher-repository'
import { newVoucherCode } from './voucher-code'
import { voucherExpiry } from '../../../shared/domain/voucher/voucher-validity'

export type { VoucherRow }

/** What an order line needs issued: one voucher per unit. */
export interface IssuedLine {
  orderId: number
  orderLineId: string
  userId: number
  dealId: number
  productId: number
  dealTitle: string
  productTitle: string
  units: number
}

/** The vouchers an order issues, each with a fresh code, valid from now until voucherExpiry
 * (the one validity figure the voucher pages' copy also reads).
 * @example vouchersFor([{ ...line, units: 2 }], now).length === 2 */
export function vouchersFor(lines: readonly IssuedLine[], now: Date): VoucherRow[] {
  const createdAt = now.toISOString()
  const expiresAt = voucherExpiry(createdAt)
  return lines.flatMap(({ units, ...line }) =>
    Array.from({ length: units }, () => ({
      ...line,
      code: newVoucherCode(),
      expiresAt,
      createdAt,
    })),
  )
}

/** Issuing is the vouchers module's write, but it commits with the order: the order service
 * puts these statements in its one D1 batch (DESIGN: batches are the unit of atomicity). */
export const issueStatements = (db: D1Database, vouchers: readonly VoucherRow[]) => {
  const repository = new VoucherRepository(db)
  return vouchers.map((voucher): D1PreparedStatement => repository.insertIssued(voucher))
}

/** The vouchers an order issued, in issue order. */
export const vouchersOfOrder = (db: D1Database, orderId: number) =>
  new VoucherRepository(db).ofOrder(orderId)
