import type { Context } from 'hono'
import { DealEndedPage } from '../../../client/pages/deal-ended-page'
import { DealPage, type HotelStay } from '../../../client/pages/deal-page'
import { dealReferrer, dealView, endsInLabel } from '../../../shared/domain/deal/deal-view'
import { imageQuality } from '../../../shared/domain/deal/image-quality'
import { shareCardPath } from '../../../shared/domain/share-card'
import { truncateText } from '../../../shared/domain/deal/price-text'
import { DealPreviewBanner } from '../../../client/pages/deal-preview-banner'
import {
  canonicalDealPath,
  evergreenSlug,
  isCanonicalDealPath,
} from '../../../shared/domain/canonical-deal-path'
import type { ParsedDealPath } from '../../../shared/domain/paths'
import { HotelSearchQuery } from '../../../shared/schemas/availability'
import type { Deal } from '../../../shared/schemas/deal'
import type { AppEnv } from '../../http/app-env'
import { renderInShell } from './page-context'
import { renderNotFound } from './not-found'
import { clock } from '../../clock'
import { isVipViewer } from './vip-viewer'
import { mayPreviewDeal } from '../api/unopened-deal'
import { isPersonalRequest } from '../../middleware/page-cache'
import { countryTwinBrand } from '../../../shared/domain/seo/hreflang'

/** What the deal routes read from the path: the deal (null when the path names none) and
 * whether it is a preview (`?dealPreview` or the deal-preview segment, §2 'Page types'). */
export interface DealRoute {
  parsed: ParsedDealPath | null
  preview: boolean
}

// Open Graph and search snippets are cut around here; a cut mid-word reads as a typo (§5).
const DESCRIPTION_LIMIT = 160

/** The deal page. The deal is critical data: it is awaited so a missing deal is a real 404.
 * The first page of reviews is deferred: read alongside it, streamed in under Suspense.
 * - Availability (§4) is judged here, with the last-chance referrer from `?source=` and
 *   `?sc_cid=`. A deal past its viewing window answers 410 Gone with a 'This deal has ended'
 *   page linking to its listings: 410 tells crawlers the URL is gone for good (404 says
 *   "maybe later"), and an old link in an email still leads somewhere useful.
 * - Image quality (§9) comes from the Save-Data and ECT client hints (the pages router asks for
 *   them and varies on them; the page cache keys on the quality level).
 * - A page shaped by the visitor's referrer (it unlocked a last-chance deal) is marked private
 *   so the shared page cache never stores it.
 * - Paths (§2): /deal/{…}/e/{slug} finds an evergreen deal by its slug and is canonical under
 *   its evergreen URL; a product id after the deal id preselects that product in the picker;
 *   the short form /{id}/{productId}/ and any path whose category or blurb segments are not the
 *   deal's answer 301 to the canonical path, query kept (one URL per deal for search engines).
 * - A preview (`?dealPreview=true` or /deal-preview/…) by an admin or the deal's own merchant
 *   shows a deal before it opens, marked NOINDEX with a banner and never cached; for anyone else, a deal that has not
 *   opened is a 404.
 * - A hotel-ads landing (§3 'Hotel search query': ?arrival=&departure=&guests=&productId=) opens a
 *   calendar deal's calendar on that stay; a query that does not parse is ignored, not a 400,
 *   since the ad still leads to the deal. Those parameters are in the page-cache key. */
