import { z } from 'zod'
import { DealSummary } from './deal'

/** A comma-separated or repeated query value as a list (`?excludedealids=1,2&excludedealids=3`). */
const csv = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()))
  .transform((v) => v.filter(Boolean))

const wholeNumber = (max: number) => z.coerce.number().int().min(0).max(max)

export const SortOrder = z.enum(['popularity', 'price-desc', 'discount', 'recent', 'price-asc'])
export type SortOrder = z.infer<typeof SortOrder>

/** The spec's sort options (§5) with the labels the page shows. */
export const SORT_LABELS: Record<SortOrder, string> = {
  popularity: 'Popularity',
  'price-desc': 'Price high to low',
  discount: 'Discount %',
  recent: 'Recently Added',
  'price-asc': 'Price low to high',
}

/** Query of every deal-list call (storefront §7 first row). Prices are in major units as the
 * price slider shows them (pounds, euros); the service converts to minor units. */
export const FeedQuery = z
  .object({
    page: wholeNumber(10_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(9),
    /** Deals page 0 showed beyond one grid page (§7). Absent on a later page, the feed works it
     * out as page 0 did, so a bare `?page=N` link never repeats or skips a deal. */
    offset: wholeNumber(100).optional(),
    orderBy: SortOrder.default('popularity'),
    order: z.enum(['asc', 'desc']).optional(),
    q: z.string().trim().max(200).optional(),
    category: z.string().max(80).optional(),
    subcategory: z.string().max(80).optional(),
    /** Search's category filter: several category short names (§2 listing parameters). */
    categories: csv.optional(),
    excludecategory: csv.optional(),
    excludesubcategory: csv.optional(),
    excludedealids: csv
      .transform((ids) => ids.map(Number))
      .pipe(z.array(z.number().int().positive()))
      .optional(),
    /** Deals carrying this search tag (the tags gift-finder and sub-subcategory lists use). */
    searchTag: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,80}$/, 'searchTag is a tag slug')
      .optional(),
    /** `all=true` lists every location of the country, not only this one and national deals. */
    all: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    recentViewedDeal: z.coerce.number().int().positive().optional(),
    /** Search's sort choice (§7 search row 'sort'); without it search ranks by relevance. */
    sort: SortOrder.optional(),
    vip: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  })
export type FeedQuery = z.infer<typeof FeedQuery>

export const FacetLink = z
  .object({
    linkText: z.string(),
    shortName: z.string(),
    count: z.number().int(),
    url: z.string(),
    isActive: z.boolean(),
  })
  .strict()
export type FacetLink = z.infer<typeof FacetLink>

export const FacetGroup = z
  .object({
    name: z.string(),
    type: z.enum(['category', 'subcategory', 'location', 'price']),
    links: z.array(FacetLink),
  })
  .strict()
export type FacetGroup = z.infer<typeof FacetGroup>

export const PriceStats = z
  .object({ minPrice: z.number().int(), maxPrice: z.number().int(), count: z.number().int() })
  .strict()

/** §3 'facetedNavigation (navigations with linkText, count, shortName; filters; stats)'. */
export const FacetedNavigation = z
  .object({
    navigations: z.array(FacetGroup),
    filters: z.array(
      z.object({ name: z.string(), value: z.string(), removeUrl: z.string() }).strict(),
    ),
    stats: PriceStats,
  })
  .strict()
export type FacetedNavigation = z.infer<typeof FacetedNavigation>

export const SearchResult = z
  .object({
    query: z.string(),
    count: z.number().int(),
    /** Set when no deal matched as typed and a corrected spelling did ('masage' → 'massage'). */
    correctedQuery: z.string().nullable(),
  })
  .strict()
export type SearchResult = z.infer<typeof SearchResult>

/** §3 'Deal list response', plus the next page's URL (§7) and 'no more' (§4). */
export const DealListResponse = z
  .object({
    deals: z.array(DealSummary),
    mainDeal: DealSummary.nullable(),
    facetedNavigation: FacetedNavigation.nullable(),
    canonicalUrl: z.string(),
    evergreenUrl: z.string().nullable(),
    redirectUrl: z.string().nullable(),
    searchResult: SearchResult.nullable(),
    nextPageUrl: z.string().nullable(),
    nomore: z.boolean(),
    /** Every deal the listing matches (main deal included), with all its filters. */
    total: z.number().int().optional(),
  })
  .strict()
export type DealListResponse = z.infer<typeof DealListResponse>

/** §3 'Search response'. */
export const SearchResponse = z
  .object({
    deals: z.array(DealSummary),
    count: z.number().int(),
    facetedNavigation: FacetedNavigation,
    sponsored: z
      .object({
        deals: z.array(DealSummary),
        sessionId: z.string(),
        /** §3 'Sponsored ad: adId, deal id', in the order of `deals`, for the ad-tracking call. */
        ads: z
          .array(z.object({ adId: z.number().int(), dealId: z.number().int() }).strict())
          .optional(),
      })
      .strict(),
    searchResult: SearchResult,
    nextPageUrl: z.string().nullable(),
    nomore: z.boolean(),
  })
  .strict()
export type SearchResponse = z.infer<typeof SearchResponse>

export const Suggestion = z
  .object({
    text: z.string(),
    type: z.enum(['deal', 'category', 'location', 'query']),
    url: z.string(),
  })
  .strict()
export const SuggestResponse = z.object({ suggestions: z.array(Suggestion) }).strict()
export type SuggestResponse = z.infer<typeof SuggestResponse>

/** One customer review of a deal (GET /deal/{id}/reviews). */
export const DealReview = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    authorFirstName: z.string(),
    body: z.string(),
    createdAt: z.string(),
  })
  .strict()
export type DealReview = z.infer<typeof DealReview>

/** A page of a deal's reviews, newest first (§9: reviews page size 10), with the deal's
 * review summary. */
export const DealReviewsResponse = z
  .object({
    reviews: z.array(DealReview),
    total: z.number().int(),
    average: z.number(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nomore: z.boolean(),
  })
  .strict()
export type DealReviewsResponse = z.infer<typeof DealReviewsResponse>

/** §3 'Social cue counts': purchases in the last 6, 12 and 24 hours. */
export const SocialCueResponse = z
  .object({
    lastSixHours: z.number().int(),
    lastTwelveHours: z.number().int(),
    lastTwentyFourHours: z.number().int(),
  })
  .strict()
export type SocialCueResponse = z.infer<typeof SocialCueResponse>
