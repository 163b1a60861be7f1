import { css } from '@linaria/core'
import type { DealSummary } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import { mq } from '../../themes/media'
import { ListingResults, type ListingList } from '../components/listing/listing-results'
import { DeferredRail } from '../components/rails/deferred-rail'
import * as railStyles from '../components/rails/rail.styles'
import { Island } from '../islands/island'
import { RailBuyAgain } from '../islands/discovery/rail-buy-again'
import { RailRecentlyViewed } from '../islands/discovery/rail-recently-viewed'

/** The public rails (§3 'Home-page rails'), each deferred data that resolves to its deals and
 * never rejects. The personal rails (buy again, recently viewed) are islands, not data. */
export interface HomeRails {
  earlyBird: Promise<DealSummary[]>
  /** The location's listing of its early-bird deals. */
  earlyBirdHref: string
  newest: Promise<DealSummary[]>
  /** 'New in London', or plain 'New deals' off a town's page. */
  newestTitle: string
  /** For the cached anonymous page, popular deals the grid does not already show. */
  recommended: Promise<DealSummary[]>
}

export interface HomePageProps {
  locationName: string
  /** The page's h1 when it is not 'Deals in {location}' (/deals/shop is 'Shop'). */
  heading?: string
  /** The location's feed, one page of it: critical data, in the first HTML (crawlers and
   * browsers without script see the deals). */
  list: ListingList
  /** The page's path and query: sort, filter and paging links keep them. */
  path: string
  search: string
  currencySymbol: string
  rails: HomeRails
}

const page = css`
  display: grid;
  gap: 24px;
  padding-block: 20px 8px;
  ${mq.md} {
    padding-block: 28px 16px;
  }
`

const intro = css`
  h1 {
    margin: 0 0 4px;
    font-size: 28px;
    ${mq.md} {
      font-size: 36px;
    }
  }
  p {
    margin: 0;
    color: var(--color-muted-text);
  }
`

const railsArea = css`
  margin-block-start: 16px;
`

/** A location's homepage: the location's deals as a listing (the same facets, sort and 'Load
 * more' as a category page), then the rails in §3's order, each in its own Suspense boundary or
 * island, so none holds up the page or another rail. */
export function HomePage({
  locationName,
  heading,
  list,
  path,
  search,
  currencySymbol,
  rails,
}: HomePageProps) {
  return (
    <div className={`${container} ${page}`}>
      <div className={intro}>
        <h1>{heading ?? `Deals in ${locationName}`}</h1>
        {/* Marketing copy from storefront §1. */}
        <p>Save up to 80% on local deals and up to 50% on travel.</p>
      </div>
      <ListingResults
        path={path}
        search={search}
        list={list}
        currencySymbol={currencySymbol}
        vipToggle
        gridHeading={list.mainDeal ? `More deals in ${locationName}` : 'Top deals'}
      />
      <div className={`${railStyles.stack} ${railsArea}`}>
        <Island name="rail-buy-again" component={RailBuyAgain} props={{}} />
        <DeferredRail
          id="rail-early-bird"
          title="Early bird deals"
          deals={rails.earlyBird}
          href={rails.earlyBirdHref}
        />
        <DeferredRail id="rail-new" title={rails.newestTitle} deals={rails.newest} />
        <Island name="rail-recently-viewed" component={RailRecentlyViewed} props={{}} />
        <DeferredRail
          id="rail-recommended"
          title="Recommended for you"
          deals={rails.recommended}
          href="/recommended-for-you"
        />
      </div>
    </div>
  )
}
