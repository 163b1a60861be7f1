import type { DealSummary } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import { DealGrid } from '../components/deal-card/deal-grid'
import { CategoryChips, type CategoryLink } from './category-chips'
import * as s from './landing-page.styles'

interface WelcomeOffer {
  brandName: string
  code: string
  percent: number
  termsHref: string
  registerHref: string
}

export interface WelcomePageProps {
  heading: string
  /** The campaign's deals, most popular first. */
  deals: DealSummary[]
  /** The full listing behind them. */
  moreHref: string
  offer: WelcomeOffer
  categories: CategoryLink[]
}

/** The paid-campaign landing (storefront §2 page type ppc): the campaign's deals first, the
 * brand's offer for new customers beside them, then the other categories to browse. */
export function WelcomePage({ heading, deals, moreHref, offer, categories }: WelcomePageProps) {
  return (
    <div className={`${container} ${s.page}`} data-page-type="ppc">
      <section className={s.hero} aria-labelledby="page-title">
        <p className={s.eyebrow}>Welcome to {offer.brandName}</p>
        <h1 id="page-title">{heading}</h1>
        {/* Marketing copy from storefront §1. */}
        <p>Save up to 80% on local deals and up to 50% on travel.</p>
        <div className={s.callout} data-testid="welcome-offer">
          <p>
            <strong>
              New here? Save an extra {offer.percent}% with code{' '}
              <span className={s.code}>{offer.code}</span>
            </strong>
            <br />
            Once per customer, on one order. <a href={offer.termsHref}>For full T&amp;Cs</a>
          </p>
          <div className={s.actions}>
            <a href={offer.registerHref}>Create an account</a>
          </div>
        </div>
      </section>
      <section className={s.section} aria-labelledby="welcome-deals" data-testid="welcome-deals">
        <h2 id="welcome-deals">Today&apos;s top picks</h2>
        <DealGrid deals={deals} priorityCount={3} />
        {deals.length > 0 ? (
          <p>
            <a href={moreHref}>See all these deals</a>
          </p>
        ) : null}
      </section>
      <CategoryChips id="welcome-categories" heading="Browse more deals" categories={categories} />
    </div>
  )
}
