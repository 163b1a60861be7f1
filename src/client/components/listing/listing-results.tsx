import type { ReactNode } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { SORT_LABELS, type FacetedNavigation, type SortOrder } from '../../../shared/schemas/feed'
import { DealCard } from '../deal-card/deal-card'
import { DealGrid } from '../deal-card/deal-grid'
import { MainDeal } from '../deal-card/main-deal'
import { activeFilters } from './filter-labels'
import { hrefWith, keptParams, pageHref } from './listing-url'
import * as s from './listing.styles'
import * as panel from './filter-panel.styles'
import { FilterPanel } from '../../islands/discovery/filter-panel'
import { FilterToggle } from '../../islands/discovery/filter-toggle'
import { Island } from '../../islands/island'
import { LoadMore } from '../../islands/discovery/load-more'
import { SortForm } from '../../islands/discovery/sort-form'

/** One page of a deal list and how the visitor narrowed it (§3 'Deal-list state'). */
export interface ListingList {
  deals: DealSummary[]
  mainDeal: DealSummary | null
  facetedNavigation: FacetedNavigation | null
  /** The API's JSON for the next page; null when there is none. */
  nextPageUrl: string | null
  nomore: boolean
  /** 0-based (§5). */
  page: number
  pageSize: number
  orderBy: SortOrder
  minPrice: number | null
  maxPrice: number | null
  vip: boolean
  /** All matching deals, when the service counts them. */
  total: number | null
}

export interface SortChoice {
  name: 'orderBy' | 'sort'
  value: string
  options: { value: string; label: string }[]
}

interface EmptyState {
  title: string
  text: string
  href: string
  linkText: string
}

export const SORT_OPTIONS = (Object.keys(SORT_LABELS) as SortOrder[]).map((value) => ({
  value: value as string,
  label: SORT_LABELS[value],
}))

// What 'Clear all filters' takes off; the search words and the path's own category stay.
const FILTER_PARAMS = [
  'minPrice',
  'maxPrice',
  'categories',
  'category',
  'subcategory',
  'searchTag',
  'all',
  'vip',
]

export interface ListingResultsProps {
  /** The page's path and query: forms and paging links are built from them. */
  path: string
  search: string
  list: ListingList
  currencySymbol: string
  /** Overrides the '{total} deals' line (search writes 'N deals for “spa”'). */
  countLabel?: string
  /** Facets, price and sort: off for short curated lists (recommended, early bird). */
  refine?: boolean
  /** Offers the §6 VIP toggle (`?vip=true`). */
  vipToggle?: boolean
  /** Search sorts by `sort` with relevance first; listings by `orderBy` (the default). */
  sort?: SortChoice
  /** Filters the page is made of, not offered for removal (e.g. 'special' on /early-bird). */
  fixedFilters?: string[]
  /** Between the toolbar and the grid, e.g. search's sponsored row. */
  beforeGrid?: ReactNode
  empty?: EmptyState
  /** A visible heading for the grid (a homepage's 'More deals in London'); else a label. */
  gridHeading?: string
}

/** A deal list's results: facets in a sidebar (a drawer on phones), count, sort, the main deal
 * with the deals beside it, the grid and 'Load more'. Server rendered; only the facet drawer,
 * sort and load-more are islands, and each works as plain links and GET forms before its
 * script arrives (and without it). Every listing uses it: category, search, the homepages. */
