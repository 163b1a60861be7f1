import { z } from 'zod'
import { BRAND_IDS } from '../config/brands'
import { MinorUnits } from './money'
import { ProductDisplayType } from './deal'

// Admin deal editing. Field names are the catalogue's own (schemas/deal.ts)
// and every constraint mirrors a CHECK in migrations/0002_deals.sql, so a request the schema
// accepts never fails in D1 with a 500.

const Money = MinorUnits.min(0)
const Cap = z.number().int().positive().nullable()
const Stock = z.number().int().min(0).nullable()
const IsoTime = z.string().datetime({ offset: false })
const Text = z.string().trim().min(1).max(20_000)
/** A product's place in the deal's list. Bounded so "after the last one" (max + 1) stays a safe
 * integer: the API fuzzer set 2^53 - 1 and got back a product at 2^53. */
export const MAX_PRODUCT_POSITION = 9_999
const Position = z.number().int().min(0).max(MAX_PRODUCT_POSITION)

export const AdminDealDisplay = z
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
export type AdminDealDisplay = z.infer<typeof AdminDealDisplay>

/** Every editable deal field; the create body, and the shape an update is merged into. */
export const AdminDealFieldsBase = z
  .object({
    countryCode: z.enum(['gb', 'ie']),
    brand: z.enum(BRAND_IDS).nullable(),
    locationId: z.number().int().positive(),
    categoryId: z.number().int().positive(),
    subcategoryId: z.number().int().positive(),
    merchantId: z.number().int().positive(),
    headline: Text.max(300),
    title: Text.max(300),
    description: Text,
    finePrint: Text,
    highlights: z.array(z.string().trim().min(1).max(300)).max(20),
    dealPrefix: z.string().max(40).nullable(),
    price: Money,
    originalPrice: Money,
    vipPrice: Money.nullable(),
    vipDiscountPercentage: z.number().int().min(0).max(100).nullable(),
    priceText: z.string().max(100).nullable(),
    pricePerPerson: z.boolean(),
    minPostagePrice: Money.nullable(),
    deliveryType: z.enum(['none', 'postage', 'click-and-collect', 'e-voucher']),
    opensAt: IsoTime,
    closingDate: IsoTime,
    open: z.boolean(),
    enableBuyClosedDeal: z.boolean(),
    purchaseCap: Cap,
    dailyPurchaseCap: Cap,
    weeklyPurchaseCap: Cap,
    dealType: z.enum(['local', 'national']),
    productDisplayType: ProductDisplayType,
    display: AdminDealDisplay,
    vipOnly: z.boolean(),
    tags: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(60)
          .regex(/^[^,]+$/, 'no commas'),
      )
      .max(50),
    sortScore: z.number().finite(),
  })
  .strict()

type Fields = z.infer<typeof AdminDealFieldsBase>

/** The cross-field CHECKs of the deals table. */
const dealRules = (d: Fields, ctx: z.RefinementCtx) => {
  if (d.originalPrice < d.price)
    ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'must be at least price' })
  if (d.vipPrice !== null && d.vipPrice > d.price)
    ctx.addIssue({ code: 'custom', path: ['vipPrice'], message: 'must not exceed price' })
  if (d.closingDate <= d.opensAt)
    ctx.addIssue({ code: 'custom', path: ['closingDate'], message: 'must be after opensAt' })
}

export const AdminDealFields = AdminDealFieldsBase.superRefine(dealRules)
export type AdminDealFields = z.infer<typeof AdminDealFields>

const DISPLAY_DEFAULTS: AdminDealDisplay = {
  discount: true,
  showPrice: true,
  earlyBird: false,
  lastChance: false,
  discountAmount: false,
  dynamicTravelDeal: false,
  clickAndCollectDeal: false,
  vipDiscountAllowed: false,
  priceText: false,
}

