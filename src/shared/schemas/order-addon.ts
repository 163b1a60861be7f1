import { z } from 'zod'

/** One voucher the /order-addon page offers the voucher-extension add-on (VVE) for. The code is
 * left out: the page is about extending, and codes stay on the vouchers page. */
export const OrderAddonVoucher = z
  .object({
    voucherId: z.number().int().positive(),
    /** Order ids are 15-digit numbers, sent as strings like productOrder.id. */
    orderId: z.string(),
    dealId: z.number().int().positive(),
    productId: z.number().int().positive(),
    dealTitle: z.string(),
    productTitle: z.string(),
    expiresAt: z.string(),
    /** The expiry as the page shows it, in the brand's zone (e.g. '1 May 2027'): formatted on
     * the server so the island hydrates to the same text. */
    expiresOn: z.string(),
  })
  .strict()
export type OrderAddonVoucher = z.infer<typeof OrderAddonVoucher>
