import type { Deal } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import * as s from './content-page.styles'
import { dealBreadcrumbs } from './deal-breadcrumbs'

export interface DealEndedPageProps {
  deal: Pick<
    Deal,
    'headline' | 'urlPath' | 'dealType' | 'category' | 'subCategory' | 'business' | 'vipOnly'
  >
  /** The brand's national location, whose listings a national deal's category links to. */
  nationalLocation: string
}

/** A deal past its viewing window (§4 'open for viewing'): the worker answers 410 Gone with
 * this page, so search engines drop the URL while a shopper following an old link learns
 * what happened and gets the closest listings instead of a dead end. */
export function DealEndedPage({ deal, nationalLocation }: DealEndedPageProps) {
  const [, category, subcategory] = dealBreadcrumbs(deal, nationalLocation)
  return (
    <div className={`${container} ${s.page}`}>
      <section className={s.panel} aria-labelledby="page-title">
        <p className={s.eyebrow}>Deal ended</p>
        <h1 id="page-title">This deal has ended</h1>
        <p>
          {deal.headline} from {deal.business.displayName} is no longer available. These listings
          have deals like it.
        </p>
        <div className={s.actions}>
          {subcategory ? <a href={subcategory.href}>More {subcategory.label} deals</a> : null}
          {category ? <a href={category.href}>All {category.label} deals</a> : null}
          <a href="/">Today&apos;s deals</a>
        </div>
      </section>
    </div>
  )
}
