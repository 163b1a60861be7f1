import type { DealEventCounts, EventCounts } from '../../storage/tracking-repository'
import type { InsightsSource } from '../metrics/insights-source'

export type { EventCounts }

/** The /insights window: the last seven days, today included. */
export const INSIGHTS_DAYS = 7
/** Deals listed on the dashboard. */
const INSIGHTS_TOP_DEALS = 20

export interface InsightsSummary {
  since: string
  totals: { impressions: number; clicks: number }
  /** One entry per day of the window, oldest first, zero-filled. */
  days: EventCounts[]
  deals: DealEventCounts[]
  feeds: EventCounts[]
  dynamicPrice: EventCounts[]
  reviewBadge: EventCounts[]
  /** Sponsored ads by ad id (their own impressions and clicks, §7 'ad tracking'). */
  ads: EventCounts[]
}

/** Click-through rate as a fraction; 0 when nothing was seen. */
export const ctr = (c: { impressions: number; clicks: number }) =>
  c.impressions > 0 ? c.clicks / c.impressions : 0

const dayKeys = (now: Date) =>
  Array.from({ length: INSIGHTS_DAYS }, (_, i) =>
    new Date(now.getTime() - (INSIGHTS_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  )

/** Deal-card impressions, clicks and CTR of the last seven days per day, deal, feed and
 * variant arm, and the sponsored ads' own counts, from Analytics Engine's SQL API or the local
 * stand-in (metrics-selection.ts). */
export class InsightsService {
  constructor(private readonly repository: InsightsSource) {}

  async summary(brand: string, now: Date): Promise<InsightsSummary> {
    const keys = dayKeys(now)
    const since = `${keys[0]}T00:00:00.000Z`
    const [days, deals, feeds, dynamicPrice, reviewBadge, ads] = await Promise.all([
      this.repository.countsBy('day', brand, since),
      this.repository.countsByDeal(brand, since, INSIGHTS_TOP_DEALS),
      this.repository.countsBy('feed', brand, since),
      this.repository.countsBy('dp', brand, since),
      this.repository.countsBy('rb', brand, since),
      this.repository.countsBy('ad', brand, since, 'ads'),
    ])
    const byDay = new Map(days.map((d) => [d.key, d]))
    const sum = (key: 'impressions' | 'clicks') => days.reduce((n, d) => n + d[key], 0)
    return {
      since,
      totals: { impressions: sum('impressions'), clicks: sum('clicks') },
      days: keys.map((key) => byDay.get(key) ?? { key, impressions: 0, clicks: 0 }),
      deals,
      feeds,
      dynamicPrice,
      reviewBadge,
      ads,
    }
  }
}
