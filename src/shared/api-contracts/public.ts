import { z } from 'zod'
import { BRAND_IDS } from '../config/brands'
import { ExpressBuyResponse } from '../schemas/express-buy'
import { Deal } from '../schemas/deal'
import {
  BuyAgainQuery,
  ContentPage,
  ContentQuery,
  CustomerToken,
  DealsResponse,
  ErrorLogRecord,
  LogServiceRecord,
  MenuQuery,
  MenuResponse,
  NewProductsQuery,
  PreviewQuery,
  RecentlyViewedQuery,
  RecommendationsQuery,
  ScrollerResponse,
  Slug,
  TilesQuery,
  TilesResponse,
  TravelFacetsResponse,
  VisitRecord,
} from '../schemas/discovery'
import { ExitPromotionQuery } from '../schemas/exit-promotion'
import {
  AvailabilityQuery,
  AvailabilityResponse,
  CheapestFlightResponse,
  FlightsResponse,
  ProductsQuery,
  ProductsResponse,
} from '../schemas/availability'
import {
  DealListResponse,
  DealReviewsResponse,
  FeedQuery,
  SearchResponse,
  SocialCueResponse,
  SuggestResponse,
} from '../schemas/feed'
import { TokenizeCardRequest, TokenizeCardResponse } from '../schemas/payment-token'
import { ReviewsQuery, SubmitReviewRequest, SubmitReviewResponse } from '../schemas/reviews'
import { StockQuery, StockResponse } from '../schemas/stock'
import { NotifyMeRequest, NotifyMeResponse } from '../schemas/notify-me'
import { ChooseTownRequest, ChooseTownResponse, TownsResponse } from '../schemas/location'
import { OpenApprovalRequest, OpenApprovalResponse } from '../schemas/sandbox-approval'
import { VerifyCardRequest, VerifyCardResponse } from '../schemas/three-d-secure'
import { ClientTokenRequest, ClientTokenResponse } from '../schemas/braintree-client-token'
import { KlarnaSessionRequest, KlarnaSessionResponse } from '../schemas/klarna-session'
import { ClearpayCheckoutRequest, ClearpayCheckoutResponse } from '../schemas/clearpay-checkout'
import {
  AdTrackingRequest,
  DealIdBatch,
  FeedName,
  TrackingDataRequest,
  TrackingSessionRequest,
  TrackingSessionResponse,
} from '../schemas/tracking'
import type { RouteContract } from './route-contract'
import { DeepHealthResponse } from '../schemas/stuck-mail'
import { HealthResponse } from '../schemas/health'

// The public area's route contracts: the catalogue, discovery, travel calendar,
// logs, tracking and the card tokenizer. Path parameters are the shapes the routes accept.

const DealId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
const Day = z.iso.date()
/** A 2xx that carries no body (204): any JSON body fails this. */
const NoContent = z.never()

/** What every deal-list route reads: the feed query (csv fields as text, as a URL carries them). */
const feedRoute = <const P extends string, const R extends Record<string, z.ZodType>>(
  path: P,
  params: R,
) =>
  ({
    method: 'GET',
    path,
    actor: 'anonymous',
    params,
    query: FeedQuery,
    response: DealListResponse,
  }) as const satisfies RouteContract

const searchQuery = FeedQuery.and(
  z.object({
    sessionId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/)
      .optional(),
  }),
)

const SuggestQuery = z.object({
  q: z.string().max(200).optional(),
  location: Slug.optional(),
  limit: z.coerce.number().int().min(1).max(8).optional(),
})

const FeedParam = z.object({ feed: FeedName.optional() })

/** The tokenizer's body with card numbers that pass Luhn and expiry years still ahead: random
 * digits never would, and the route's own rules are the point of a valid request. */
const TokenizableCard = TokenizeCardRequest.extend({
  number: z.enum(['4242 4242 4242 4242', '4111111111111111', '5555555555554444']),
  expiryYear: z.number().int().min(2027).max(2035),
  cvv: z.string().regex(/^\d{3}$/),
})

/** Tiles for a navigation entry of the default brand: the service refuses a brand, country or
 * location that does not go with it ("Tiles api unexpected data"), as §7 asks. */
const DefaultBrandTiles = z
  .object({
    brand: TilesQuery.def.shape.brand.unwrap().extract(['dealio']).optional(),
    navigation: Slug.optional(),
  })
  .strict()

/** Products by start date (+ nights): checkIn/checkOut together with it must name the same days,
 * which random dates almost never do. */
const ProductsByStartDate = ProductsQuery.omit({ checkIn: true, checkOut: true })

/** The API document's outline; its content is judged by test/worker/openapi.test.ts. */
const OpenApiDocument = z
  .object({
    openapi: z.string().regex(/^3\.1\.\d+$/),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.object({}).loose())),
    components: z.object({}).loose(),
  })
  .loose()

