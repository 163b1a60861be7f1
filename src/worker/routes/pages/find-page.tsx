import type { Context } from 'hono'
import { FindPage } from '../../../client/pages/find-page'
import type { AppEnv } from '../../http/app-env'
import { categoryLinks, popularDeals } from './landing-data'
import { renderInShell } from './page-context'

const TRENDING_DEALS = 12

/** /find (storefront §2 'Paths'), search-led discovery for the visitor's location: the search
 * box, the brand's categories and the most popular deals. Public catalogue content only, so
 * it is page-cached like any category page; the deals stream in under Suspense. */
export async function renderFindPage(c: Context<AppEnv>) {
  const location = c.get('location')
  const trending = popularDeals(c, 'findTrending', {
    location: location.shortName,
    size: TRENDING_DEALS,
  }).then((deals) => deals ?? [])
  return renderInShell(c, {
    meta: {
      canonicalPath: '/find',
      title: 'Find deals',
      description: `Search and browse deals in ${location.name}: save up to 80% on local deals.`,
    },
    body: (
      <FindPage
        locationName={location.name}
        categories={await categoryLinks(c, location)}
        trending={trending}
      />
    ),
  })
}