export function ListingResults(props: ListingResultsProps) {
  const { list, path, search, refine = true } = props
  const facets = refine ? list.facetedNavigation : null
  const filtered = list.minPrice !== null || list.maxPrice !== null || list.vip
  const clearHref = hrefWith(path, search, Object.fromEntries(FILTER_PARAMS.map((p) => [p, null])))
  const sort = props.sort ?? { name: 'orderBy', value: list.orderBy, options: SORT_OPTIONS }
  // Page 0 carries the deals shown beside the main deal ahead of the grid's page (§7 offset).
  const sideCount =
    list.mainDeal && list.page === 0 ? Math.max(0, list.deals.length - list.pageSize) : 0
  const sideDeals = list.deals.slice(0, sideCount)
  const gridDeals = list.deals.slice(sideCount)
  const total = list.total ?? list.deals.length + (list.mainDeal ? 1 : 0)
  const countLabel = props.countLabel ?? `${total} deal${total === 1 ? '' : 's'}`
  const isEmpty = list.deals.length === 0 && !list.mainDeal
  const filters = facets
    ? activeFilters(facets, props.currencySymbol, props.fixedFilters ?? [])
    : []
  const empty: EmptyState =
    props.empty ??
    (filtered
      ? {
          title: 'No deals match these filters',
          text: 'Try a wider price range or fewer filters.',
          href: clearHref,
          linkText: 'Clear filters',
        }
      : {
          title: 'No deals here right now',
          text: 'New deals arrive every day. In the meantime, see what is popular today.',
          href: '/',
          linkText: "See today's deals",
        })

  return (
    <div className={refine ? s.layout : undefined}>
      {refine ? (
        <Island
          name="filter-panel"
          component={FilterPanel}
          props={{
            groups: facets?.navigations ?? [],
            filters,
            vip: props.vipToggle
              ? {
                  href: hrefWith(path, search, { vip: list.vip ? null : 'true' }),
                  active: list.vip,
                }
              : undefined,
            price: {
              path,
              hidden: keptParams(search, ['minPrice', 'maxPrice']),
              min: list.minPrice,
              max: list.maxPrice,
              currencySymbol: props.currencySymbol,
            },
            clearHref,
          }}
        />
      ) : null}
      <div className={s.results}>
        <div className={s.toolbar}>
          {countLabel ? (
            <p className={s.count} data-testid="listing-count">
              {countLabel}
            </p>
          ) : null}
          {refine ? (
            <Island
              name="filter-toggle"
              component={FilterToggle}
              props={{ activeCount: filters.length }}
              className={panel.toggle}
            />
          ) : null}
          {refine ? (
            <Island
              name="sort-form"
              component={SortForm}
              props={{
                path,
                name: sort.name,
                hidden: keptParams(search, [sort.name]),
                value: sort.value,
                options: sort.options,
              }}
            />
          ) : null}
        </div>
        {props.beforeGrid}
        {list.mainDeal ? (
          <div className={sideDeals.length > 0 ? s.hero : undefined}>
            <MainDeal deal={list.mainDeal} />
            {sideDeals.length > 0 ? (
              <ul className={s.side}>
                {sideDeals.map((deal) => (
                  <li key={deal.id}>
                    <DealCard deal={deal} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {isEmpty ? (
          <div className={s.empty} data-testid="listing-empty">
            <h2>{empty.title}</h2>
            <p>{empty.text}</p>
            <a href={empty.href}>{empty.linkText}</a>
          </div>
        ) : props.gridHeading ? (
          <section aria-labelledby="deals-heading">
            <h2 id="deals-heading" className={s.gridHeading}>
              {props.gridHeading}
            </h2>
            <DealGrid deals={gridDeals} priorityCount={list.mainDeal ? 0 : 3} />
          </section>
        ) : (
          <section aria-label="More deals">
            <DealGrid deals={gridDeals} priorityCount={list.mainDeal ? 0 : 3} />
          </section>
        )}
        {isEmpty ? null : (
          <Island
            name="load-more"
            component={LoadMore}
            props={{
              nextPageUrl: list.nomore ? null : list.nextPageUrl,
              nextHref:
                list.nomore || !list.nextPageUrl ? null : pageHref(path, search, list.page + 1),
              nomore: list.nomore,
              pageSize: list.pageSize,
              lastId: list.deals.at(-1)?.id ?? null,
              page: list.page,
            }}
          />
        )}
      </div>
    </div>
  )
}
