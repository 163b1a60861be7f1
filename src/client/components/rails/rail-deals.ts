import type { DealSummary } from '../../../shared/schemas/deal'

/** Most cards a rail shows (§9 'new products 12', the largest rail page). */
export const RAIL_MAX_DEALS = 12

const JSON_ACCEPT = { headers: { accept: 'application/json' } }

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

/** GET a rail endpoint; null on a network failure. */
export const getJson = (url: string): Promise<Response | null> =>
  fetch(url, JSON_ACCEPT).catch(() => null)

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
