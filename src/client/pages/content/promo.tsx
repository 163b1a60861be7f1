import { EXIT_PROMO_CODE, EXIT_PROMO_DISCOUNT_PERCENT } from '../../../shared/config/constants'
import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

/** The 'For full T&Cs' page the exit promotion links to (storefront §2 'Application shell'). */
export const promo: StaticPageContent = {
  path: '/page/promo',
  title: 'Promotion terms',
  description: `Terms for the ${EXIT_PROMO_CODE} promo code: ${EXIT_PROMO_DISCOUNT_PERCENT}% off eligible deals, who can use it and what it excludes.`,
  kind: 'Offers',
  intro: (brand) => (
    <p>
      Save an extra {EXIT_PROMO_DISCOUNT_PERCENT}% on {brand.name} deals with the code{' '}
      <strong>{EXIT_PROMO_CODE}</strong>. Here are the full terms.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const zone = f.ireland ? 'Irish time' : 'UK time'
    return [
      {
        heading: 'The offer',
        body: (
          <ul>
            <li>
              {EXIT_PROMO_CODE} takes {EXIT_PROMO_DISCOUNT_PERCENT}% off the price of eligible deals
              in your basket, up to a maximum discount of {f.money(2000)} per order.
            </li>
            <li>
              The promoter is {f.company}. The code runs until 23:59 ({zone}) on 31 January 2027. We
              may end it earlier by giving 7 days&apos; notice on this page.
            </li>
          </ul>
        ),
      },
      {
        heading: 'How to use it',
        body: (
          <ol>
            <li>Sign in or register: promo codes need an account.</li>
            <li>Add an eligible deal to your basket and go to checkout.</li>
            <li>Enter {EXIT_PROMO_CODE} in the promo code box and select Apply.</li>
          </ol>
        ),
      },
      {
        heading: 'Who can use it',
        body: (
          <ul>
            <li>
              Customers aged 18 or over with a {brand.name} account in {f.country}.
            </li>
            <li>Once per customer and per household, on one order.</li>
            <li>It cannot be combined with any other promo code.</li>
          </ul>
        ),
      },
      {
        heading: 'What it excludes',
        body: (
          <ul>
            <li>Travel packages with flights, and deposit balances.</li>
            <li>VIP membership, gift cards and e-gift cards.</li>
            <li>Postage, admin fees, voucher protection and voucher extensions.</li>
            <li>Deals marked &ldquo;excluded from promotions&rdquo; on the deal page.</li>
          </ul>
        ),
      },
      {
        heading: 'Refunds',
        body: (
          <p>
            If you cancel or return an order, we refund what you actually paid. The code is not
            reissued, and it has no cash value.
          </p>
        ),
      },
      {
        heading: 'If the code is not accepted',
        body: (
          <>
            <p>The checkout tells you why:</p>
            <ul>
              <li>
                <strong>Expired</strong>: the promotion has ended.
              </li>
              <li>
                <strong>Invalid</strong>: check the spelling of the code.
              </li>
              <li>
                <strong>Already used</strong>: it has been used on your account.
              </li>
              <li>
                <strong>Not applicable</strong>: nothing in your basket is eligible.
              </li>
              <li>
                <strong>Not eligible</strong>: your account does not meet the conditions above.
              </li>
            </ul>
            <p>
              See <a href="/discountcodes">all our discount codes</a>, or email{' '}
              <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a>.
            </p>
          </>
        ),
      },
    ]
  },
}
