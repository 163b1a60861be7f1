import type { Context } from 'hono'
import { DealEndedPage } from '../../../client/pages/deal-ended-page'
import { DealPage } from '../../../client/pages/deal-page'
import { dealReferrer, dealView, endsInLabel } from '../../../client/pages/deal-view'
import { imageQuality } from '../../../shared/domain/deal/image-quality'
import { truncateText } from '../../../shared/domain/deal/price-text'
import { parseDealPath } from '../../../shared/domain/paths'
import type { AppEnv } from '../../env'
import { CatalogService } from '../../services/catalog/catalog-service'
import { DealResourceService } from '../../services/feeds/deal-resource-service'
import { renderInShell } from './page-context'
import { renderNotFound } from './not-found'

// Open Graph and search snippets are cut around here; a cut mid-word reads as a typo (§5).
const DESCRIPTION_LIMIT = 160

/** The deal page. The deal is critical data: it is awaited so a missing deal is a real 404.
 * The first page of reviews is read alongside it; a failure there costs only the reviews.
 * - Availability (§4) is judged here, with the last-chance referrer from `?source=` and
 *   `?sc_cid=`. A deal past its viewing window answers 410 Gone with a 'This deal has ended'
 *   page linking to its listings: 410 tells crawlers the URL is gone for good (404 says
 *   "maybe later"), and an old link in an email still leads somewhere useful.
 * - Image quality (§9) comes from the Save-Data and ECT client hints (the pages router asks for
 *   them and varies on them; the page cache keys on the quality level).
 * - A page shaped by the visitor's referrer (it unlocked a last-chance deal) is marked private
 *   so the shared page cache never stores it. */
export async function renderDeal(c: Context<AppEnv>) {
  const url = new URL(c.req.url)
  const parsed = parseDealPath(url.pathname)
  if (!parsed?.dealId) return renderNotFound(c)
  const brand = c.get('brand')
  const catalog = new CatalogService(c.env.DB)
  // The reviews' first page is the API's own answer, so the island's next page follows it.
  const [deal, reviews] = await Promise.all([
    catalog.dealById(brand, parsed.dealId),
    new DealResourceService(c.env.DB)
      .reviews(brand, parsed.dealId, 0)
      .then((page) => page.reviews)
      .catch(() => []),
  ])
  if (!deal) return renderNotFound(c)

  const now = new Date()
  const referrer = dealReferrer({
    source: url.searchParams.get('source'),
    sc_cid: url.searchParams.get('sc_cid'),
  })
  const view = dealView({ deal, now, timeZone: brand.timeZone, referrer })
  const quality = imageQuality({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })
  // Quality and the referrer parameters are part of the page-cache key; a referrer-shaped page
  // is still kept out of the shared cache so one visitor's exception is never another's page.
  if (view.referrerDependent) {
    c.header('x-page-cache-control', 'private')
  }

  if (!view.viewable) {
    const ended = await renderInShell(c, {
      meta: {
        canonicalPath: deal.urlPath,
        title: `Deal ended: ${deal.headline}`,
        description: truncateText(deal.title, DESCRIPTION_LIMIT),
        robots: 'NOINDEX, FOLLOW',
      },
      body: <DealEndedPage deal={deal} />,
    })
    return new Response(ended.body, { status: 410, headers: ended.headers })
  }

  const productId = deal.products.find((product) => product.id === parsed.productId)?.id ?? null
  return renderInShell(c, {
    meta: {
      canonicalPath: deal.urlPath,
      title: deal.headline,
      description: truncateText(deal.title, DESCRIPTION_LIMIT),
      image: deal.image.imageUrl,
      ogType: 'product',
    },
    body: (
      <DealPage
        deal={deal}
        brand={brand}
        view={view}
        endsIn={endsInLabel(deal.closingDate, now)}
        imageQuality={quality}
        reviews={deal.reviewSummary.total > 0 ? reviews : []}
        productId={productId}
      />
    ),
  })
}
