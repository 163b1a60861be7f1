import { z } from 'zod'
import { GIFTING_OPTIONS } from '../domain/checkout/gifting'
import { PAYMENT_METHODS } from '../domain/payment/payment-method'
import { BasketLine } from './basket'
import { CheckoutData, CheckoutDeal } from './checkout'
import { Currency, MinorUnits } from './money'

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

/** POST checkout/{token}/vip: tick or untick 'VIP membership 4.99 a year' (signed in only). */
export const VipRequest = z.object({ add: z.boolean() }).strict()
export type VipRequest = z.infer<typeof VipRequest>

/** The VIP box of checkout (§1, §6 'VIP'): whether the shopper is a member, whether the
 * membership is offered (signed in, not a member) and ticked, its price, and what VIP prices
 * and the VIP checkout discount save on this order (minor units; 0 when nothing is cheaper). */
export const VipOffer = z
  .object({
    isMember: z.boolean(),
    offered: z.boolean(),
    added: z.boolean(),
    price: z.object({ amount: MinorUnits, currency: Currency }).strict(),
    savings: MinorUnits,
  })
  .strict()
export type VipOffer = z.infer<typeof VipOffer>

/** A deposit line's split (§4 'Deposit vouchers'): paid with this order, left for later, and
 * the date the balance falls due ('yyyy-MM-dd'; null when the spec gives none, i.e. not a
 * stay). */
export const LineDeposit = z
  .object({ payNow: MinorUnits, balanceLater: MinorUnits, dueBy: z.string().nullable() })
  .strict()
export type LineDeposit = z.infer<typeof LineDeposit>

/** A checkout line: the basket line and, when it pays a deposit now, its split. */
export const CheckoutLine = BasketLine.extend({ deposit: LineDeposit.nullable() }).strict()
export type CheckoutLine = z.infer<typeof CheckoutLine>

/** The deal's delivery (storefront §3 deliveryType, deals.delivery_type). */
export const DELIVERY_TYPES = ['none', 'postage', 'click-and-collect', 'e-voucher'] as const
export const DeliveryType = z.enum(DELIVERY_TYPES)
export type DeliveryType = z.infer<typeof DeliveryType>

/** Where a click-and-collect deal is collected: the merchant's main address (storefront §3
 * 'business.mainAddress'), open weekdays 9am to 5pm (transactions §9). */
export const CollectionPoint = z
  .object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    town: z.string(),
    postcode: z.string(),
  })
  .strict()
export type CollectionPoint = z.infer<typeof CollectionPoint>

/** A checkout deal: its lines, how it is delivered, and for click-and-collect where: the site's
 * one collection point (shared/domain/checkout/click-and-collect.ts); null for every other
 * delivery. */
export const CheckoutViewDeal = CheckoutDeal.extend({
  lines: z.array(CheckoutLine),
  deliveryType: DeliveryType,
  collectionPoint: CollectionPoint.nullable(),
}).strict()
export type CheckoutViewDeal = z.infer<typeof CheckoutViewDeal>

/** checkoutData (§3) as the checkout calls answer it. */
export const CheckoutView = CheckoutData.extend({
  deals: z.array(CheckoutViewDeal),
  paymentMethods: PaymentMethods,
  /** Set by a gifting change that added wrap or a pack, else null. */
  toast: z.string().nullable(),
  vip: VipOffer,
  /** The e-gift switch's start and label (giftingDefaults: the Christmas e-gift window). */
  giftingDefaults: z.object({ eGiftByDefault: z.boolean(), eGiftLabel: z.string() }).strict(),
  /** What checkout changed or refuses, for the shopper to read: items trimmed to a purchase cap
   * (§5), the subcategory under-50 rule. Empty when there is nothing to say. */
  notices: z.array(z.string()),
}).strict()
export type CheckoutView = z.infer<typeof CheckoutView>

export const CheckoutViewResponse = z.object({ data: CheckoutView }).strict()
export type CheckoutViewResponse = z.infer<typeof CheckoutViewResponse>
