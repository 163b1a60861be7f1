import { Suspense } from 'react'
import type { Brand } from '../../shared/config/brands'
import { breadcrumbJsonLd, productJsonLd } from '../../shared/domain/seo/json-ld'
import { dealSubtitle } from '../../shared/domain/deal/deal-subtitle'
import type { Deal } from '../../shared/schemas/deal'
import type { DealReview } from '../../shared/schemas/feed'
import { container } from '../../themes/global-styles'
import { JsonLd } from '../components/seo/json-ld'
import { boughtLabel } from '../components/deal-card/deal-labels'
import { DealProductPicker } from '../islands/deal/deal-product-picker'
import { DealShare } from '../islands/deal/deal-share'
import { DealSocialCue } from '../islands/deal/deal-social-cue'
import { Island } from '../islands/island'
import { RecordRecentlyViewed } from '../islands/discovery/record-recently-viewed'
import { TravelCalendar } from '../islands/deal/travel-calendar'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import { dealBreadcrumbs } from './deal-breadcrumbs'
import { DealGallery } from './deal-gallery'
import { DealMerchant } from './deal-merchant'
import * as s from './deal-page.styles'
import { dealPickerProps } from './deal-picker-props'
import { DealPriceBlock } from './deal-price-block'
import { ReviewBadge, Stars } from './deal-review-badge'
import { DealReviewsSection } from './deal-reviews-section'
import { DealStockNotice } from './deal-stock-notice'
import { DealWishlistHeart } from './deal-wishlist-heart'
import { shareLinks } from './deal-urls'
import type { DealView } from '../../shared/domain/deal/deal-view'
import { formatCount } from '../../shared/format/count'
import { VOUCHER_VALIDITY_TEXT } from '../../shared/domain/voucher/voucher-validity'

export interface DealPageProps {
  deal: Deal
  brand: Brand
  /** The deal's state at render time (`dealView`). */
  view: DealView
  /** 'Ends in 1 day 4 hours' for the expiring-soon and flash-sale states. */
  endsIn: string | null
  /** §9 image quality for the visitor's connection. */
  imageQuality: number
  /** The first page of reviews, or its promise: deferred data that streams in under Suspense. */
  reviews: DealReview[] | Promise<DealReview[]>
  /** The option named in the URL, if any. */
  productId: number | null
  /** A hotel-ads landing's stay, opened in the travel calendar. */
  hotelStay?: HotelStay | null
  /** A signed-in VIP member is viewing (their page is never cached): VIP prices from the first
   * paint, members-only options open. */
  vipMember?: boolean
}

export interface HotelStay {
  checkIn: string
  checkOut: string
  guests: number
  leadInProductId: number | null
}

/** Text from the catalogue is plain: a blank line starts a new paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

// Deals close at the end of their closing day in the brand's zone (DESIGN 'Data').
function closingDay(closingDate: string, timeZone: Brand['timeZone']): string | null {
  const date = new Date(closingDate)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(date)
}

/** A deal's own page (page type deal): what it is, what it costs, its options, the small print,
 * the merchant and its reviews. The page is cached for every anonymous visitor, so nothing
 * personal is rendered here: live stock, social proof and buying happen in islands. */
