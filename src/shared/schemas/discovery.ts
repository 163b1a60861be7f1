import { z } from 'zod'
import { BRAND_IDS } from '../config/brands'
import {
  BUY_AGAIN_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  NEW_PRODUCTS_PAGE_SIZE,
  RECOMMENDATIONS_LIMIT,
  RECOMMENDATIONS_PAGE_SIZE,
} from '../config/constants'
import { DealSummary } from './deal'
import { FacetGroup } from './feed'
import { CountryCode } from './location'
import { NavigationItem } from './navigation'

// Discovery calls of storefront §7 besides the deal feeds: slug content, preview, menu, tiles,
// the home-page rails, scroller configuration, travel facets and the log records.

/** A URL segment we store: lower-case letters, digits and hyphens. */
export const Slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'must be a lower-case slug')

const page = z.coerce.number().int().min(0).max(1000).default(0)
const pageSize = (fallback: number, max = 50) =>
  z.coerce.number().int().min(1).max(max).default(fallback)

/** A query value given once or repeated (`?id=1&id=2`), as a list. */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))

const DealId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Every rail and preview answers a list of deal cards. */
export const DealsResponse = z.object({ deals: z.array(DealSummary) }).strict()
export type DealsResponse = z.infer<typeof DealsResponse>

export const ListicleView = z.enum(['grid', 'list'])
export type ListicleView = z.infer<typeof ListicleView>

/** §7 'slug content': what a guide page shows. A moved slug carries only `redirectUrl`. */
export const ContentPage = z
  .object({
    slug: z.string(),
    displayName: z.string(),
    description: z.string(),
    additionalText: z.string(),
    text: z.string(),
    dealsFeed: z.array(DealSummary),
    listicleDeals: z.array(DealSummary),
    listicleView: ListicleView,
    redirectUrl: z.string().nullable(),
  })
  .strict()
export type ContentPage = z.infer<typeof ContentPage>

/** The feed and listicle are read for this location (a town adds the country's national
 * deals); without one, the brand's default location. */
export const ContentQuery = z.object({ location: Slug.optional() })

/** A guide as the hub lists it. */
export const GuideSummary = z
  .object({
    slug: z.string(),
    displayName: z.string(),
    description: z.string(),
    url: z.string(),
    imageUrl: z.string().nullable(),
  })
  .strict()
export type GuideSummary = z.infer<typeof GuideSummary>

/** §7 'preview /{category}: preview=true, page=0, pageSize'. */
export const PreviewQuery = z.object({
  preview: z.literal('true', { message: 'preview=true is required' }),
  page,
  pageSize: pageSize(LISTING_PAGE_SIZE),
  location: Slug.optional(),
})

/** 'range=1-30': the first and last positions wanted, counted from 1. */
export const MenuRange = z
  .string()
  .regex(/^\d{1,4}-\d{1,4}$/, 'range must look like 1-30')
  .transform((v) => {
    const [from = 0, to = 0] = v.split('-').map(Number)
    return { from, to }
  })
  .refine((r) => r.from >= 1 && r.to >= r.from && r.to - r.from < 100, {
    message: 'range must run from 1 upwards, first to last, at most 100 items',
  })
export type MenuRange = z.infer<typeof MenuRange>

export const MenuQuery = z.object({
  range: MenuRange.default({ from: 1, to: 30 }),
  location: Slug.optional(),
})

export const MenuResponse = z.object({ items: z.array(NavigationItem) }).strict()
export type MenuResponse = z.infer<typeof MenuResponse>

/** §7 'tiles: brand, country, location, navigation, subNavigation'. Anything else is refused:
 * the call is made without credentials by any page, so it takes nothing it does not know. */
export const TilesQuery = z
  .object({
    brand: z.enum(BRAND_IDS).optional(),
    country: z.string().toLowerCase().pipe(CountryCode).optional(),
    location: Slug.optional(),
    navigation: Slug.optional(),
    subNavigation: Slug.optional(),
  })
  .strict()
  .refine((q) => q.subNavigation === undefined || q.navigation !== undefined, {
    message: 'subNavigation needs a navigation',
  })
export type TilesQuery = z.infer<typeof TilesQuery>

