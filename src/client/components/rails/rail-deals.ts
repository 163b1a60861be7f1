import type { DealSummary } from '../../../shared/schemas/deal'
import { responseOrNull } from '../../api/resilient-fetch'

/** Most cards a rail shows (§9 'new products 12', the largest rail page). */
export const RAIL_MAX_DEALS = 12

/** The deals of a rail endpoint's answer, `{ deals }` or a bare list; null when the call
 * failed or the answer holds no list. Rails are extras: a failure shows no rail, no error. */
export async function readRailDeals(res: Response | null): Promise<DealSummary[] | null> {
  if (!res?.ok) return null
  try {
    const body = (await res.json()) as { deals?: unknown } | unknown[]
    const deals = Array.isArray(body) ? body : body.deals
    return Array.isArray(deals) ? (deals as DealSummary[]) : null
  } catch {
    return null
  }
}

/** Retries of a rail call: the first delays of §9's list, so a blip is ridden out while the
 * skeleton shows, and a rail whose server is down gives up in about a second and a half. */
export const RAIL_RETRIES = 4

/** GET a rail endpoint with the feed headers, timeout and retries of §7/§9; null (logged) when
 * it failed. Rails are feed calls, so they carry the feed headers. */
export const getJson = (url: string): Promise<Response | null> =>
  responseOrNull(url, { feed: true, retry: true, maxRetries: RAIL_RETRIES })

export const fetchRailDeals = async (url: string) => readRailDeals(await getJson(url))

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
