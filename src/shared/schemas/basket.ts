import { z } from 'zod'
import { BRAND_IDS } from '../config/brands'
import { BASKET_ERRORS } from '../domain/basket/basket-errors'
import { isValidBasketToken } from '../domain/basket/basket-token'
import { BASKET_GIFTING_TYPES } from '../domain/checkout/gifting'
import { Currency, MinorUnits } from './money'

// Request and response bodies of the basket calls (transactions §7 'Basket'), with the field
// names of §3 'Basket' and 'Basket line'. Bodies are strict: an unknown field is a client bug
// and answers 400 rather than being dropped silently.

const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const Quantity = z.number().int().min(0).max(999)
const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
const Text = (max: number) => z.string().max(max)

export const Brand = z.enum(BRAND_IDS)

/** A basket token in a path or body (§5: longer than 10 characters, not 'undefined'). */
export const BasketToken = z
  .string()
  .max(64)
  .refine(isValidBasketToken, BASKET_ERRORS.TOKEN_OR_DATA_MALFORMED.message)
export type BasketToken = z.infer<typeof BasketToken>

export const BasketGiftingType = z.enum(BASKET_GIFTING_TYPES)
export type BasketGiftingType = z.infer<typeof BasketGiftingType>

/** §3 'Basket line' gifting: gift, giftPackProductId, giftProductId, type. */
export const BasketLineGifting = z
  .object({
    gift: z.boolean(),
    giftPackProductId: Id.nullable(),
    giftProductId: Id.nullable(),
    type: BasketGiftingType,
  })
  .strict()
export type BasketLineGifting = z.infer<typeof BasketLineGifting>

/** One product as the client sends it (§3 'Basket line', less the server-set id). */
export const BasketProductInput = z
  .object({
    dealId: Id,
    dealProductId: Id,
    quantity: Quantity.min(1),
    title: Text(300).optional(),
    gift: z.boolean().optional(),
    gifting: BasketLineGifting.optional(),
    giftPack: z.boolean().optional(),
    giftWrap: z.boolean().optional(),
    giftClaim: z.boolean().optional(),
    payDeposit: z.boolean().optional(),
    payLater: z.boolean().optional(),
    deliveryOptionType: Text(40).optional(),
    bookingCalendarOnRedemption: z.boolean().optional(),
    checkInDate: LocalDate.optional(),
    checkOutDate: LocalDate.optional(),
    /** The stay's flight, as the calendar quoted it (IATA code of the departure airport). */
    departureAirport: z
      .string()
      .regex(/^[A-Z]{3}$/, 'departureAirport must be an airport code')
      .optional(),
    adId: Text(100).optional(),
    mgId: Text(100).optional(),
    purchaseGclid: Text(200).optional(),
    purchaseLocation: Text(100).optional(),
    purchaseUrl: Text(2000).optional(),
    sessionPurchaseSource: Text(100).optional(),
    visibility: Text(40).optional(),
  })
  .strict()
  .refine(
    (line) => !line.checkInDate || !line.checkOutDate || line.checkInDate < line.checkOutDate,
    {
      message: 'Check-out must be after check-in',
      path: ['checkOutDate'],
    },
  )
export type BasketProductInput = z.infer<typeof BasketProductInput>

/** POST basket (create): brand, customerToken, eligibleForVip, products (§7). */
export const CreateBasketRequest = z
  .object({
    brand: Brand,
    customerToken: z.string().min(1).max(200).nullable().optional(),
    eligibleForVip: z.boolean(),
    products: z.array(BasketProductInput).max(50),
  })
  .strict()
export type CreateBasketRequest = z.infer<typeof CreateBasketRequest>

/** PUT basket/{token}: the create fields plus id, the basket token, which must match the path. */
export const PutBasketRequest = CreateBasketRequest.extend({ id: BasketToken }).strict()
export type PutBasketRequest = z.infer<typeof PutBasketRequest>

/** PATCH basket/{token}: links the basket to a customer (§7 "to link a customer"). */
export const LinkBasketRequest = z.object({ customerToken: z.string().min(1).max(200) }).strict()
export type LinkBasketRequest = z.infer<typeof LinkBasketRequest>

