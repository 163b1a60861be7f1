import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

/** Storefront §1 marketing copy and §4 display flags, each with what it promises. */
export const marketingDefinitions: StaticPageContent = {
  path: '/page/marketingdefinitions',
  title: 'Marketing definitions',
  description:
    'What our prices, savings and labels mean: original prices, “from” and “up to” claims, bestseller, last chance and more.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      We want every saving on {brand.name} to be real. This page explains the words and labels we
      use, in line with {brandFacts(brand).ireland ? 'Irish' : 'UK'} consumer law on price
      comparisons.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Prices and savings',
        body: (
          <dl>
            <dt>Original price</dt>
            <dd>
              The price the merchant charged for the same thing, on the same terms, for a meaningful
              period (normally at least 28 days) shortly before the deal, or the price at which it
              is currently sold elsewhere. We check evidence before a deal goes live.
            </dd>
            <dt>Saving or % off</dt>
            <dd>
              The difference between the original price and the deal price, rounded down so we never
              overstate it.
            </dd>
            <dt>&ldquo;From&rdquo; price</dt>
            <dd>
              The lowest price of the options on a deal, such as the cheapest date or room. At least
              one option is available at that price when the deal launches.
            </dd>
            <dt>&ldquo;Up to&rdquo; savings</dt>
            <dd>
              The biggest saving across a deal or a group of deals. &ldquo;Up to 80% off local
              deals&rdquo; and &ldquo;up to 50% off travel&rdquo; mean at least one live deal offers
              that saving.
            </dd>
            <dt>Price per person</dt>
            <dd>Shown where a deal is priced per person but must be bought for two or more.</dd>
          </dl>
        ),
      },
      {
        heading: 'Labels on deals',
        body: (
          <dl>
            <dt>Bestseller</dt>
            <dd>
              One of the most bought options on that deal, or in its category, over the last 30
              days.
            </dd>
            <dt>Limited availability</dt>
            <dd>Few vouchers or dates remain at this price.</dd>
            <dt>Flash sale</dt>
            <dd>A lower price for a short, stated time; the price returns afterwards.</dd>
            <dt>Expiring soon and last chance</dt>
            <dd>The deal closes within the next few days.</dd>
            <dt>Early bird</dt>
            <dd>A launch price for the first customers, before the deal&apos;s normal price.</dd>
            <dt>Sold out</dt>
            <dd>No vouchers remain; you can ask to be told if more are released.</dd>
          </dl>
        ),
      },
      {
        heading: 'VIP and promotional prices',
        body: (
          <dl>
            <dt>VIP price</dt>
            <dd>
              A price for VIP members only, up to 10% below the deal price. VIP membership costs{' '}
              {f.money(499)} a year; see the <a href="/page/vip-terms-and-conditions">VIP terms</a>.
            </dd>
            <dt>Extra 10% off</dt>
            <dd>
              A promo code discount on top of the deal price, with its own terms; see our{' '}
              <a href="/page/promo">promotion terms</a>.
            </dd>
            <dt>Spa breaks from {f.money(5900)}</dt>
            <dd>The lowest live price for a spa break for one, at the time of advertising.</dd>
          </dl>
        ),
      },
      {
        heading: 'Questions',
        body: (
          <p>
            If you think a price claim is wrong, email{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a> with the deal link and
            we will look into it.
          </p>
        ),
      },
    ]
  },
}
