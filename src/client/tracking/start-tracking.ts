import type { PageState } from '../state/page-state'
import { adIdFor } from './ad-ids'
import { sendBeacon } from './beacon'
import { IMPRESSION_VISIBLE_RATIO, ImpressionCollector } from './impression-collector'
import { ensureTrackingSession } from './tracking-session'

const CARD = '[data-testid="deal-card"][data-stock-deal]'
const API = '/api/v1/tracking'

/** A sponsored card: its ad id and the sponsored session of the search answer. The server
 * marks the sponsored section with `data-ad-session` and `data-ad-ids` ("dealId:adId,…"),
 * or a single card's wrapper with `data-ad-id`. */
interface AdSlot {
  adId: number
  dealId: number
  sessionId: string
}

const dealIdOf = (card: Element) => Number((card as HTMLElement).dataset.stockDeal)

function adOf(card: Element): AdSlot | null {
  const holder = card.closest<HTMLElement>('[data-ad-session]')
  const sessionId = holder?.dataset.adSession ?? ''
  const dealId = dealIdOf(card)
  if (!holder || !sessionId || !(dealId > 0)) return null
  const own = Number(card.closest<HTMLElement>('[data-ad-id]')?.dataset.adId)
  const adId = own > 0 ? own : (adIdFor(holder.dataset.adIds, dealId) ?? 0)
  return adId > 0 ? { adId, dealId, sessionId } : null
}

/** Where impressions go (§7 'deal impressions, location-specific'); null without a location,
 * the case the worker answers with §8's 'Deal impressions: undefined or missing location data'. */
function dealsUrl(kind: 'impressions' | 'clicks', state: PageState): string | null {
  if (!state.locationShortName) return null
  const feed = encodeURIComponent(state.pageType)
  return `${API}/${kind}/${encodeURIComponent(state.locationShortName)}?feed=${feed}`
}

function sendAds(slots: AdSlot[], type: 'click' | 'impression') {
  // One call per sponsored session (in practice one per page).
  const bySession = new Map<string, AdSlot[]>()
  for (const slot of slots)
    bySession.set(slot.sessionId, [...(bySession.get(slot.sessionId) ?? []), slot])
  for (const [sessionId, group] of bySession) {
    sendBeacon(`${API}/ads`, {
      adIds: group.map((s) => s.adId),
      dealIds: group.map((s) => s.dealId),
      sessionId,
      type,
    })
  }
}

/** Storefront §4/§7 tracking for one page: the visitor's tracking session, deal-card
 * impressions (half visible for a second, once per page, batches of 50 or on page hide),
 * clicks on cards, and the sponsored cards' ad impressions and clicks. Loaded when the page
 * is idle after hydration, so none of it touches first paint. */
export function startTracking(state: PageState) {
  void ensureTrackingSession()
  const impressionsUrl = dealsUrl('impressions', state)
  const deals = new ImpressionCollector<number>((ids) => {
    if (impressionsUrl) sendBeacon(impressionsUrl, ids)
  })
  const adSlots = new Map<string, AdSlot>()
  const ads = new ImpressionCollector<string>((keys) =>
    sendAds(
      keys.flatMap((k) => adSlots.get(k) ?? []),
      'impression',
    ),
  )

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = dealIdOf(entry.target)
        if (!(id > 0)) continue
        const shown = entry.isIntersecting && entry.intersectionRatio >= IMPRESSION_VISIBLE_RATIO
        const ad = adOf(entry.target)
        const adKey = ad ? `${ad.adId}:${ad.dealId}` : null
        if (ad && adKey) adSlots.set(adKey, ad)
        if (shown) {
          deals.visible(id)
          if (adKey) ads.visible(adKey)
        } else {
          deals.hidden(id)
          if (adKey) ads.hidden(adKey)
        }
      }
    },
    { threshold: [0, IMPRESSION_VISIBLE_RATIO] },
  )
  const watched = new WeakSet<Element>()
  const watchCards = () => {
    for (const card of document.querySelectorAll(CARD)) {
      if (watched.has(card)) continue
      watched.add(card)
      observer.observe(card)
    }
  }
  watchCards()
  // Cards arrive later too (load more, rails that fill after load).
  let queued = false
  new MutationObserver(() => {
    if (queued) return
    queued = true
    setTimeout(() => {
      queued = false
      watchCards()
    }, 200)
  }).observe(document.body, { childList: true, subtree: true })

  // A click beacon: sendBeacon survives the navigation the click starts.
  document.addEventListener(
    'click',
    (event) => {
      const card = (event.target as Element | null)?.closest?.(CARD)
      if (!card || !(event.target as Element).closest('a')) return
      const id = dealIdOf(card)
      const clicksUrl = dealsUrl('clicks', state)
      if (id > 0 && clicksUrl) sendBeacon(clicksUrl, [id])
      const ad = adOf(card)
      if (ad) sendAds([ad], 'click')
    },
    { capture: true },
  )

  const flush = () => {
    deals.flush()
    ads.flush()
  }
  // §4 'batched and sent at 50 collected or when the page is left'.
  addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
}
