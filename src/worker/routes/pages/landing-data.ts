import type { Context } from 'hono'
import type { DealSummary } from '../../../shared/schemas/deal'
import { FeedQuery } from '../../../shared/schemas/feed'
import type { Location } from '../../../shared/schemas/location'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { clock } from '../../clock'
import { deferred } from './home'

export interface CategoryLink {
  shortName: string
  label: string
  href: string
}

/** The brand's categories as the header lists them, for the visitor's location: the curated
 * order of the navigation, not every category in the taxonomy. Links that are not categories
 * (the local link, the gift finder, early bird) and the members-only VIP hub are left out. */
export async function categoryLinks(c: Context<AppEnv>, location: Location) {
  const items = await c.var.services.catalog.navigation(c.get('brand'), location)
  return items
    .filter((item) => item.categoryName !== null && !item.isVip)
    .map((item): CategoryLink => ({
      shortName: item.shortName,
      label: item.linkText,
      href: item.url,
    }))
}

/** Up to `size` deals of a location's feed (one category's when given), most popular first, as
 * deferred data: never rejects. Null when the category does not exist, so a page can fall back
 * to the whole feed; any other failure is an empty list, logged. */
export function popularDeals(
  c: Context<AppEnv>,
  where: string,
  input: { location: string; category?: string; size: number },
): Promise<DealSummary[] | null> {
  const list = c.var.services.feeds
    .list({
      brand: c.get('brand'),
      location: input.location,
      category: input.category,
      pageType: 'other',
      now: clock.now(),
      query: FeedQuery.parse({ pageSize: input.size, orderBy: 'popularity' }),
    })
    .then(({ mainDeal, deals }) => (mainDeal ? [mainDeal, ...deals] : deals).slice(0, input.size))
    .catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'NOT_FOUND') return null
      throw err
    })
  return deferred(c, where, list, () => [])
}
