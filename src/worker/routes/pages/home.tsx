import type { Context } from 'hono'
import { HomePage } from '../../../client/pages/home-page'
import { LISTING_PAGE_SIZE } from '../../../shared/config/constants'
import type { Location } from '../../../shared/schemas/location'
import type { AppEnv } from '../../env'
import { CatalogService } from '../../services/catalog/catalog-service'
import { renderInShell } from './page-context'

/** The homepage of a location (root, the national homepage and /deals/{location}).
 * The feed is deferred data (Hydrogen's split): the promise is handed to a Suspense
 * boundary, so the header streams before D1 answers and a slow feed never blocks it. */
export function renderHomepage(c: Context<AppEnv>, location: Location, canonicalPath: string) {
  const catalog = new CatalogService(c.env.DB)
  const requestId = c.get('requestId')
  // Deferred data never throws (Hydrogen's rule): a failed feed shows the empty state and is
  // logged, while the rest of the page still answers 200.
  const feed = catalog
    .homepageFeed(c.get('brand'), location, {
      page: 0,
      pageSize: LISTING_PAGE_SIZE * 4,
      now: new Date(),
    })
    .catch((err: unknown) => {
      const message = err instanceof Error ? err.message : String(err)
      console.error(JSON.stringify({ level: 'error', requestId, where: 'homepageFeed', message }))
      return { mainDeal: null, deals: [] }
    })
  const title = location.kind === 'local' ? `Deals in ${location.name}` : undefined
  return renderInShell(c, {
    meta: {
      canonicalPath,
      title,
      description: `Save up to 80% on ${location.name} deals: spa days, restaurants, experiences and escapes.`,
    },
    pageLocationShortName: location.shortName,
    body: <HomePage locationName={location.name} feed={feed} />,
  })
}
