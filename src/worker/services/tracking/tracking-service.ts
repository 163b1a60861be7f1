import type { D1Database } from '@cloudflare/workers-types'
import type { Brand } from '../../../shared/config/brands'
import type { Assignments } from '../../../shared/domain/experiments/experiments'
import {
  MISSING_LOCATION_MESSAGE,
  type AdTrackingRequest,
  type DealIdBatch,
  type TrackingDataRequest,
} from '../../../shared/schemas/tracking'
import { DomainError } from '../../errors'
import { TrackingRepository, type DealEventRow } from '../../storage/tracking-repository'
import type { Metrics } from '../metrics/metrics'
import { CatalogService } from '../catalog/catalog-service'
import { trackingRateLimit } from './event-rate-limit'

/** Who sent a tracking call: the brand, the visitor's session (from the cookie) and arms. */
export interface TrackingContext {
  brand: Brand
  sessionId: string | null
  /** From the session cookie only, never from a token in the body. */
  userId: number | null
  assignments: Assignments | null
  /** Rate-limit key when there is no session. */
  ip: string
  now: Date
}

const arms = (ctx: TrackingContext) => ({
  dpVariant: ctx.assignments?.dynamicPrice ?? null,
  rbVariant: ctx.assignments?.reviewBadge ?? null,
})

/** Storefront §7 tracking calls: sessions, deal impressions and clicks, ad events, tracking
 * data. Each becomes a metric (services/metrics): an Analytics Engine data point in a deployed
 * worker, so a beacon writes nothing to D1; rows of tracking_sessions, deal_events and
 * tracking_data (which this module owns) in the local stand-in. */
export class TrackingService {
  constructor(
    private readonly db: D1Database,
    private readonly metrics: Metrics,
  ) {}

  /** Records the session the visitor cookie names; returns its id. */
  async touchSession(sessionId: string, ctx: TrackingContext): Promise<string> {
    await this.metrics.session({
      sessionId,
      brand: ctx.brand.id,
      userId: ctx.userId,
      at: ctx.now.toISOString(),
    })
    return sessionId
  }

  /** §7 'deal impressions, location-specific' (and card clicks, the same shape): the location
   * must be one of the brand's, else the §8 message. */
  async recordDeals(
    kind: 'impression' | 'click',
    location: string | undefined,
    feed: string | null,
    dealIds: DealIdBatch,
    ctx: TrackingContext,
  ): Promise<number> {
    const known = location
      ? await new CatalogService(this.db).findLocation(location, ctx.brand.countryCode)
      : null
    if (!known) throw new DomainError('INVALID', MISSING_LOCATION_MESSAGE)
    trackingRateLimit.take(ctx.sessionId ?? `ip:${ctx.ip}`, dealIds.length, ctx.now.getTime())
    // Once per page is the client's rule; a repeated id within one beacon counts once too.
    const unique = [...new Set(dealIds)]
    await this.metrics.dealEvents(
      unique.map((dealId) => this.row(kind, dealId, null, known.shortName, feed, ctx)),
    )
    return unique.length
  }

  /** §7 'ad tracking': one row per (ad, deal) pair. The body's session id is the sponsored
   * session of the search answer; the visitor cookie, when there, is what is stored. */
  async recordAds(request: AdTrackingRequest, ctx: TrackingContext): Promise<number> {
    const sessionId = ctx.sessionId ?? request.sessionId
    trackingRateLimit.take(sessionId, request.adIds.length, ctx.now.getTime())
    const kind = request.type === 'click' ? 'ad-click' : 'ad-impression'
    await this.metrics.dealEvents(
      request.adIds.map((adId, i) =>
        this.row(kind, request.dealIds[i]!, adId, null, 'sponsored', { ...ctx, sessionId }),
      ),
    )
    return request.adIds.length
  }

  /** §7 'tracking data'. */
  async recordData(request: TrackingDataRequest, ctx: TrackingContext): Promise<void> {
    trackingRateLimit.take(ctx.sessionId ?? `ip:${ctx.ip}`, 1, ctx.now.getTime())
    await this.metrics.trackingData({
      brand: ctx.brand.id,
      sessionId: ctx.sessionId,
      userId: ctx.userId,
      downloadToolbar: request.downloadToolbar ?? null,
      shareDeal: request.shareDeal ?? null,
      viewDeal: request.viewDeal ?? null,
      createdAt: ctx.now.toISOString(),
    })
  }

  private row(
    kind: DealEventRow['kind'],
    dealId: number,
    adId: number | null,
    location: string | null,
    feed: string | null,
    ctx: TrackingContext,
  ): DealEventRow {
    return {
      kind,
      dealId,
      adId,
      brand: ctx.brand.id,
      location,
      feed,
      sessionId: ctx.sessionId,
      ...arms(ctx),
      createdAt: ctx.now.toISOString(),
    }
  }
}

/** How long tracking rows are kept. */
const TRACKING_RETENTION_DAYS = 90

/** Retention job (for the daily cron): drops the local stand-in's tracking rows older than 90
 * days (Analytics Engine keeps its data points three months on its own). */
export async function pruneTracking(db: D1Database, now: Date) {
  const before = new Date(now.getTime() - TRACKING_RETENTION_DAYS * 86_400_000).toISOString()
  return new TrackingRepository(db).deleteBefore(before)
}
