import type { IslandName } from './registry'

/** When an island hydrates (hydration never blocks):
 * - `load`: at once, for what a visitor sees and uses first (the deal page's product picker);
 * - `visible`: when it comes within 200 px of the viewport (rails, reviews, social proof);
 * - `idle`: when the browser has nothing else to do (watchers such as the sign-up lightbox,
 *   and the header's basket count and account menu);
 * - `interaction`: on the first pointer, focus or key inside it; a click that lands before then
 *   is held and replayed once it is live (`schedule.ts`). Its code is not fetched before, so it
 *   costs a visitor who never uses it nothing.
 * Islands not listed hydrate at load: the signed-in pages' forms, checkout and the back office,
 * where the island is the page. */
export type HydrateOn = 'load' | 'visible' | 'idle' | 'interaction'

const HYDRATE_ON: Partial<Record<IslandName, HydrateOn>> = {
  'header-nav': 'idle',
  'account-menu': 'idle',
  'basket-link': 'idle',
  'sign-up-lightbox': 'idle',
  'exit-promotion': 'idle',
  smartbanner: 'idle',
  'record-recently-viewed': 'idle',
  // Typing starts before a first-use island could be live, and the keys would be lost.
  'search-autocomplete': 'idle',
  // The drawer and its 'Filters' toggle are two roots sharing one atom: both live together.
  'filter-panel': 'idle',
  'filter-toggle': 'idle',
  'location-chooser': 'interaction',
  'travel-menu': 'interaction',
  'sort-form': 'interaction',
  'deal-share': 'interaction',
  'deal-notify-me': 'interaction',
  'review-form': 'interaction',
  // The server's next-page link becomes a 'Load more' button as the shopper scrolls near it.
  'load-more': 'visible',
  'rail-buttons': 'visible',
  'rail-recently-viewed': 'visible',
  'rail-buy-again': 'visible',
  'deal-social-cue': 'visible',
  'deal-reviews': 'visible',
}

export const hydrateOn = (name: IslandName): HydrateOn => HYDRATE_ON[name] ?? 'load'
