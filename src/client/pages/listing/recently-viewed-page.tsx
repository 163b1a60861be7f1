import { container } from '../../../themes/global-styles'
import { Breadcrumbs } from '../../components/listing/breadcrumbs'
import * as s from '../../components/listing/listing.styles'
import { Island } from '../../islands/island'
import { RecentlyViewedList } from '../../islands/discovery/recently-viewed-list'

// The location types deals are recorded under (a category's canonical path type), in the order
// the page lists them.
const SECTIONS = [
  { type: 'local', heading: 'Local deals' },
  { type: 'national', heading: 'Shop and national deals' },
  { type: 'travel', heading: 'Travel' },
  { type: 'escapes', heading: 'Escapes' },
]

/** /recently-viewed: the same page for everyone (the list lives in the visitor's browser), so
 * the cards come from the 'recently-viewed-list' island. */
export function RecentlyViewedPage() {
  return (
    <div className={`${container} ${s.page}`} data-page-type="recentlyViewed">
      <header className={s.head}>
        <Breadcrumbs
          crumbs={[
            { label: 'Home', href: '/' },
            { label: 'Recently viewed', href: '/recently-viewed' },
          ]}
        />
        <h1>Recently viewed</h1>
        <p>The last few deals you looked at on this device.</p>
      </header>
      <Island
        name="recently-viewed-list"
        component={RecentlyViewedList}
        props={{ sections: SECTIONS }}
      />
    </div>
  )
}
