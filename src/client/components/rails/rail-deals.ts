import type { DealsResponse } from '../../../shared/schemas/discovery'
import type { DealSummary } from '../../../shared/schemas/deal'
import type { ResilientFetchOptions } from '../../api/resilient-fetch'
import type { RouteResponse } from '../../api/typed-read'

/** Most cards a rail shows (§9 'new products 12', the largest rail page). */
export const RAIL_MAX_DEALS = 12

/** The deals of a rail route's answer (`{ deals }`, as every rail route declares); null when
 * the call failed. Rails are extras: a failure shows no rail, no error. */
export async function readRailDeals(
  res: RouteResponse<DealsResponse> | null,
): Promise<DealSummary[] | null> {
  if (!res?.ok) return null
  try {
    const { deals } = await res.json()
    return Array.isArray(deals) ? deals : null
  } catch {
    return null
  }
}

/** Retries of a rail call: the first delays of §9's list, so a blip is ridden out while the
 * skeleton shows, and a rail whose server is down gives up in about a second and a half. */
export const RAIL_RETRIES = 4

/** How a rail is read: with the feed headers (rails are feed calls), the timeout and the
 * retries of §7/§9; the read answers null (logged) when it failed. */
export const RAIL_READ: ResilientFetchOptions = {
  feed: true,
  retry: true,
  maxRetries: RAIL_RETRIES,
}

/** Ids newest first across the recently viewed lists (one per location type, each newest
 * first): the lists are taken in turn, so every type shows its latest deals.
 * @example interleaveIds({ local: [3, 1], travel: [2] }, 12) → [3, 2, 1] */
export function interleaveIds(lists: Record<string, number[]>, max: number): number[] {
  const rows = Object.values(lists)
  const ids: number[] = []
  const longest = Math.max(0, ...rows.map((row) => row.length))
  for (let index = 0; index < longest; index += 1) {
    for (const row of rows) {
      const id = row[index]
      if (id !== undefined && !ids.includes(id)) ids.push(id)
    }
  }
  return ids.slice(0, max)
}