export async function renderDeal(c: Context<AppEnv>, { parsed, preview }: DealRoute) {
  const url = new URL(c.req.url)
  // Set first, so no answer to a preview URL (its 404 included) reaches the shared cache.
  if (preview) c.set('cacheIntent', 'private')
  const slug = parsed?.evergreen ? evergreenSlug(url.pathname) : null
  if (!parsed || (!parsed.dealId && !slug)) return renderNotFound(c)
  const brand = c.get('brand')
  const catalog = c.var.services.catalog
  const now = clock.now()
  // Only an admin or the deal's own merchant see it before it opens (checked below, once the
  // deal is known); anyone else's preview is of open deals.
  const staffPreview = preview && (await c.var.session.staff()) !== null
  // A personal page (rendered on every visit) may share a copy of the deal a few seconds old
  // (CatalogService DEAL_PAGE_MEMO_MS). An anonymous render is already shared through the page
  // cache, which must not stack that on its own TTL; staff previewing an edit read it afresh.
  const lookup = staffPreview ? {} : { openedBy: now, forDisplay: isPersonalRequest(c) }
  const deal = await (parsed.dealId
    ? catalog.dealById(brand, parsed.dealId, lookup)
    : catalog.dealByEvergreenSlug(brand, slug ?? '', lookup))
  if (!deal) return renderNotFound(c)
  // Staff of another merchant preview only what everyone sees: the slug is resolved first, so
  // the owner is asked of the deal found.
  if (
    staffPreview &&
    (await catalog.opensLater(deal.id, now)) &&
    !(await mayPreviewDeal(c, deal.id))
  ) {
    return renderNotFound(c)
  }

  const productId = deal.products.find((product) => product.id === parsed.productId)?.id ?? null
  // Lower-cased as every page path is (middleware/canonical-path.ts): a slug with a capital
  // would otherwise be sent back and forth between the two.
  const canonical = canonicalDealPath({
    path: url.pathname,
    deal,
    productId,
    evergreen: parsed.evergreen,
  }).toLowerCase()
  if (!isCanonicalDealPath(url.pathname, canonical)) {
    return c.redirect(`${canonical}${url.search}`, 301)
  }
  // The reviews' first page is the API's own answer, so the island's next page follows it. It
  // is deferred data, streamed in under Suspense after the shell, so it is read once the deal
  // is known: only for a deal that has reviews, and without asking again whether this brand
  // sells it (two D1 calls of a personal deal page). A failure costs only the reviews.
  const reviews =
    deal.reviewSummary.total > 0
      ? c.var.services.reviews
          .pageOfSoldDeal(deal.id, { page: 0, sort: 'date', merchantWide: false })
          .then((page) => page.reviews)
          .catch(() => [])
      : []
  const vipMember = await isVipViewer(c)
  const referrer = dealReferrer({
    source: url.searchParams.get('source'),
    sc_cid: url.searchParams.get('sc_cid'),
  })
  const view = dealView({ deal, now, timeZone: brand.timeZone, referrer })
  const hotelStay = deal.productDisplay.type === 'calendar' ? hotelSearch(url, deal.products) : null
  // The canonical link names the deal page itself, without a preselected product or preview.
  const pageCanonical = (parsed.evergreen && deal.evergreenUrl) || deal.urlPath
  const quality = imageQuality({ saveData: c.req.header('save-data'), ect: c.req.header('ect') })
  // Quality and the referrer parameters are part of the page-cache key; a referrer-shaped page
  // is still kept out of the shared cache so one visitor's exception is never another's page.
  if (view.referrerDependent) c.set('cacheIntent', 'private')

  if (!view.viewable) return renderDealEnded(c, deal, pageCanonical)
  // The same thing sold on the other country's site (a twin, migration 0048): a preview and an
  // evergreen URL have none, since the twin's page is its own deal URL.
  const twinPath =
    preview || parsed.evergreen
      ? null
      : await catalog.twinDealPath(deal, countryTwinBrand(brand), now)

  return renderInShell(c, {
    // Reviews still to come stream in under Suspense. Without any, a personal request (rendered
    // every time, never from the page cache) renders the page whole, at a third of the CPU.
    whole: !(reviews instanceof Promise) && isPersonalRequest(c),
    meta: {
      canonicalPath: pageCanonical,
      twinPath,
      title: deal.headline,
      description: truncateText(deal.title, DESCRIPTION_LIMIT),
      image: shareCardPath({ kind: 'deal', dealId: deal.id }),
      ogType: 'product',
      robots: preview ? 'NOINDEX, NOFOLLOW' : undefined,
    },
    body: (
      <>
        {preview ? <DealPreviewBanner /> : null}
        <DealPage
          deal={deal}
          brand={brand}
          view={view}
          endsIn={endsInLabel(deal.closingDate, now)}
          imageQuality={quality}
          reviews={reviews}
          productId={productId}
          hotelStay={hotelStay}
          vipMember={vipMember}
        />
      </>
    ),
  })
}

/** A deal past its viewing window: 410 Gone, linking to its listings. */
async function renderDealEnded(c: Context<AppEnv>, deal: Deal, canonicalPath: string) {
  const ended = await renderInShell(c, {
    meta: {
      canonicalPath,
      title: `Deal ended: ${deal.headline}`,
      description: truncateText(deal.title, DESCRIPTION_LIMIT),
      robots: 'NOINDEX, FOLLOW',
    },
    body: <DealEndedPage deal={deal} nationalLocation={c.get('brand').nationalLocation} />,
  })
  return new Response(ended.body, { status: 410, headers: ended.headers })
}

/** The stay a hotel-ads landing URL names, with its product kept only when it is the deal's. */
function hotelSearch(url: URL, products: readonly { id: number }[]): HotelStay | null {
  if (!url.searchParams.has('arrival')) return null
  const parsed = HotelSearchQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success) return null
  const { checkIn, checkOut, guests, leadInProductId } = parsed.data
  const known = products.some((product) => product.id === leadInProductId)
  return { checkIn, checkOut, guests, leadInProductId: known ? leadInProductId : null }
}
