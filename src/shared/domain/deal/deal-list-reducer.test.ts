import { describe, expect, it } from 'vitest'
import type { DealSummary } from '../../schemas/deal'
import type { FacetedNavigation, SearchResult } from '../../schemas/feed'
import {
  dealListReducer,
  initialDealListState,
  type DealListAction,
  type DealListState,
} from './deal-list-reducer'

function makeDeal(id: number): DealSummary {
  return {
    id,
    urlPath: `/deal/london/spa/${id}`,
    headline: `Deal ${id}`,
    title: `Deal ${id}`,
    price: 2900,
    originalPrice: 7900,
    vipPrice: null,
    discountPercentage: 63,
    currency: 'GBP',
    priceText: null,
    soldOut: false,
    closingDate: '2025-07-20T18:00:00.000Z',
    totalBought: 10,
    locationName: 'London',
    category: { name: 'Beauty', shortName: 'beauty' },
    image: { id, imageUrl: `/images/${id}`, extension: 'svg', alt: '' },
    reviewSummary: { total: 0, average: 0 },
    display: {
      discount: true,
      showPrice: true,
      earlyBird: false,
      lastChance: false,
      discountAmount: false,
      dynamicTravelDeal: false,
      clickAndCollectDeal: false,
      vipDiscountAllowed: false,
      priceText: false,
    },
  }
}

const deals = (...ids: number[]) => ids.map(makeDeal)
const range = (from: number, count: number) =>
  deals(...Array.from({ length: count }, (_, i) => from + i))

const facets: FacetedNavigation = {
  navigations: [],
  filters: [],
  stats: { minPrice: 0, maxPrice: 10000, count: 9 },
}
const search: SearchResult = { query: 'spa', count: 9, correctedQuery: null }

function run(...actions: DealListAction[]): DealListState {
  return actions.reduce(dealListReducer, initialDealListState)
}

const paged: DealListState = {
  ...initialDealListState,
  deals: range(1, 9),
  lastId: 9,
  lastPage: 2,
  nomore: true,
}

