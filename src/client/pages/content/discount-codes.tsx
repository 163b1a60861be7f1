import { EXIT_PROMO_CODE, EXIT_PROMO_DISCOUNT_PERCENT } from '../../../shared/config/constants'
import { brandFacts } from './brand-facts'
import type { ContentSection, StaticPageContent } from './types'

export const discountCodes: StaticPageContent = {
  path: '/discountcodes',
  title: 'Discount codes',
  description: `Current discount codes and ways to save more, including ${EXIT_PROMO_CODE} for an extra ${EXIT_PROMO_DISCOUNT_PERCENT}% off, and how to use them.`,
  kind: 'Offers',
  intro: (brand) => (
    <p>
      Every code on this page is issued by {brand.name} and checked by our team, so it works when
      you use it within its terms.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const sections: ContentSection[] = [
      {
        heading: 'Codes you can use today',
        body: (
          <dl>
            <dt>
              <strong>{EXIT_PROMO_CODE}</strong>
            </dt>
            <dd>
              An extra {EXIT_PROMO_DISCOUNT_PERCENT}% off eligible deals, once per customer, up to{' '}
              {f.money(2000)} off. <a href="/page/promo">Full terms</a>.
            </dd>
          </dl>
        ),
      },
      {
        heading: 'More ways to save',
        body: (
          <ul>
            <li>
              <strong>VIP membership</strong>: up to 10% extra off VIP-priced deals for{' '}
              {f.money(499)} a year. <a href="/page/vip-terms-and-conditions">VIP terms</a>.
            </li>
            <li>
              <strong>Gift cards</strong>: give the choice of any deal.{' '}
              <a href="/page/giftcardterms">Gift card terms</a>.
            </li>
            <li>
              <strong>Daily emails</strong>: new deals and subscriber offers in your inbox.
            </li>
          </ul>
        ),
      },
      {
        heading: 'How to use a code',
        body: (
          <ol>
            <li>Sign in or register, then add the deal to your basket.</li>
            <li>At checkout, enter the code in the promo code box and select Apply.</li>
            <li>The discount shows in your order summary before you pay.</li>
          </ol>
        ),
      },
      {
        heading: 'Why a code might not work',
        body: (
          <p>
            A code can be expired, mistyped, already used on your account, not valid for the deals
            in your basket, or limited to certain customers. The checkout tells you which. Only one
            code can be used per order.
          </p>
        ),
      },
    ]
    if (f.hasReferral) {
      sections.splice(2, 0, {
        heading: 'Refer a friend',
        body: (
          <p>
            Earn {f.money(1000)} credit for each friend who buys their first deal, up to{' '}
            {f.money(20000)}. <a href="/myaccount/refer-a-friend">Get your link</a>.
          </p>
        ),
      })
    }
    return sections
  },
}