/** POST /api/v1/admin/deals: the required content, with the table's defaults for the rest. */
export const AdminDealCreate = AdminDealFieldsBase.extend({
  brand: AdminDealFieldsBase.shape.brand.default(null),
  highlights: AdminDealFieldsBase.shape.highlights.default([]),
  dealPrefix: AdminDealFieldsBase.shape.dealPrefix.default(null),
  vipPrice: AdminDealFieldsBase.shape.vipPrice.default(null),
  vipDiscountPercentage: AdminDealFieldsBase.shape.vipDiscountPercentage.default(null),
  priceText: AdminDealFieldsBase.shape.priceText.default(null),
  pricePerPerson: z.boolean().default(false),
  minPostagePrice: AdminDealFieldsBase.shape.minPostagePrice.default(null),
  deliveryType: AdminDealFieldsBase.shape.deliveryType.default('e-voucher'),
  open: z.boolean().default(true),
  enableBuyClosedDeal: z.boolean().default(false),
  purchaseCap: Cap.default(null),
  dailyPurchaseCap: Cap.default(null),
  weeklyPurchaseCap: Cap.default(null),
  productDisplayType: ProductDisplayType.default('default'),
  display: AdminDealDisplay.partial()
    .default({})
    .transform((d) => ({ ...DISPLAY_DEFAULTS, ...d })),
  vipOnly: z.boolean().default(false),
  tags: AdminDealFieldsBase.shape.tags.default([]),
  sortScore: z.number().finite().default(0),
})
  .strict()
  .superRefine(dealRules)
export type AdminDealCreate = z.infer<typeof AdminDealCreate>

/** PATCH /api/v1/admin/deals/{id}: any subset; the merged deal is checked again as a whole. */
export const AdminDealUpdate = AdminDealFieldsBase.partial()
  .extend({ display: AdminDealDisplay.partial().optional() })
  .strict()
  .refine((d) => Object.keys(d).length > 0, 'nothing to change')
export type AdminDealUpdate = z.infer<typeof AdminDealUpdate>

export const AdminProductFieldsBase = z
  .object({
    position: Position,
    title: Text.max(300),
    friendlyName: Text.max(300),
    price: Money,
    originalPrice: Money,
    vipPrice: Money.nullable(),
    vipExclusive: z.boolean(),
    totalRemaining: Stock,
    totalRemainingForDay: Stock,
    totalRemainingForWeek: Stock,
    purchaseCap: Cap,
    adminFee: Money,
    postagePrice: Money,
    hasDeposit: z.boolean(),
    depositPrice: Money.nullable(),
    numberOfNights: z.number().int().min(1).max(16).nullable(),
    bestSellerClaim: z.boolean(),
    soldOut: z.boolean(),
  })
  .strict()
type ProductFields = z.infer<typeof AdminProductFieldsBase>

const productRules = (p: Omit<ProductFields, 'position'>, ctx: z.RefinementCtx) => {
  if (p.originalPrice < p.price)
    ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'must be at least price' })
  if (p.vipPrice !== null && p.vipPrice > p.price)
    ctx.addIssue({ code: 'custom', path: ['vipPrice'], message: 'must not exceed price' })
  if (p.depositPrice !== null && p.depositPrice > p.price)
    ctx.addIssue({ code: 'custom', path: ['depositPrice'], message: 'must not exceed price' })
  if (p.hasDeposit && p.depositPrice === null)
    ctx.addIssue({ code: 'custom', path: ['depositPrice'], message: 'required with hasDeposit' })
}

export const AdminProductFields = AdminProductFieldsBase.superRefine(productRules)
export type AdminProductFields = z.infer<typeof AdminProductFields>

/** POST /api/v1/admin/deals/{id}/products; position defaults to after the last product. */
export const AdminProductCreate = AdminProductFieldsBase.extend({
  position: Position.optional(),
  vipPrice: Money.nullable().default(null),
  vipExclusive: z.boolean().default(false),
  totalRemaining: Stock.default(null),
  totalRemainingForDay: Stock.default(null),
  totalRemainingForWeek: Stock.default(null),
  purchaseCap: Cap.default(null),
  adminFee: Money.default(0),
  postagePrice: Money.default(0),
  hasDeposit: z.boolean().default(false),
  depositPrice: Money.nullable().default(null),
  numberOfNights: z.number().int().min(1).max(16).nullable().default(null),
  bestSellerClaim: z.boolean().default(false),
  soldOut: z.boolean().default(false),
})
  .strict()
  .superRefine(productRules)
export type AdminProductCreate = z.infer<typeof AdminProductCreate>

/** PATCH /api/v1/admin/deals/{id}/products/{productId}. */
export const AdminProductUpdate = AdminProductFieldsBase.partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, 'nothing to change')
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>

/** GET /api/v1/admin/deals?q=&page=: q matches a title or an exact id. */
export const AdminDealListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
})
export type AdminDealListQuery = z.infer<typeof AdminDealListQuery>

/** GET /api/v1/admin/deal-refs: what the deal form's pickers offer for a search (merchants
 * and locations of the deal's country, categories, a category's subcategories). */