describe('dealListReducer', () => {
  it('starts empty, on page 0, with more to come', () => {
    expect(initialDealListState).toMatchObject({
      deals: [],
      lastId: null,
      lastPage: 0,
      nomore: false,
      featuredDealsLoaded: 'UNCOMPLETE',
    })
  })

  describe('set-deals', () => {
    it('sets the whole list response when it has a main deal', () => {
      const state = run({
        type: 'set-deals',
        ssr: true,
        payload: {
          deals: range(2, 9),
          mainDeal: makeDeal(1),
          secondaryDeals: deals(20, 21),
          facetedNavigation: facets,
          canonicalUrl: '/deals/london',
          evergreenUrl: '/deals/london/spa',
          redirectUrl: null,
          searchResult: search,
        },
      })
      expect(state).toMatchObject({
        mainDeal: makeDeal(1),
        secondaryDealsArray: deals(20, 21),
        facetedNavigation: facets,
        canonicalUrl: '/deals/london',
        evergreenUrl: '/deals/london/spa',
        searchResult: search,
        ssr: true,
      })
      expect(state.deals).toHaveLength(9)
    })

    it('resets lastId, lastPage and nomore', () => {
      const state = dealListReducer(paged, {
        type: 'set-deals',
        payload: { deals: deals(50), mainDeal: makeDeal(49) },
      })
      expect(state).toMatchObject({ lastId: null, lastPage: 0, nomore: false })
    })

    it('resets paging for a search answer without a main deal too', () => {
      const state = dealListReducer(paged, { type: 'set-deals', payload: { deals: deals(50) } })
      expect(state).toMatchObject({ lastId: null, lastPage: 0, nomore: false })
    })

    it('sets only deals, facets and search when there is no main deal', () => {
      const before = run({
        type: 'set-deals',
        payload: {
          deals: deals(2),
          mainDeal: makeDeal(1),
          canonicalUrl: '/deals/london',
          evergreenUrl: '/e',
          secondaryDeals: deals(3),
        },
      })
      const state = dealListReducer(before, {
        type: 'set-deals',
        payload: {
          deals: deals(7, 8),
          facetedNavigation: facets,
          searchResult: search,
          canonicalUrl: '/ignored',
        },
      })
      expect(state.deals).toEqual(deals(7, 8))
      expect(state.facetedNavigation).toBe(facets)
      expect(state.searchResult).toBe(search)
      expect(state.mainDeal).toEqual(makeDeal(1))
      expect(state.canonicalUrl).toBe('/deals/london')
      expect(state.evergreenUrl).toBe('/e')
      expect(state.secondaryDealsArray).toEqual(deals(3))
    })

    it('keeps the ssr flag when the action does not say', () => {
      const state = dealListReducer(
        { ...initialDealListState, ssr: true },
        { type: 'set-deals', payload: { deals: [] } },
      )
      expect(state.ssr).toBe(true)
    })

    it('leaves preview mode when a full list response arrives', () => {
      const state = run(
        { type: 'set-preview-deals', deals: deals(1) },
        { type: 'set-deals', payload: { deals: deals(2), mainDeal: makeDeal(3) } },
      )
      expect(state.isDealPreview).toBe(false)
    })
  })

  describe('set-preview-deals', () => {
    it('sets the preview deals, turns preview mode on and resets paging', () => {
      const state = dealListReducer(
        { ...paged, facetedNavigation: facets, searchResult: search },
        { type: 'set-preview-deals', deals: deals(30, 31), mainDeal: makeDeal(29) },
      )
      expect(state).toMatchObject({
        isDealPreview: true,
        deals: deals(30, 31),
        mainDeal: makeDeal(29),
        facetedNavigation: null,
        searchResult: null,
        lastId: null,
        lastPage: 0,
        nomore: false,
      })
    })
  })

  describe('append-page', () => {
    const first = run({ type: 'set-deals', payload: { deals: range(2, 9), mainDeal: makeDeal(1) } })

    it('appends a further page and remembers it', () => {
      const state = dealListReducer(first, { type: 'append-page', page: 1, deals: range(11, 9) })
      expect(state.deals.map((d) => d.id)).toEqual(
        [...range(2, 9), ...range(11, 9)].map((d) => d.id),
      )
      expect(state).toMatchObject({ lastPage: 1, lastId: 19, nomore: false })
    })

    it('sets nomore when a page has fewer deals than the page size', () => {
      const state = dealListReducer(first, { type: 'append-page', page: 1, deals: range(11, 4) })
      expect(state.nomore).toBe(true)
    })

    it('sets nomore when a page has no deals, keeping the last id', () => {
      const state = dealListReducer(first, { type: 'append-page', page: 1, deals: [] })
      expect(state).toMatchObject({ nomore: true, lastPage: 1, lastId: null })
      expect(state.deals).toBe(first.deals)
    })

    it('judges a full page against the page size it asked for', () => {
      const state = dealListReducer(first, {
        type: 'append-page',
        page: 1,
        deals: range(11, 12),
        pageSize: 12,
      })
      expect(state.nomore).toBe(false)
    })

    it('ignores a page already loaded', () => {
      const once = dealListReducer(first, { type: 'append-page', page: 1, deals: range(11, 9) })
      expect(dealListReducer(once, { type: 'append-page', page: 1, deals: range(11, 9) })).toBe(
        once,
      )
    })

    it('does not list a deal twice when offsets shifted between pages', () => {
      const state = dealListReducer(first, {
        type: 'append-page',
        page: 1,
        deals: deals(10, 1, 11, 12, 13, 14, 15, 16, 17),
      })
      const ids = state.deals.map((d) => d.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).not.toContain(1)
      expect(state.nomore).toBe(false)
    })
  })

  describe('rails', () => {
    it('sets each home-page rail', () => {
      const state = run(
        { type: 'set-rail', rail: 'buyAgain', deals: deals(1) },
        { type: 'set-rail', rail: 'recommended', deals: deals(2) },
        { type: 'set-rail', rail: 'newProducts', deals: deals(3) },
        { type: 'set-rail', rail: 'recentlyViewed', deals: deals(4) },
      )
      expect(state).toMatchObject({
        buyAgainDeals: deals(1),
        recommendedDeals: deals(2),
        newProductDeals: deals(3),
        recentlyViewedDeals: deals(4),
      })
    })

    it('clears the buy-again list on reset and leaves the other rails', () => {
      const state = run(
        { type: 'set-rail', rail: 'buyAgain', deals: deals(1, 2) },
        { type: 'set-rail', rail: 'recommended', deals: deals(3) },
        { type: 'reset-buy-again' },
      )
      expect(state.buyAgainDeals).toEqual([])
      expect(state.recommendedDeals).toEqual(deals(3))
    })

    it('marks the featured deals as loaded and not loaded', () => {
      expect(run({ type: 'set-featured-deals-loaded', loaded: true }).featuredDealsLoaded).toBe(
        'COMPLETE',
      )
      expect(run({ type: 'set-featured-deals-loaded', loaded: false }).featuredDealsLoaded).toBe(
        'UNCOMPLETE',
      )
    })
  })

  it('never changes the state it was given', () => {
    const frozen = Object.freeze({
      ...paged,
      deals: Object.freeze([...paged.deals]) as DealSummary[],
    })
    expect(() =>
      dealListReducer(frozen, { type: 'append-page', page: 3, deals: range(40, 9) }),
    ).not.toThrow()
    expect(frozen.deals).toHaveLength(9)
  })
})
