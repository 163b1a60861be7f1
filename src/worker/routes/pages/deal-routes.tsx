import { isFlagSet } from '../../../shared/domain/pageType'
import { isShortDealForm, parseDealPath } from '../../../shared/domain/paths'
import { renderDeal } from './deal'
import { renderNotFound } from './not-found'
import type { PageLoader, PageRouter } from './page-router'

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
    pageType: 'dealPreview',
    when: ({ query }) => isFlagSet(query, 'dealPreview'),
    load: deal(true),
  })

/** A VIP deal is the same deal path behind a 'vip' segment. */
export const vipDealRoutes = (router: PageRouter) =>
  router
    .on('/vip/deal/*', { pageType: 'vipDeal', load: deal(false) })
    .on('/vip/deal-preview/*', { pageType: 'vipDeal', load: deal(true) })
    .on('/vip/:id/:productId', {
      pageType: 'vipDeal',
      when: ({ segments }) => isShortDealForm(segments.slice(1)),
      load: deal(false),
    })

/** Deal pages; the short form /{number}/{productId}/ is a deal too. */
export const dealRoutes = (router: PageRouter) =>
  router
    .on('/deal/*', { pageType: 'deal', load: deal(false) })
    .on('/deal-preview/*', { pageType: 'deal', load: deal(true) })
    .on('/:id/:productId', {
      pageType: 'deal',
      when: ({ segments }) => isShortDealForm(segments),
      load: deal(false),
    })