/** A category (or subcategory) tile of the homepage scroller; `apiUrl` is the feed of its
 * deals, so the client can load them without building a path. */
export const Tile = z
  .object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string(),
    url: z.string(),
    apiUrl: z.string(),
  })
  .strict()
export type Tile = z.infer<typeof Tile>
export const TilesResponse = z.array(Tile)

/** §9 'Recently viewed lists keep 5 per location type': four types fit in 20. */
export const RECENTLY_VIEWED_MAX_IDS = 20

export const RecentlyViewedQuery = z.object({
  id: repeated
    .transform((ids) => ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN)))
    .pipe(z.array(DealId).min(1).max(RECENTLY_VIEWED_MAX_IDS)),
})

/** A customer token as the recommendations path carries it. */
export const CustomerToken = z.string().regex(/^[A-Za-z0-9._~-]{8,200}$/, 'not a customer token')

export const RecommendationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(RECOMMENDATIONS_LIMIT),
  pageSize: pageSize(RECOMMENDATIONS_PAGE_SIZE, 100),
  page,
  location: Slug.optional(),
})

export const NewProductsQuery = z.object({ page, pageSize: pageSize(NEW_PRODUCTS_PAGE_SIZE) })

export const BuyAgainQuery = z.object({ page, pageSize: pageSize(BUY_AGAIN_PAGE_SIZE) })

export const ScrollerItem = z
  .object({ label: z.string(), url: z.string(), imageUrl: z.string() })
  .strict()
export const ScrollerResponse = z
  .object({
    config: z.object({ items: z.array(ScrollerItem), autoplayMs: z.number().int() }).strict(),
  })
  .strict()
export type ScrollerResponse = z.infer<typeof ScrollerResponse>

/** §7 'travel homepage facets': the brand's travel subcategories with their deal counts. */
export const TravelFacetsResponse = z.object({ facets: z.array(FacetGroup) }).strict()
export type TravelFacetsResponse = z.infer<typeof TravelFacetsResponse>

// Log records (§7). Fields the spec names are typed; free-form ones (additionalData, error,
// extras) are stored after every token, password and card field is removed.
const LogText = (max: number) => z.string().max(max)
const LogFlag = z.union([LogText(200), z.boolean(), z.number()])
const LogData = z.union([
  LogText(4000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.unknown()).max(50),
  z.record(z.string(), z.unknown()),
])
const notEmpty = (record: object) => Object.keys(record).length > 0
const EMPTY = { message: 'a record needs at least one field' }

/** §7 'page-not-found record' and 'bot-detection record' (the same shape). */
export const VisitRecord = z
  .object({
    additionalData: LogData.optional(),
    brand: LogText(40).optional(),
    dateTime: LogText(40).optional(),
    pageNotFound: z.union([LogText(2000), z.boolean()]).optional(),
    userAgent: LogText(500).optional(),
    reason: LogText(500).optional(),
  })
  .strict()
  .refine(notEmpty, EMPTY)
export type VisitRecord = z.infer<typeof VisitRecord>

/** §7 'error log'. */
export const ErrorLogRecord = z
  .object({
    client: LogFlag.optional(),
    description: LogText(4000).optional(),
    error: LogData.optional(),
    message: LogText(2000).optional(),
    name: LogText(200).optional(),
    referrer: LogText(2000).optional(),
    server: LogFlag.optional(),
    userAgent: LogText(500).optional(),
  })
  .strict()
  .refine(notEmpty, EMPTY)
export type ErrorLogRecord = z.infer<typeof ErrorLogRecord>

/** §7 'log service: brand, bt, ct, client, server, dateTime, description, ip, extras'. `bt` and
 * `ct` are accepted (clients send them) but never stored: they are tokens. */
export const LogServiceRecord = z
  .object({
    brand: LogText(40).optional(),
    bt: LogFlag.optional(),
    ct: LogFlag.optional(),
    client: LogFlag.optional(),
    server: LogFlag.optional(),
    dateTime: LogText(40).optional(),
    description: LogText(4000).optional(),
    // §8 'IP lookup failure: ... IP left empty'.
    ip: z.union([z.ipv4(), z.ipv6(), z.literal('')]).optional(),
    extras: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine(notEmpty, EMPTY)
export type LogServiceRecord = z.infer<typeof LogServiceRecord>
