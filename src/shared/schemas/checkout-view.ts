import { z } from 'zod'
import { GIFTING_OPTIONS } from '../domain/checkout/gifting'
import { PAYMENT_METHODS } from '../domain/payment/payment-method'
import { CheckoutData } from './checkout'

// The checkout edit calls (transactions §7 'Checkout': promocode, gifting, wallet) and what
// every checkout call answers: checkoutData with the payment methods the §5 eligibility rules
// offer and the gifting toast (§4 'Gift Wrap Added' / 'Gift Pack Added').

export const GiftPackDelivery = z.enum(['NEXT_DAY', 'STANDARD'])

/** POST checkout/{token}/gifting: the §3 gifting option, the e-gift recipient and message, the
 * gift-pack delivery and the gift-wrap quantity (0 removes the wrap, §4). */
export const GiftingRequest = z
  .object({
    type: z.enum(GIFTING_OPTIONS),
    recipientEmail: z.string().trim().max(254).optional(),
    message: z.string().max(2000).optional(),
    giftPack: GiftPackDelivery.nullable().optional(),
    wrap: z.number().int().min(0).max(99).optional(),
  })
  .strict()
export type GiftingRequest = z.infer<typeof GiftingRequest>

/** The gifting choice as a basket keeps it (baskets.gifting); a missing field is the default. */
export const BasketGiftingState = z.object({
  type: z.enum(GIFTING_OPTIONS).default('none'),
  recipientEmail: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  giftPack: GiftPackDelivery.nullable().default(null),
  wrap: z.number().int().min(0).default(0),
})
export type BasketGiftingState = z.infer<typeof BasketGiftingState>

export const PromoCodeRequest = z.object({ code: z.string().trim().min(1).max(40) }).strict()
export type PromoCodeRequest = z.infer<typeof PromoCodeRequest>

export const WalletRequest = z.object({ use: z.boolean() }).strict()
export type WalletRequest = z.infer<typeof WalletRequest>

/** paymentMethodEligibility's answer: which methods checkout offers (§5). */
export const PaymentMethods = z
  .object({
    methods: z.object(
      Object.fromEntries(PAYMENT_METHODS.map((method) => [method, z.boolean()])) as Record<
        (typeof PAYMENT_METHODS)[number],
        z.ZodBoolean
      >,
    ),
    oneClick: z.boolean(),
    subscription: z.boolean(),
  })
  .strict()
export type PaymentMethods = z.infer<typeof PaymentMethods>

/** checkoutData (§3) as the checkout calls answer it. */
export const CheckoutView = CheckoutData.extend({
  paymentMethods: PaymentMethods,
  /** Set by a gifting change that added wrap or a pack, else null. */
  toast: z.string().nullable(),
}).strict()
export type CheckoutView = z.infer<typeof CheckoutView>

export const CheckoutViewResponse = z.object({ data: CheckoutView }).strict()
export type CheckoutViewResponse = z.infer<typeof CheckoutViewResponse>
