import { RECENTLY_VIEWED_PER_LOCATION_TYPE } from '../../../shared/config/constants'

/** The local-storage key of the §3 'recently viewed' home-page rail and /recently-viewed. */
const RECENTLY_VIEWED_KEY = 'recentlyViewed'

/** Deal ids by location type (local, national, travel, escapes), newest first. */
export type RecentlyViewed = Record<string, number[]>

/** The stored lists, or empty ones when nothing (or something unreadable) is stored. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewed {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {}
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).flatMap(([type, ids]) =>
        Array.isArray(ids)
          ? [[type, ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0)]]
          : [],
      ),
    )
  } catch {
    return {}
  }
}

/** Puts a viewed deal first in its location type's list, once, keeping 5 per type (§9
 * "Recently viewed lists keep 5 per location type").
 * @example recordView({ local: [1, 2] }, 'local', 2) → { local: [2, 1] } */
export function recordView(
  lists: RecentlyViewed,
  locationType: string,
  dealId: number,
  keep = RECENTLY_VIEWED_PER_LOCATION_TYPE,
): RecentlyViewed {
  const ids = [dealId, ...(lists[locationType] ?? []).filter((id) => id !== dealId)]
  return { ...lists, [locationType]: ids.slice(0, keep) }
}

/** Removes deals that no longer exist (ended, or from another brand) from every list. */
export function forget(lists: RecentlyViewed, gone: ReadonlySet<number>): RecentlyViewed {
  return Object.fromEntries(
    Object.entries(lists).map(([type, ids]) => [type, ids.filter((id) => !gone.has(id))]),
  )
}

/** Local storage can be missing or refuse writes (private modes, quota): the list is a
 * convenience, so failures are ignored. */
export function readStored(): RecentlyViewed {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY))
  } catch {
    return {}
  }
}

export function writeStored(lists: RecentlyViewed): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(lists))
  } catch {
    // See readStored.
  }
}
