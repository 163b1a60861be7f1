import type {
  DealEventCounts,
  EventCounts,
  EventGroup,
  EventSource,
} from '../../storage/tracking-repository'

/** Where /insights reads its counts: Analytics Engine's SQL API in production
 * (analytics-engine-insights.ts), the local stand-in's tables elsewhere (TrackingRepository). */
export interface InsightsSource {
  countsBy(
    group: EventGroup,
    brand: string,
    since: string,
    source?: EventSource,
  ): Promise<EventCounts[]>
  countsByDeal(brand: string, since: string, limit: number): Promise<DealEventCounts[]>
}
