import type { Context } from 'hono'
import { LISTING_PAGE_SIZE } from '../../../shared/config/constants'
import type { GshopMeta } from '../../../shared/domain/seo/gshop'
import type { AppEnv } from '../../http/app-env'
import { listingQuery } from './listing-query'
import { HOME, loadFeed, nationalLocation, notFound, renderListing } from './listing-render'

/** A shop page: any listing path with a gshop segment (§2 'Paths'). Its title and robots come
 * from `gshopMeta`; it lists the national deals, narrowed by `tag` (the last segment unless that
 * is the gshop segment) when that names a tag listing (a gift-finder or personality tag, or a
 * named promotion, which are the tags the feeds list by on their own) and otherwise all of them,
 * so an unknown slug is never a 404. */
export async function renderGshop(c: Context<AppEnv>, meta: GshopMeta, tag: string | null) {
  const national = await nationalLocation(c)
  if (!national) return notFound(c)
  const url = new URL(c.req.url)
  const path = url.pathname.replace(/\/+$/, '')
  const query = listingQuery(url, LISTING_PAGE_SIZE)
  const base = { location: national.shortName, pageType: 'other' as const, query }
  const tagged = tag === null ? null : await loadFeed(c, { ...base, special: tag })
  const feed = tagged ?? (await loadFeed(c, base))
  if (!feed) return notFound(c)
  return renderListing(c, {
    feed,
    query,
    canonical: path,
    title: meta.title,
    description: `${meta.title}: shop deals delivered to your door, at up to 80% off.`,
    // The indexable slug is still subject to the listing rules (a filtered or later page is not).
    robots: meta.robots === 'INDEX, FOLLOW' ? undefined : meta.robots,
    page: {
      heading: meta.title,
      breadcrumbs: [HOME, { label: meta.title, href: path }],
      fixedFilters: tagged ? ['special'] : [],
    },
  })
}
