import { isFlagSet } from '../../../shared/domain/pageType'
import { isShortDealForm, parseDealPath } from '../../../shared/domain/paths'
import { renderDeal } from './deal'
import { renderNotFound } from './not-found'
import { cachedBy, privatePage, publicPage } from './page-facts'
import type { PageLoader, PageRouter } from './page-router'

/** A deal page reads its hotel-ads search, source and search campaign id (deal.tsx). */
const DEAL = publicPage(
  'deal',
  cachedBy('arrival', 'departure', 'guests', 'productId', 'source', 'sc_cid'),
)
const VIP_DEAL = { ...privatePage('vipDeal'), skin: 'vip' } as const

/** A deal page, or a preview of one; the path's deal is read once, here. */
const deal =
  (preview: boolean): PageLoader =>
  (c, { path, segments }) =>
    segments.length >= 2 || /^\d+$/.test(segments[0] ?? '')
      ? renderDeal(c, { parsed: parseDealPath(path), preview })
      : renderNotFound(c)

/** The dealPreview flag makes any path below the §2 table's fixed rows a deal preview. */
export const dealPreviewRoutes = (router: PageRouter) =>
  router.on('/*', {
    ...privatePage('dealPreview'),
    when: ({ query }) => isFlagSet(query, 'dealPreview'),
    load: deal(true),
  })

/** A VIP deal is the same deal path behind a 'vip' segment. */
export const vipDealRoutes = (router: PageRouter) =>
  router
    .on('/vip/deal/*', { ...VIP_DEAL, load: deal(false) })
    .on('/vip/deal-preview/*', { ...VIP_DEAL, load: deal(true) })
    .on('/vip/:id/:productId', {
      ...VIP_DEAL,
      when: ({ segments }) => isShortDealForm(segments.slice(1)),
      load: deal(false),
    })

/** Deal pages; the short form /{number}/{productId}/ is a deal too. */
export const dealRoutes = (router: PageRouter) =>
  router
    .on('/deal/*', { ...DEAL, load: deal(false) })
    .on('/deal-preview/*', { ...DEAL, load: deal(true) })
    .on('/:id/:productId', {
      ...DEAL,
      when: ({ segments }) => isShortDealForm(segments),
      load: deal(false),
    })
