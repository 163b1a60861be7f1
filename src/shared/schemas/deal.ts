import { z } from 'zod'
import { Currency, MinorUnits } from './money'

export const CanonicalPathType = z.enum(['local', 'national', 'travel', 'escapes'])
export type CanonicalPathType = z.infer<typeof CanonicalPathType>

export const DealImage = z
  .object({ id: z.number().int(), imageUrl: z.string(), extension: z.string(), alt: z.string() })
  .strict()
export type DealImage = z.infer<typeof DealImage>

export const DealAddress = z
  .object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    town: z.string(),
    postCode: z.string(),
    latLon: z.object({ lat: z.number(), lon: z.number() }),
  })
  .strict()
export type DealAddress = z.infer<typeof DealAddress>

export const ProductDisplayType = z.enum(['dropdown', 'default', 'calendar'])
export type ProductDisplayType = z.infer<typeof ProductDisplayType>

/** One axis of a product grid (§3 productDisplay 'row and column with header and items'): a
 * product's rowId / columnId is an item's id. */
export const ProductAxis = z
  .object({
    header: z.string(),
    items: z.array(z.object({ id: z.number().int(), label: z.string() }).strict()),
  })
  .strict()
export type ProductAxis = z.infer<typeof ProductAxis>

/** Storefront §3 'Deal product' (the data fields; per-user fields are added at checkout). */
export const DealProduct = z
  .object({
    id: z.number().int(),
    rowId: z.number().int().nullable(),
    columnId: z.number().int().nullable(),
    title: z.string(),
    friendlyName: z.string(),
    price: MinorUnits,
    originalPrice: MinorUnits,
    vipPrice: MinorUnits.nullable(),
    vipExclusive: z.boolean(),
    discountPercentage: z.number().int(),
    soldOut: z.boolean(),
    totalBought: z.number().int(),
    totalRemaining: z.number().int().nullable(),
    totalRemainingForDay: z.number().int().nullable(),
    totalRemainingForWeek: z.number().int().nullable(),
    purchaseCap: z.number().int().nullable(),
    adminFee: MinorUnits,
    postagePrice: MinorUnits,
    hasDeposit: z.boolean(),
    depositPrice: MinorUnits.nullable(),
    numberOfNights: z.number().int().nullable(),
    bestSellerClaim: z.boolean(),
  })
  .strict()
export type DealProduct = z.infer<typeof DealProduct>

export const DealDisplay = z
  .object({
    discount: z.boolean(),
    showPrice: z.boolean(),
    earlyBird: z.boolean(),
    lastChance: z.boolean(),
    discountAmount: z.boolean(),
    dynamicTravelDeal: z.boolean(),
    clickAndCollectDeal: z.boolean(),
    vipDiscountAllowed: z.boolean(),
    priceText: z.boolean(),
  })
  .strict()
export type DealDisplay = z.infer<typeof DealDisplay>

/** What a deal card in any list needs: kept small because lists are cached and streamed. */
export const DealSummary = z
  .object({
    id: z.number().int(),
    urlPath: z.string(),
    headline: z.string(),
    title: z.string(),
    price: MinorUnits,
    originalPrice: MinorUnits,
    vipPrice: MinorUnits.nullable(),
    discountPercentage: z.number().int(),
    currency: Currency,
    priceText: z.string().nullable(),
    soldOut: z.boolean(),
    closingDate: z.string(),
    totalBought: z.number().int(),
    locationName: z.string(),
    category: z.object({ name: z.string(), shortName: z.string() }).strict(),
    image: DealImage,
    reviewSummary: z.object({ total: z.number().int(), average: z.number() }).strict(),
    display: DealDisplay,
  })
  .strict()
export type DealSummary = z.infer<typeof DealSummary>

/** Storefront §3 'bundle': a bundle deal also sells the services of other businesses, each
 * with its VAT number and the places it is redeemed at. */
