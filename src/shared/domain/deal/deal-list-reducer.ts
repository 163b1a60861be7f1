import { LISTING_PAGE_SIZE } from '../../config/constants'
import type { DealSummary } from '../../schemas/deal'
import type { FacetedNavigation, SearchResult } from '../../schemas/feed'
import { isNoMore } from './next-page'

type HomeRail = 'buyAgain' | 'recommended' | 'newProducts' | 'recentlyViewed'

/** Storefront §3 'Deal-list state'. */
export interface DealListState {
  deals: DealSummary[]
  mainDeal: DealSummary | null
  secondaryDealsArray: DealSummary[]
  facetedNavigation: FacetedNavigation | null
  evergreenUrl: string | null
  canonicalUrl: string | null
  redirectUrl: string | null
  searchResult: SearchResult | null
  ssr: boolean
  /** Id of the last deal loaded, where a returning visitor's scroll resumes. */
  lastId: number | null
  /** Index of the last page loaded; the server renders page 0. */
  lastPage: number
  nomore: boolean
  isDealPreview: boolean
  buyAgainDeals: DealSummary[]
  recommendedDeals: DealSummary[]
  newProductDeals: DealSummary[]
  recentlyViewedDeals: DealSummary[]
  featuredDealsLoaded: 'COMPLETE' | 'UNCOMPLETE'
}

export const initialDealListState: DealListState = {
  deals: [],
  mainDeal: null,
  secondaryDealsArray: [],
  facetedNavigation: null,
  evergreenUrl: null,
  canonicalUrl: null,
  redirectUrl: null,
  searchResult: null,
  ssr: false,
  lastId: null,
  lastPage: 0,
  nomore: false,
  isDealPreview: false,
  buyAgainDeals: [],
  recommendedDeals: [],
  newProductDeals: [],
  recentlyViewedDeals: [],
  featuredDealsLoaded: 'UNCOMPLETE',
}

/** A deal-list answer (§3 'Deal list response') as the page received it. */
interface DealListPayload {
  deals: DealSummary[]
  mainDeal?: DealSummary | null
  secondaryDeals?: DealSummary[]
  facetedNavigation?: FacetedNavigation | null
  evergreenUrl?: string | null
  canonicalUrl?: string | null
  redirectUrl?: string | null
  searchResult?: SearchResult | null
}

export type DealListAction =
  | { type: 'set-deals'; payload: DealListPayload; ssr?: boolean }
  | { type: 'set-preview-deals'; deals: DealSummary[]; mainDeal?: DealSummary | null }
  | { type: 'append-page'; page: number; deals: DealSummary[]; pageSize?: number }
  | { type: 'set-rail'; rail: HomeRail; deals: DealSummary[] }
  | { type: 'set-featured-deals-loaded'; loaded: boolean }
  | { type: 'reset-buy-again' }

const RAIL_KEYS = {
  buyAgain: 'buyAgainDeals',
  recommended: 'recommendedDeals',
  newProducts: 'newProductDeals',
  recentlyViewed: 'recentlyViewedDeals',
} as const satisfies Record<HomeRail, keyof DealListState>

const PAGING_RESET = { lastId: null, lastPage: 0, nomore: false } as const

/** The deal-list paging state machine of storefront §4 'Deal-list paging':
 * - set-deals resets lastId, lastPage and nomore. With a main deal it sets the whole list
 *   response; without one (a search answer) it sets only deals, facets and search result and
 *   keeps the page's canonical, evergreen and redirect URLs, which a search answer lacks.
 * - set-preview-deals is preview mode's own set: deals and main deal, isDealPreview on, paging
 *   reset, facets and search cleared (a preview is of one category, unfiltered).
 * - append-page adds a further page and sets nomore when it holds fewer deals than the page
 *   size, or none. A page at or before lastPage is a duplicate or late answer (a double scroll
 *   event) and is ignored; a deal already listed is not listed twice, since offsets shift
 *   when deals close between requests.
 * - reset-buy-again clears the buy-again list.
 * @example dealListReducer(state, { type: 'append-page', page: 1, deals }) */
export function dealListReducer(state: DealListState, action: DealListAction): DealListState {
  switch (action.type) {
    case 'set-deals': {
      const { payload } = action
      const ssr = action.ssr ?? state.ssr
      if (!payload.mainDeal) {
        return {
          ...state,
          ...PAGING_RESET,
          ssr,
          deals: payload.deals,
          facetedNavigation: payload.facetedNavigation ?? null,
          searchResult: payload.searchResult ?? null,
        }
      }
      return {
        ...state,
        ...PAGING_RESET,
        ssr,
        isDealPreview: false,
        deals: payload.deals,
        mainDeal: payload.mainDeal,
        secondaryDealsArray: payload.secondaryDeals ?? [],
        facetedNavigation: payload.facetedNavigation ?? null,
        evergreenUrl: payload.evergreenUrl ?? null,
        canonicalUrl: payload.canonicalUrl ?? null,
        redirectUrl: payload.redirectUrl ?? null,
        searchResult: payload.searchResult ?? null,
      }
    }
    case 'set-preview-deals':
      return {
        ...state,
        ...PAGING_RESET,
        isDealPreview: true,
        deals: action.deals,
        mainDeal: action.mainDeal ?? null,
        facetedNavigation: null,
        searchResult: null,
      }
    case 'append-page': {
      if (action.page <= state.lastPage) return state
      const listed = new Set(state.deals.map((deal) => deal.id))
      if (state.mainDeal) listed.add(state.mainDeal.id)
      const fresh = action.deals.filter((deal) => !listed.has(deal.id))
      return {
        ...state,
        deals: fresh.length > 0 ? [...state.deals, ...fresh] : state.deals,
        lastPage: action.page,
        lastId: action.deals.at(-1)?.id ?? state.lastId,
        // Judged on what the server sent, not on what was new: a full page of repeats still
        // means the feed goes on.
        nomore: isNoMore(action.deals.length, action.pageSize ?? LISTING_PAGE_SIZE),
      }
    }
    case 'set-rail':
      return { ...state, [RAIL_KEYS[action.rail]]: action.deals }
    case 'set-featured-deals-loaded':
      return { ...state, featuredDealsLoaded: action.loaded ? 'COMPLETE' : 'UNCOMPLETE' }
    case 'reset-buy-again':
      return { ...state, buyAgainDeals: [] }
  }
}