export const AdminDealRefKind = z.enum(['merchant', 'location', 'category', 'subcategory'])
export type AdminDealRefKind = z.infer<typeof AdminDealRefKind>

export const AdminDealRefQuery = z
  .object({
    kind: AdminDealRefKind,
    q: z.string().trim().max(100).default(''),
    country: z.enum(['gb', 'ie']).optional(),
    categoryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict()
export type AdminDealRefQuery = z.infer<typeof AdminDealRefQuery>

export const AdminDealRef = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** What tells two of the same name apart: a merchant's town, a subcategory's category. */
    detail: z.string(),
  })
  .strict()
export type AdminDealRef = z.infer<typeof AdminDealRef>

export const AdminDealRefsResponse = z.object({ data: z.array(AdminDealRef) }).strict()
export type AdminDealRefsResponse = z.infer<typeof AdminDealRefsResponse>

export const AdminDealListItem = z
  .object({
    id: z.number().int(),
    title: z.string(),
    merchantId: z.number().int(),
    price: MinorUnits,
    currency: z.enum(['GBP', 'EUR']),
    open: z.boolean(),
    opensAt: z.string(),
    closingDate: z.string(),
  })
  .strict()
export type AdminDealListItem = z.infer<typeof AdminDealListItem>

export const AdminDealListResponse = z.object({
  data: z.object({
    deals: z.array(AdminDealListItem),
    page: z.number().int(),
    hasMore: z.boolean(),
  }),
})

export const AdminProduct = AdminProductFieldsBase.extend({
  id: z.number().int(),
  totalBought: z.number().int(),
})
export type AdminProduct = z.infer<typeof AdminProduct>

export const AdminDeal = AdminDealFieldsBase.extend({
  id: z.number().int(),
  currency: z.enum(['GBP', 'EUR']),
  totalBought: z.number().int(),
  /** Display names of the referenced location, category, subcategory and merchant. */
  names: z.object({
    location: z.string(),
    category: z.string(),
    subcategory: z.string(),
    merchant: z.string(),
  }),
  products: z.array(AdminProduct),
  images: z.array(z.object({ position: z.number().int(), alt: z.string(), url: z.string() })),
})
export type AdminDeal = z.infer<typeof AdminDeal>

export const AdminDealResponse = z.object({ data: z.object({ deal: AdminDeal }) })

/** POST /api/v1/admin/deals/{id}/products and PATCH …/products/{productId}. */
export const AdminProductResponse = z.object({ data: z.object({ product: AdminProduct }) })

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date')
/** Longest range one calendar edit may cover: a year of nights and then some. */
export const MAX_CALENDAR_DAYS = 400

/** PATCH /api/v1/admin/deals/{id}/calendar: bulk per-night edits over from..to (inclusive) for
 * one product or all of the deal's; only the given fields change. remaining 0 marks the night
 * sold out and a positive remaining reopens it (migrations/0007). */
export const AdminCalendarEdit = z
  .object({
    from: Day,
    to: Day,
    productId: z.number().int().positive().optional(),
    price: Money.optional(),
    vipPrice: Money.nullable().optional(),
    remaining: Stock.optional(),
    openForSale: z.boolean().optional(),
  })
  .strict()
  .superRefine((e, ctx) => {
    const days = (Date.parse(e.to) - Date.parse(e.from)) / 86_400_000
    if (!Number.isFinite(days) || days < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be a date on or after from' })
    else if (days >= MAX_CALENDAR_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${MAX_CALENDAR_DAYS} days` })
    const changes = ['price', 'vipPrice', 'remaining', 'openForSale'] as const
    if (!changes.some((k) => e[k] !== undefined))
      ctx.addIssue({ code: 'custom', path: [], message: 'nothing to change' })
    if (e.price !== undefined && e.vipPrice != null && e.vipPrice > e.price)
      ctx.addIssue({ code: 'custom', path: ['vipPrice'], message: 'must not exceed price' })
  })
export type AdminCalendarEdit = z.infer<typeof AdminCalendarEdit>

export const AdminCalendarEditResponse = z.object({
  data: z.object({ updatedNights: z.number().int() }),
})

export const AdminImageUploadResponse = z.object({
  data: z.object({
    image: z.object({
      position: z.number().int(),
      alt: z.string(),
      contentType: z.string(),
      url: z.string(),
    }),
  }),
})
