import type { D1Database } from '@cloudflare/workers-types'
import { canTakeExtension } from '../../../shared/domain/checkout/order-addon'
import type { OrderAddonVoucher } from '../../../shared/schemas/order-addon'
import { OrderAddonRepository } from '../../storage/order-addon-repository'
import { clock } from '../../clock'

/** The customer's vouchers that can still take the extension add-on (VVE), as /order-addon and
 * /extend list them, the expiry in the brand's zone; one order's only when `orderId` is given. */
export async function extendableVouchers(
  db: D1Database,
  timeZone: string,
  userId: number,
  orderId: number | null,
): Promise<OrderAddonVoucher[]> {
  const now = clock.now()
  const dates = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  })
  const rows = await new OrderAddonRepository(db).recentVouchers(userId, orderId)
  return rows
    .filter((row) => canTakeExtension(row, now))
    .map((row) => ({
      voucherId: row.voucherId,
      orderId: String(row.orderId),
      dealId: row.dealId,
      productId: row.productId,
      dealTitle: row.dealTitle,
      productTitle: row.productTitle,
      expiresAt: row.expiresAt,
      expiresOn: dates.format(new Date(row.expiresAt)),
    }))
}
