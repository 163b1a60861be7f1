import { z } from 'zod'
import { CHECKOUT_STATUSES } from '../domain/checkout/status'
import { PROMO_STATUSES } from '../domain/promo/promo-code'
import {
  INSTRUMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
} from '../domain/payment/payment-method'
import { BasketLine } from './basket'
import { Currency, MinorUnits } from './money'

// GET checkout/{token} and the checkout state of transactions §3 'Checkout state'.

const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const flag = z.enum(['true', 'false']).transform((value) => value === 'true')

export const CheckoutStatus = z.enum(CHECKOUT_STATUSES)
export type CheckoutStatus = z.infer<typeof CheckoutStatus>

/** The query of GET checkout/{token} (§3 queryParams, §7 "plus timestamp and timerElapsed"):
 * por_check is true unless sent as false. */
export const CheckoutQuery = z
  .object({
    deliveryOptions: z.string().max(200).optional(),
    gifting: flag.optional(),
    giftPacks: flag.optional(),
    por_check: flag.default(true),
    promoCode: z.string().trim().max(40).optional(),
    vipChecked: flag.optional(),
    wallet: flag.optional(),
    timestamp: z.coerce.number().int().optional(),
    timerElapsed: flag.optional(),
  })
  .strict()
export type CheckoutQuery = z.infer<typeof CheckoutQuery>

/** §3 'Payment instrument: type, allowSubscription, gateway, default flag'. allowSubscription is
 * a boolean here: our own API only ever sends real booleans (the eligibility rule guards
 * against upstream strings). */
export const PaymentInstrument = z
  .object({
    type: z.enum(PAYMENT_METHODS),
    kind: z.enum(INSTRUMENT_KINDS),
    gateway: z.enum(PAYMENT_PROVIDERS),
    allowSubscription: z.boolean(),
    default: z.boolean(),
    /** What the page may show of a saved card, e.g. 'Visa ending 1111'. */
    label: z.string().nullable(),
  })
  .strict()
export type PaymentInstrument = z.infer<typeof PaymentInstrument>

/** §3 'Wallet: per currency: currency, balance, marketingBalance, refundableBalance'. */
export const CreditBalance = z
  .object({
    currency: Currency,
    balance: MinorUnits,
    marketingBalance: MinorUnits,
    refundableBalance: MinorUnits,
  })
  .strict()
export type CreditBalance = z.infer<typeof CreditBalance>

export const CheckoutDeal = z
  .object({
    dealId: Id,
    title: z.string(),
    subCategoryId: z.number().int().nullable(),
    giftClaim: z.boolean(),
    clickAndCollect: z.boolean(),
    lines: z.array(BasketLine),
  })
  .strict()
export type CheckoutDeal = z.infer<typeof CheckoutDeal>

/** §3 orderSummary with totalOrderAmount: what the shopper pays by all means together. */
export const OrderSummary = z
  .object({
    currency: Currency,
    subtotal: MinorUnits,
    /** Always 0 now: a VIP shopper's benefit is already in each line's unit price
     * (memberUnitPrice), so subtotal is what the pages showed and nothing is taken twice. Kept
     * so the summary keeps its shape. */
    vipDiscount: MinorUnits,
    promoDiscount: MinorUnits,
    giftingTotal: MinorUnits,
    /** Postage for posted deals, per item ("Postage charged per item"); never discounted. */
    postageTotal: MinorUnits,
    /** VIP membership added in this checkout (4.99), else 0. */
    vipMembership: MinorUnits,
    /** Deposit lines: charged later, not in totalOrderAmount. */
    payLaterAmount: MinorUnits,
    totalOrderAmount: MinorUnits,
  })
  .strict()
export type OrderSummary = z.infer<typeof OrderSummary>

/** §3 promoCode with applicable and message; status is the §5 class. */
export const PromoCodeResult = z
  .object({
    code: z.string(),
    applicable: z.boolean(),
    message: z.string(),
    status: z.enum(PROMO_STATUSES),
  })
  .strict()
export type PromoCodeResult = z.infer<typeof PromoCodeResult>

export const WalletApplication = z
  .object({
    applied: z.boolean(),
    currency: Currency,
    refundableUsed: MinorUnits,
    marketingUsed: MinorUnits,
    walletAmountUsed: MinorUnits,
    cardAmount: MinorUnits,
    walletOnly: z.boolean(),
  })
  .strict()
export type WalletApplication = z.infer<typeof WalletApplication>

const GiftProduct = z.object({ dealId: Id, productId: Id }).strict()

/** §3 giftingDetails.giftWrap with dealId and productId, and the pack chosen. */
export const GiftingDetails = z
  .object({
    giftWrap: GiftProduct.nullable(),
    giftPack: GiftProduct.extend({ delivery: z.enum(['NEXT_DAY', 'STANDARD']) })
      .strict()
      .nullable(),
    fullyGiftClaim: z.boolean(),
  })
  .strict()
export type GiftingDetails = z.infer<typeof GiftingDetails>

/** §3 checkoutData. */
export const CheckoutData = z
  .object({
    basketToken: z.string(),
    deals: z.array(CheckoutDeal),
    orderSummary: OrderSummary,
    promoCode: PromoCodeResult.nullable(),
    userInfo: z
      .object({
        paymentOptions: z
          .object({
            creditBalances: z.array(CreditBalance),
            paymentInstruments: z.array(PaymentInstrument),
          })
          .strict(),
      })
      .strict(),
    wallet: WalletApplication.nullable(),
    giftingDetails: GiftingDetails,
  })
  .strict()
export type CheckoutData = z.infer<typeof CheckoutData>

export const CheckoutResponse = z.object({ data: CheckoutData }).strict()
export type CheckoutResponse = z.infer<typeof CheckoutResponse>
