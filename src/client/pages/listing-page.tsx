import type { ReactNode } from 'react'
import { container } from '../../themes/global-styles'
import { Breadcrumbs, type Crumb } from '../components/listing/breadcrumbs'
import { ListingResults, type ListingResultsProps } from '../components/listing/listing-results'
import * as s from '../components/listing/listing.styles'

// The results' types and sort options are the listing's vocabulary; pages import them here.
export {
  SORT_OPTIONS,
  type ListingList,
  type SortChoice,
} from '../components/listing/listing-results'

/** A listing page is its results (every ListingResults prop but the grid heading, which the
 * page's h1 stands for) under a heading and trail. */
export interface ListingPageProps extends Omit<ListingResultsProps, 'gridHeading'> {
  heading: string
  intro?: string
  /** Above the grid after the intro, e.g. the VIP hub's benefits and Join. */
  header?: ReactNode
  breadcrumbs: Crumb[]
  /** Above the results, e.g. 'Did you mean … ?'. */
  notice?: ReactNode
  /** Below the list, e.g. links to related pages. */
  children?: ReactNode
  pageType: string
}

/** Every deal listing (category, search, special, gifts, VIP, near me…): heading and trail,
 * then the results (ListingResults: facets, sort, price, the grid and 'Load more'). */
export function ListingPage(props: ListingPageProps) {
  const { heading, intro, header, breadcrumbs, notice, children, pageType, ...results } = props
  return (
    <div className={`${container} ${s.page}`} data-page-type={pageType}>
      <header className={s.head}>
        <Breadcrumbs crumbs={breadcrumbs} />
        <h1>{heading}</h1>
        {intro ? <p>{intro}</p> : null}
        {header ?? null}
      </header>
      {notice}
      <ListingResults {...results} />
      {children}
    </div>
  )
}
