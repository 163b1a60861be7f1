import { z } from 'zod'
import { PAYMENT_METHODS } from '../domain/payment/payment-method'
import { Currency, MinorUnits } from './money'
import { CardBrand } from './payment-token'
import { StayDates } from './stay'

const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** One line of a placed order, with its share of discounts and of each means of payment, so a
 * refund of one line knows what to give back where. */
export const OrderLine = z
  .object({
    id: z.string().min(1),
    dealId: Id,
    productId: Id,
    title: z.string(),
    quantity: z.number().int().min(1),
    unitPrice: MinorUnits,
    discount: MinorUnits,
    walletAmountUsed: MinorUnits,
    cashAmount: MinorUnits,
    /** Deposit lines: what is left to pay later. */
    balanceDue: MinorUnits,
    /** The day (YYYY-MM-DD) the balance falls due; null without a balance. */
    balanceDueBy: z.iso.date().nullable(),
    /** Postage of a posted deal, per item; part of cashAmount (postage is paid by card). */
    postage: MinorUnits,
    /** A stay's flight supplement per unit, included in unitPrice (negative: a cheaper airport). */
    flightSupplement: z.number().int(),
    /** A stay's check-in, check-out and nights; null for anything else. */
    stay: StayDates.nullable(),
  })
  .strict()
export type OrderLine = z.infer<typeof OrderLine>

/** transactions §3 'Order after payment': productOrder.id, quantity, currency, cardType,
 * walletAmountUsed, cashAmount, orderLines. cardType is null when no card paid (PayPal,
 * Klarna, Clearpay, or a wallet-only order). */
export const ProductOrder = z
  .object({
    id: z.string().min(1),
    quantity: z.number().int().min(1),
    currency: Currency,
    paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
    cardType: CardBrand.nullable(),
    walletAmountUsed: MinorUnits,
    cashAmount: MinorUnits,
    /** Postage of the order's posted deals, charged with it. */
    postageAmount: MinorUnits,
    orderLines: z.array(OrderLine).min(1),
  })
  .strict()
  .refine(
    (order) => order.quantity === order.orderLines.reduce((sum, line) => sum + line.quantity, 0),
    { message: 'quantity must be the sum of the order lines', path: ['quantity'] },
  )
  .refine(
    (order) =>
      order.walletAmountUsed === order.orderLines.reduce((sum, l) => sum + l.walletAmountUsed, 0) &&
      order.cashAmount === order.orderLines.reduce((sum, l) => sum + l.cashAmount, 0),
    { message: 'payment amounts must be the sums of the order lines', path: ['orderLines'] },
  )
  .refine(
    (order) => order.postageAmount === order.orderLines.reduce((sum, l) => sum + l.postage, 0),
    { message: 'postage must be the sum of the order lines', path: ['postageAmount'] },
  )
export type ProductOrder = z.infer<typeof ProductOrder>

export const ProductOrderResponse = z
  .object({ data: z.object({ productOrder: ProductOrder }).strict() })
  .strict()
export type ProductOrderResponse = z.infer<typeof ProductOrderResponse>