/** POST basket/{token}/product. */
export const AddBasketProductRequest = BasketProductInput
export type AddBasketProductRequest = z.infer<typeof AddBasketProductRequest>

/** PATCH basket/{token}/product/{id}: what a line edit may change; quantity 0 removes it. */
export const PatchBasketProductRequest = z
  .object({
    quantity: Quantity.optional(),
    gifting: BasketLineGifting.optional(),
    giftPack: z.boolean().optional(),
    giftWrap: z.boolean().optional(),
    payDeposit: z.boolean().optional(),
    payLater: z.boolean().optional(),
    deliveryOptionType: Text(40).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, BASKET_ERRORS.TOKEN_OR_DATA_MALFORMED.message)
export type PatchBasketProductRequest = z.infer<typeof PatchBasketProductRequest>

/** POST basket/{token}/addon {addonType, productId, quantity}; §9 "Addon type VVE". Quantity 0
 * removes the add-on, as for gift wrap (§4). */
export const AddonRequest = z
  .object({
    addonType: z.literal('VVE'),
    productId: Id,
    quantity: Quantity,
    /** The voucher the extension is for (migrations/0020 basket_lines.extends_voucher_id). */
    voucherId: Id.optional(),
  })
  .strict()
export type AddonRequest = z.infer<typeof AddonRequest>

/** POST VIP status {vipStatus}; the values are §3 'Subscription eligibility'. */
export const VipStatus = z.enum(['ELIGIBLE', 'ACTIVE', 'RENEW', 'NOT_CHECKED'])
export type VipStatus = z.infer<typeof VipStatus>
export const VipStatusRequest = z.object({ vipStatus: VipStatus }).strict()
export type VipStatusRequest = z.infer<typeof VipStatusRequest>

/** A basket line as the API answers it: the input fields, its id, and its price. */
export const BasketLine = z
  .object({
    id: z.string().min(1),
    dealId: Id,
    dealProductId: Id,
    quantity: Quantity,
    title: z.string(),
    unitPrice: MinorUnits,
    currency: Currency,
    /** The most this customer may hold now, null when nothing limits it (storefront §5). */
    maxQuantity: z.number().int().min(0).nullable(),
    gifting: BasketLineGifting.nullable(),
    giftPack: z.boolean(),
    giftWrap: z.boolean(),
    giftClaim: z.boolean(),
    payDeposit: z.boolean(),
    payLater: z.boolean(),
    deliveryOptionType: z.string().nullable(),
    bookingCalendarOnRedemption: z.boolean(),
    checkInDate: LocalDate.nullable(),
    checkOutDate: LocalDate.nullable(),
    /** Travellers one unit of a stay takes (a room for two: 2; per person: 1); 1 otherwise. */
    guestsPerUnit: z.number().int().min(1).max(2),
  })
  .strict()
export type BasketLine = z.infer<typeof BasketLine>

/** §3 'Basket': id (the basket token), basketToken, customerToken, brand, eligibleForVip,
 * giftPacks, products. */
export const Basket = z
  .object({
    id: BasketToken,
    basketToken: BasketToken,
    customerToken: z.string().nullable(),
    brand: Brand,
    eligibleForVip: z.boolean(),
    giftPacks: z.array(z.object({ dealId: Id, productId: Id, quantity: Quantity }).strict()),
    products: z.array(BasketLine),
  })
  .strict()
export type Basket = z.infer<typeof Basket>

export const BasketResponse = z.object({ data: Basket }).strict()
export type BasketResponse = z.infer<typeof BasketResponse>

const trueOrFalse = z.enum(['true', 'false']).transform((value) => value === 'true')
/** GET basket/{token}: the gift-pack flag; timestamp and vipVersion are the client's
 * cache-busters (§7 "GET basket?timestamp"). */
export const BasketQuery = z
  .object({
    giftPacks: trueOrFalse.optional(),
    timestamp: z.string().max(20).optional(),
    vipVersion: z.string().max(20).optional(),
  })
  .strict()
export const CustomerBasketQuery = BasketQuery.extend({
  customerToken: z.string().min(1).max(200).optional(),
}).strict()
