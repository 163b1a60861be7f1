import type { Deal, DealAddress } from '../../shared/schemas/deal'
import { container } from '../../themes/global-styles'
import { dealBreadcrumbs } from './deal-breadcrumbs'
import { DealGallery } from './deal-gallery'
import { DealPriceBlock } from './deal-price-block'
import { DealProducts } from './deal-products'
import * as s from './deal-page.styles'

export interface DealPageProps {
  deal: Deal
}

/** Text from the catalogue is plain: a blank line starts a new paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

const addressLines = (address: DealAddress) =>
  [address.addressLine1, address.addressLine2, address.town, address.postCode].filter(Boolean)

/** A deal's own page (page type deal): what it is, what it costs, its options and the
 * small print. Server-rendered; buying is wired by the basket work. */
export function DealPage({ deal }: DealPageProps) {
  const crumbs = dealBreadcrumbs(deal)
  const { reviewSummary, business } = deal
  const stars = Math.min(5, Math.max(0, Math.round(reviewSummary.average)))
  return (
    <div className={`${container} ${s.page}`}>
      <nav aria-label="Breadcrumb" className={s.breadcrumb}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href}>
              <a href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                {crumb.label}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={s.top}>
        <DealGallery deal={deal} />
        <div className={s.panel}>
          <p className={s.muted}>
            {business.displayName} · {deal.locationName}
          </p>
          <h1>{deal.headline}</h1>
          <p>{deal.title}</p>
          <DealPriceBlock deal={deal} />
        </div>
      </div>
      <div className={s.sections}>
        {deal.highlights.length > 0 ? (
          <section aria-labelledby="highlights-heading">
            <h2 id="highlights-heading">Highlights</h2>
            <ul>
              {deal.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <DealProducts deal={deal} />
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">About this deal</h2>
          {paragraphs(deal.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        <section aria-labelledby="fine-print-heading">
          <h2 id="fine-print-heading">The fine print</h2>
          {paragraphs(deal.finePrint).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        <section aria-labelledby="merchant-heading">
          <h2 id="merchant-heading">{business.displayName}</h2>
          {[business.mainAddress, ...business.otherAddresses].map((address) =>
            address ? (
              <address key={addressLines(address).join()}>
                {addressLines(address).map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            ) : null,
          )}
        </section>
        {reviewSummary.total > 0 ? (
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">Reviews</h2>
            <p>
              <span className={s.stars} aria-hidden="true">
                {'★'.repeat(stars)}
                {'☆'.repeat(5 - stars)}
              </span>{' '}
              Rated {reviewSummary.average.toFixed(1)} out of 5 from{' '}
              {reviewSummary.total.toLocaleString('en-GB')} reviews
            </p>
          </section>
        ) : null}
      </div>
    </div>
  )
}
