import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const vipTerms: StaticPageContent = {
  path: '/page/vip-terms-and-conditions',
  title: 'VIP terms and conditions',
  description:
    'VIP membership terms: the yearly fee, member prices and benefits, renewal, cancellation and members-only competitions.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      VIP is our paid membership for regular {brand.name} customers. These terms apply with our{' '}
      <a href="/page/termsofuse">terms of use</a> and{' '}
      <a href="/page/e-commerceterms">e-commerce terms</a>.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Membership and price',
        body: (
          <p>
            Membership costs {f.money(499)} a year, paid when you join and on each renewal date. It
            is personal to the account holder.
          </p>
        ),
      },
      {
        heading: 'Your benefits',
        body: (
          <ul>
            <li>VIP prices: extra savings of up to 10% on deals showing a VIP price.</li>
            <li>A VIP checkout discount of up to 15% on selected deals, shown before you pay.</li>
            <li>VIP-exclusive deals, available only while your membership is active.</li>
            <li>Members-only competitions with prizes worth up to {f.money(2000000)}.</li>
            <li>Priority customer service.</li>
            <li>Renewal credit added to your wallet when you renew, where offered.</li>
          </ul>
        ),
      },
      {
        heading: 'Renewal',
        body: (
          <p>
            Membership renews automatically each year using your saved payment method, which must
            support subscriptions. We email you at least 7 days before each renewal with the price.
          </p>
        ),
      },
      {
        heading: 'Cancelling',
        body: (
          <ul>
            <li>
              Cancel any time in <a href="/myaccount/subscriptions">Subscriptions</a>. Your benefits
              continue to the end of the year you have paid for and it will not renew.
            </li>
            <li>
              You may cancel within 14 days of joining or renewing for a full refund, less the value
              of VIP discounts you have already used in that time.
            </li>
            <li>When you cancel we may offer you 50% off your next renewal to stay.</li>
          </ul>
        ),
      },
      {
        heading: 'Competitions',
        body: (
          <p>
            Entry is free for members aged 18 or over living in {f.country}. Each competition names
            its prize, closing date and how the winner is chosen; winners are contacted by email
            within 14 days of the draw.
          </p>
        ),
      },
      {
        heading: 'Changes and misuse',
        body: (
          <p>
            We may change benefits with 30 days&apos; notice; if a change is significant you can
            cancel for a refund of the unused part of your fee. We may end the membership of anyone
            who resells VIP-priced vouchers or misuses the benefits.
          </p>
        ),
      },
    ]
  },
}
