import type { ReactNode } from 'react'
import { container } from '../../themes/global-styles'
import { Breadcrumbs, type Crumb } from '../components/listing/breadcrumbs'
import {
  ListingResults,
  type EmptyState,
  type ListingList,
  type SortChoice,
} from '../components/listing/listing-results'
import * as s from '../components/listing/listing.styles'

// The results' types and sort options are the listing's vocabulary; pages import them here.
export {
  SORT_OPTIONS,
  type EmptyState,
  type ListingList,
  type SortChoice,
} from '../components/listing/listing-results'

export interface ListingPageProps {
  heading: string
  intro?: string
  /** Above the grid after the intro, e.g. the VIP hub's benefits and Join. */
  header?: ReactNode
  breadcrumbs: Crumb[]
  /** The page's path and query: forms and paging links are built from them. */
  path: string
  search: string
  list: ListingList
  currencySymbol: string
  /** Overrides the '{total} deals' line (search writes 'N deals for "spa"'). */
  countLabel?: string
  /** Facets, price and sort: off for short curated lists (recommended, early bird). */
  refine?: boolean
  /** Offers the §6 VIP toggle (`?vip=true`). */
  vipToggle?: boolean
  /** Search sorts by `sort` with relevance first; listings by `orderBy` (the default). */
  sort?: SortChoice
  /** Filters the page is made of, not offered for removal (e.g. 'special' on /early-bird). */
  fixedFilters?: string[]
  /** Above the results, e.g. 'Did you mean … ?'. */
  notice?: ReactNode
  /** Between the toolbar and the grid, e.g. search's sponsored row. */
  beforeGrid?: ReactNode
  /** Below the list, e.g. links to related pages. */
  children?: ReactNode
  empty?: EmptyState
  pageType: string
}

/** Every deal listing (category, search, special, gifts, VIP, near me…): heading and trail,
 * then the results (ListingResults: facets, sort, price, the grid and 'Load more'). */
export function ListingPage(props: ListingPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type={props.pageType}>
      <header className={s.head}>
        <Breadcrumbs crumbs={props.breadcrumbs} />
        <h1>{props.heading}</h1>
        {props.intro ? <p>{props.intro}</p> : null}
        {props.header ?? null}
      </header>
      {props.notice}
      <ListingResults
        path={props.path}
        search={props.search}
        list={props.list}
        currencySymbol={props.currencySymbol}
        countLabel={props.countLabel}
        refine={props.refine}
        vipToggle={props.vipToggle}
        sort={props.sort}
        fixedFilters={props.fixedFilters}
        beforeGrid={props.beforeGrid}
        empty={props.empty}
      />
      {props.children}
    </div>
  )
}