export const DealBundleChild = z
  .object({
    businessName: z.string(),
    vatNumber: z.string().nullable(),
    locations: z.array(DealAddress),
  })
  .strict()
export type DealBundleChild = z.infer<typeof DealBundleChild>

/** Storefront §3 'userDealInfo'. Anonymous: the most anyone may buy now (stock and the
 * per-customer caps); signed in: less what this customer already bought (then the answer is
 * private). Null when nothing limits it. */
export const UserDealInfo = z
  .object({ maxQuantityUserCanBuy: z.number().int().nonnegative().nullable() })
  .strict()
export type UserDealInfo = z.infer<typeof UserDealInfo>

/** Storefront §3 'Deal': every field that is data rather than derived per visitor, plus
 * userDealInfo (per customer only when signed in). */
export const Deal = DealSummary.extend({
  shareUrl: z.string(),
  evergreenUrl: z.string().nullable(),
  dealPrefix: z.string().nullable(),
  vipDiscountPercentage: z.number().int().nullable(),
  discount: MinorUnits,
  pricePerPerson: z.boolean(),
  minPostagePrice: MinorUnits.nullable(),
  deliveryType: z.enum(['none', 'postage', 'click-and-collect', 'e-voucher']),
  open: z.boolean(),
  enableBuyClosedDeal: z.boolean(),
  /** The deal has sold every unit it may sell today / this week (all products, §3). */
  dailyPurchaseCapReached: z.boolean(),
  weeklyPurchaseCapReached: z.boolean(),
  /** Units the deal may still sell today / this week over all products; null: unlimited. */
  totalRemainingForDay: z.number().int().nullable(),
  totalRemainingForWeek: z.number().int().nullable(),
  purchaseCap: z.number().int().nullable(),
  dailyPurchaseCap: z.number().int().nullable(),
  weeklyPurchaseCap: z.number().int().nullable(),
  dealType: z.enum(['local', 'national']),
  highFraudRisk: z.boolean(),
  mhu: z.boolean(),
  leadGen: z.boolean(),
  bookingCalendarOnRedemption: z.boolean(),
  depositPrice: MinorUnits.nullable(),
  depositAvailable: z.boolean(),
  dynamicTravelPackagePrice: MinorUnits.nullable(),
  socialCueClaim: z.string().nullable(),
  promoType: z.string().nullable(),
  category: z
    .object({ name: z.string(), shortName: z.string(), canonicalPathType: z.string() })
    .strict(),
  subCategory: z.object({ id: z.number().int(), shortName: z.string(), name: z.string() }).strict(),
  business: z
    .object({
      name: z.string(),
      displayName: z.string(),
      mainAddress: DealAddress.nullable(),
      otherAddresses: z.array(DealAddress),
    })
    .strict(),
  /** Null for a deal that is not a bundle. */
  bundle: z
    .object({ children: z.array(DealBundleChild) })
    .strict()
    .nullable(),
  images: z.array(DealImage),
  merchantReviewRating: z.object({ average: z.number() }).strict(),
  redeemLocationUrl: z.string().nullable(),
  productDisplay: z
    .object({
      type: ProductDisplayType,
      row: ProductAxis.nullable(),
      column: ProductAxis.nullable(),
    })
    .strict(),
  description: z.string(),
  finePrint: z.string(),
  highlights: z.array(z.string()),
  vipUserInterfaceVariant: z.string().nullable(),
  /** What a non-member pays at checkout for one unit of the lead product (leadProductIndex),
   * paid in full: its price plus postage, as checkoutTotals works out the order's total (no
   * promo code, gifting or VIP). Null for a deal without products. */
  finalDealOrderAmount: MinorUnits.nullable(),
  userDealInfo: UserDealInfo,
  leadInPriceDate: z.string().nullable(),
  isEvergreen: z.boolean(),
  vipOnly: z.boolean(),
  tags: z.array(z.string()),
  products: z.array(DealProduct),
}).strict()
export type Deal = z.infer<typeof Deal>
