import { z } from 'zod'
import { StayDates } from './stay'
import { NameText } from '../domain/account/name-rule'
import { PAYMENT_METHODS } from '../domain/payment/payment-method'
import { Address, DeliveryAddress } from './address'
import { MinorUnits } from './money'
import { ProductOrder } from './order'

/** The Idempotency-Key header of POST checkout/{token}/order: one per payment attempt, so a
 * retry or a double click never charges twice. */
export const IdempotencyKey = z
  .string('An Idempotency-Key header is required')
  .trim()
  .min(16, 'The Idempotency-Key header must be 16 to 100 characters')
  .max(100, 'The Idempotency-Key header must be 16 to 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable ASCII without spaces')

/** transactions §3 'Passenger': as on passports. */
export const Passenger = z
  .object({
    title: z.enum(['Mr', 'Mrs', 'Ms', 'Miss']),
    firstNames: NameText(100).min(1, 'Please enter the first names'),
    lastName: NameText(100).min(1, 'Please enter the last name'),
    dateOfBirth: z.iso.date('Please enter a valid date of birth'),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d ()-]{6,20}$/, 'Please enter a valid phone number'),
  })
  .strict()
export type Passenger = z.infer<typeof Passenger>

/** POST checkout/{token}/order. paymentToken is what the method's client produced (the
 * sandbox tokenizer's token for cards); it may be left out only when wallet credit pays it all.
 * expectedTotal is the totalOrderAmount the shopper saw: a basket that changed since is refused
 * rather than charged. */
export const PlaceOrderRequest = z
  .object({
    payment: z
      .object({
        method: z.enum(PAYMENT_METHODS),
        paymentToken: z.string().trim().min(1).max(2048).optional(),
      })
      .strict(),
    expectedTotal: MinorUnits.min(0),
    confirmEmail: z.string().trim().max(254).optional(),
    passengers: z.array(Passenger).min(1).max(16).optional(),
    /** Needed when a deal is posted or a gift pack is chosen; ignored otherwise. */
    deliveryAddress: DeliveryAddress.optional(),
  })
  .strict()
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const OrderVoucher = z
  .object({
    code: z.string().min(10),
    dealTitle: z.string(),
    productTitle: z.string(),
    expiresAt: z.iso.datetime(),
    /** The stay the voucher is for (its order line's dates); null for anything else. */
    stay: StayDates.nullable(),
  })
  .strict()
export type OrderVoucher = z.infer<typeof OrderVoucher>

export const PlacedOrder = z
  .object({
    productOrder: ProductOrder,
    vouchers: z.array(OrderVoucher),
    confirmationPath: z.string().regex(/^\/checkout\/confirmation\/\d+$/),
  })
  .strict()
export type PlacedOrder = z.infer<typeof PlacedOrder>

export const PlaceOrderResponse = z.object({ data: PlacedOrder }).strict()
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>

/** GET orders/{id}. */
export const OrderDetails = z
  .object({
    productOrder: ProductOrder,
    vouchers: z.array(OrderVoucher),
    orderedAt: z.iso.datetime(),
    /** Where posted goods and gift packs go, as checked when the order was placed (so read back
     * as an Address, not parsed again); null when nothing is posted. */
    deliveryAddress: Address.nullable(),
  })
  .strict()
export type OrderDetails = z.infer<typeof OrderDetails>

export const OrderDetailsResponse = z.object({ data: OrderDetails }).strict()
export type OrderDetailsResponse = z.infer<typeof OrderDetailsResponse>
