import { Suspense, use } from 'react'
import type { DealSummary } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import { DealGrid } from '../components/deal-card/deal-grid'
import { DealGridSkeleton } from '../components/deal-card/deal-grid-skeleton'
import { SearchForm } from '../components/header/search-form'
import { CategoryChips, type CategoryLink } from './category-chips'
import * as s from './landing-page.styles'

export interface FindPageProps {
  locationName: string
  categories: CategoryLink[]
  /** Deferred data: the location's most popular deals; never rejects. */
  trending: Promise<DealSummary[]>
}

/** /find, search-led discovery (storefront §2 'Paths'): the search box with its suggestions
 * first, then the categories to browse and what is popular now. */
export function FindPage({ locationName, categories, trending }: FindPageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type="find">
      <section className={s.hero} aria-labelledby="page-title">
        <h1 id="page-title">Find your next deal</h1>
        <p>Search by what you fancy, a place or a business: spa, afternoon tea, Brighton…</p>
        <div className={s.searchBox} data-testid="find-search">
          <SearchForm id="find-search" />
        </div>
      </section>
      <CategoryChips
        id="find-categories"
        heading="Popular categories"
        categories={categories}
        testId="find-categories"
      />
      <section className={s.section} aria-labelledby="find-trending" data-testid="find-trending">
        <h2 id="find-trending">Trending in {locationName}</h2>
        <Suspense fallback={<DealGridSkeleton count={6} />}>
          <Trending deals={trending} />
        </Suspense>
      </section>
    </div>
  )
}

function Trending({ deals }: { deals: Promise<DealSummary[]> }) {
  return <DealGrid deals={use(deals)} priorityCount={0} />
}