/** The tracking calls of one kind (impressions or clicks), with and without the location. */
const trackingRoutes = <const K extends 'impressions' | 'clicks'>(kind: K) =>
  [
    {
      method: 'POST',
      path: `/tracking/${kind}/:location`,
      actor: 'anonymous',
      params: { location: Slug },
      query: FeedParam,
      body: DealIdBatch,
      response: NoContent,
    },
    {
      method: 'POST',
      path: `/tracking/${kind}`,
      actor: 'anonymous',
      query: FeedParam,
      body: DealIdBatch,
      response: NoContent,
    },
  ] as const satisfies readonly RouteContract[]

export const publicRoutes = [
  { method: 'GET', path: '/openapi.json', actor: 'anonymous', response: OpenApiDocument },
  { method: 'GET', path: '/health', actor: 'anonymous', response: HealthResponse },
  // 401 to everyone here (no token, no staff): health-deep.test.ts sends it with both.
  { method: 'GET', path: '/health/deep', actor: 'anonymous', response: DeepHealthResponse },

  // Deal lists and search (§7 first rows).
  {
    method: 'GET',
    path: '/deals',
    actor: 'anonymous',
    query: FeedQuery.and(z.object({ location: Slug })),
    response: DealListResponse,
  },
  feedRoute('/deals/:location', { location: Slug }),
  feedRoute('/deals/:location/special/:slug', { location: Slug, slug: Slug }),
  feedRoute('/deals/:location/:category', { location: Slug, category: Slug }),
  feedRoute('/deals/:location/:category/:subcategory', {
    location: Slug,
    category: Slug,
    subcategory: Slug,
  }),
  feedRoute('/deals/:location/:category/:subcategory/:subsub', {
    location: Slug,
    category: Slug,
    subcategory: Slug,
    subsub: Slug,
  }),
  {
    method: 'GET',
    path: '/search',
    actor: 'anonymous',
    query: searchQuery.and(z.object({ location: Slug })),
    response: SearchResponse,
  },
  {
    method: 'GET',
    path: '/search/:location',
    actor: 'anonymous',
    params: { location: Slug },
    query: searchQuery,
    response: SearchResponse,
  },
  {
    method: 'GET',
    path: '/suggest',
    actor: 'anonymous',
    query: SuggestQuery,
    response: SuggestResponse,
  },

  // Deal-keyed resources.
  { method: 'GET', path: '/deal/:id', actor: 'anonymous', params: { id: DealId }, response: Deal },
  {
    method: 'GET',
    path: '/deal/:id/reviews',
    actor: 'anonymous',
    params: { id: DealId },
    query: ReviewsQuery,
    response: DealReviewsResponse,
  },
  {
    method: 'POST',
    path: '/deal/:id/reviews',
    actor: 'customer',
    params: { id: DealId },
    body: SubmitReviewRequest,
    response: SubmitReviewResponse,
  },
  {
    method: 'GET',
    path: '/deal/:id/social-cue',
    actor: 'anonymous',
    params: { id: DealId },
    response: SocialCueResponse,
  },

  // Discovery: content, scroller, rails, menus, tiles.
  {
    method: 'GET',
    path: '/content/:slug',
    actor: 'anonymous',
    params: { slug: Slug },
    query: ContentQuery,
    response: ContentPage,
  },
  {
    method: 'GET',
    path: '/scroller/:brand',
    actor: 'anonymous',
    params: { brand: z.enum(BRAND_IDS) },
    response: ScrollerResponse,
  },
  {
    method: 'GET',
    path: '/preview/:category',
    actor: 'anonymous',
    params: { category: Slug },
    query: PreviewQuery,
    response: DealsResponse,
  },
  {
    method: 'GET',
    path: '/recently-viewed',
    actor: 'anonymous',
    query: RecentlyViewedQuery,
    response: DealsResponse,
  },
  {
    method: 'GET',
    path: '/recommendations/:customerToken',
    actor: 'anonymous',
    params: { customerToken: CustomerToken },
    query: RecommendationsQuery,
    response: DealsResponse,
  },
  {
    method: 'GET',
    path: '/new-products/:location',
    actor: 'anonymous',
    params: { location: Slug },
    query: NewProductsQuery,
    response: DealsResponse,
  },
  {
    method: 'GET',
    path: '/buy-again',
    actor: 'customer',
    query: BuyAgainQuery,
    response: DealsResponse,
  },
  {
    method: 'GET',
    path: '/menu/:slug',
    actor: 'anonymous',
    params: { slug: Slug },
    query: MenuQuery,
    response: MenuResponse,
  },
  {
    method: 'GET',
    path: '/tiles',
    actor: 'anonymous',
    query: DefaultBrandTiles,
    response: TilesResponse,
  },
  { method: 'GET', path: '/travel/facets', actor: 'anonymous', response: TravelFacetsResponse },
  {
    method: 'GET',
    path: '/exit-promotion/deals',
    actor: 'anonymous',
    query: ExitPromotionQuery,
    response: DealsResponse,
  },
  { method: 'GET', path: '/stock', actor: 'anonymous', query: StockQuery, response: StockResponse },
  // The out-of-stock form's back-in-stock alert: one email when the deal can be bought again.
  {
    method: 'POST',
    path: '/notify-me',
    actor: 'anonymous',
    body: NotifyMeRequest,
    response: NotifyMeResponse,
  },

  // Log records (§7): 204 and nothing else.
  {
    method: 'POST',
    path: '/log/page-not-found',
    actor: 'anonymous',
    body: VisitRecord,
    response: NoContent,
  },
  { method: 'POST', path: '/log/bot', actor: 'anonymous', body: VisitRecord, response: NoContent },
  {
    method: 'POST',
    path: '/log/error',
    actor: 'anonymous',
    body: ErrorLogRecord,
    response: NoContent,
  },
  { method: 'POST', path: '/log', actor: 'anonymous', body: LogServiceRecord, response: NoContent },

  // The travel calendar.
  {
    method: 'GET',
    path: '/availability/deal/:id',
    actor: 'anonymous',
    params: { id: DealId },
    query: AvailabilityQuery,
    response: AvailabilityResponse,
  },
  {
    method: 'GET',
    path: '/products/:dealId',
    actor: 'anonymous',
    params: { dealId: DealId },
    query: ProductsByStartDate,
    response: ProductsResponse,
  },
  {
    method: 'GET',
    path: '/flights/cheapest/:id/:date',
    actor: 'anonymous',
    params: { id: DealId, date: Day },
    response: CheapestFlightResponse,
  },
  {
    method: 'GET',
    path: '/flights/:id/:date',
    actor: 'anonymous',
    params: { id: DealId, date: Day },
    query: z
      .object({
        departureAirport: AvailabilityQuery.shape.departureAirport,
        nights: AvailabilityQuery.shape.nights,
      })
      .strict(),
    response: FlightsResponse,
  },

  // Payments and express buy.
  {
    method: 'POST',
    path: '/payments/tokenize',
    actor: 'customer',
    body: TokenizableCard,
    response: TokenizeCardResponse,
  },
  {
    method: 'POST',
    path: '/payments/approvals',
    actor: 'customer',
    body: OpenApprovalRequest,
    response: OpenApprovalResponse,
  },
  // The card client's sandbox 3-D Secure check, and the providers' sessions the production
  // clients open (Braintree, Klarna and Clearpay are not configured in the tests' env: 404).
  {
    method: 'POST',
    path: '/payments/3ds/verify',
    actor: 'customer',
    body: VerifyCardRequest,
    response: VerifyCardResponse,
  },
  {
    method: 'POST',
    path: '/payments/braintree/client-token',
    actor: 'customer',
    body: ClientTokenRequest,
    response: ClientTokenResponse,
  },
  {
    method: 'POST',
    path: '/payments/klarna/session',
    actor: 'customer',
    body: KlarnaSessionRequest,
    response: KlarnaSessionResponse,
  },
  {
    method: 'POST',
    path: '/payments/clearpay/checkout',
    actor: 'customer',
    body: ClearpayCheckoutRequest,
    response: ClearpayCheckoutResponse,
  },
  {
    method: 'GET',
    path: '/checkout/deal-express-payment-method/:dealId',
    actor: 'customer',
    params: { dealId: DealId },
    response: ExpressBuyResponse,
  },

  // The visitor's town (locations.ts).
  { method: 'GET', path: '/locations', actor: 'anonymous', response: TownsResponse },
  {
    method: 'POST',
    path: '/location',
    actor: 'anonymous',
    body: ChooseTownRequest,
    response: ChooseTownResponse,
    // A plain form post (the no-script 'Make … my town') is sent back to its page.
    allowStatus: [303],
  },

  // Tracking beacons.
  {
    method: 'POST',
    path: '/tracking/session',
    actor: 'anonymous',
    body: TrackingSessionRequest,
    response: TrackingSessionResponse,
  },
  {
    method: 'POST',
    path: '/tracking/ads',
    actor: 'anonymous',
    body: AdTrackingRequest,
    response: NoContent,
  },
  {
    method: 'POST',
    path: '/tracking/data',
    actor: 'anonymous',
    body: TrackingDataRequest,
    response: NoContent,
  },
  ...trackingRoutes('impressions'),
  ...trackingRoutes('clicks'),
] as const satisfies readonly RouteContract[]