export function DealPage({
  deal,
  brand,
  view,
  endsIn,
  imageQuality,
  reviews,
  productId,
  hotelStay = null,
  vipMember = false,
}: DealPageProps) {
  const crumbs = dealBreadcrumbs(deal, brand.nationalLocation)
  const { reviewSummary, business } = deal
  const bought = boughtLabel(deal.totalBought)
  const closes = closingDay(deal.closingDate, brand.timeZone)
  // The merchant and town are printed above the headline already: a subtitle that only says
  // them again is left out.
  const rest = dealSubtitle(deal.title, deal.headline)
  const subtitle = rest?.toLowerCase().startsWith(business.displayName.toLowerCase()) ? null : rest
  return (
    <div className={`${container} ${s.page}`}>
      <JsonLd
        data={[
          productJsonLd(deal, brand),
          breadcrumbJsonLd(
            crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href })),
            brand,
          ),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} />
      <div className={s.top}>
        <DealGallery deal={deal} quality={imageQuality} />
        <div className={s.panel}>
          <p className={s.muted}>
            {business.displayName} · {deal.locationName}
          </p>
          <h1>{deal.headline}</h1>
          <DealWishlistHeart dealId={deal.id} />
          {reviewSummary.total > 0 ? (
            <p className={s.rating}>
              <Stars average={reviewSummary.average} />
              <a href="#reviews">
                {reviewSummary.average.toFixed(1)} ({formatCount(reviewSummary.total)}{' '}
                {reviewSummary.total === 1 ? 'review' : 'reviews'})
              </a>
              <ReviewBadge summary={reviewSummary} />
            </p>
          ) : null}
          {subtitle ? <p>{subtitle}</p> : null}
          <DealPriceBlock deal={deal} vipMember={vipMember} />
          <DealStockNotice dealId={deal.id} brand={brand.id} view={view} endsIn={endsIn} />
          <Island name="deal-social-cue" component={DealSocialCue} props={{ dealId: deal.id }} />
          {bought || closes ? (
            <ul className={s.facts}>
              {bought ? <li>{bought}</li> : null}
              {closes ? <li className={s.muted}>Offer ends {closes}</li> : null}
            </ul>
          ) : null}
          <div id="products">
            {/* Calendar deals are booked by date here. The picker (a voucher whose dates are
                booked later) stays only where the deal books on redemption (§5), so a page
                never offers two ways to pay for the same stay. */}
            {deal.productDisplay.type === 'calendar' ? (
              <Island
                name="travel-calendar"
                component={TravelCalendar}
                props={{
                  dealId: deal.id,
                  brand: brand.id,
                  country: brand.countryCode,
                  currency: deal.currency,
                  hasFlights: deal.display.dynamicTravelDeal,
                  depositAvailable: deal.depositAvailable,
                  pricePerPerson: deal.pricePerPerson,
                  available: view.available,
                  leadProductId: hotelStay?.leadInProductId ?? productId,
                  initialCheckIn: hotelStay?.checkIn ?? null,
                  initialCheckOut: hotelStay?.checkOut ?? null,
                  initialQuantity: hotelStay?.guests ?? null,
                }}
              />
            ) : null}
            {deal.productDisplay.type !== 'calendar' || deal.bookingCalendarOnRedemption ? (
              <Island
                name="deal-product-picker"
                component={DealProductPicker}
                props={dealPickerProps(deal, view, brand.id, productId, vipMember)}
              />
            ) : (
              <noscript>
                <p>Turn on JavaScript to choose your dates and see prices for each night.</p>
              </noscript>
            )}
          </div>
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
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">About this deal</h2>
          {paragraphs(deal.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        <section aria-labelledby="fine-print-heading">
          <h2 id="fine-print-heading">The fine print</h2>
          {/* A voucher's validity is the figure issuing uses, never a period in the deal's copy;
              posted goods arrive instead of being redeemed, so they have none to promise. */}
          {deal.deliveryType === 'postage' ? null : (
            <p data-testid="deal-validity">{`${VOUCHER_VALIDITY_TEXT}.`}</p>
          )}
          {paragraphs(deal.finePrint).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
        <DealMerchant deal={deal} />
        <Suspense fallback={null}>
          <DealReviewsSection deal={deal} reviews={reviews} timeZone={brand.timeZone} />
        </Suspense>
        <section aria-labelledby="share-heading">
          <h2 id="share-heading">Share this deal</h2>
          <Island
            name="deal-share"
            component={DealShare}
            props={{ links: shareLinks(deal), shareUrl: deal.shareUrl, headline: deal.headline }}
          />
        </section>
      </div>
      <Island
        name="record-recently-viewed"
        component={RecordRecentlyViewed}
        props={{ dealId: deal.id, locationType: deal.category.canonicalPathType }}
      />
    </div>
  )
}
