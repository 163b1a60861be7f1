import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

/** 'Become a merchant' (transactions §2 route /page/businessfaq). */
export const businessFaq: StaticPageContent = {
  path: '/page/businessfaq',
  title: 'Become a merchant',
  description:
    'Reach new customers with no upfront cost: how featuring a deal works, what it costs, how you are paid and how to apply.',
  kind: 'Company',
  intro: (brand) => (
    <p>
      Deal hunters across {brandFacts(brand).country} come to {brand.name} every day looking for
      something to do, eat or give. Feature your business and reach them, with no upfront cost.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const partners = f.email('partners')
    return [
      {
        heading: 'How it works',
        body: (
          <ol>
            <li>Tell us about your business and we&apos;ll call you within 2 working days.</li>
            <li>
              Your account manager helps you design an offer that fills quiet times and suits your
              capacity, and our editorial team writes the deal page.
            </li>
            <li>
              Your deal goes live to our email subscribers, app users and site visitors in your area
              or nationwide.
            </li>
            <li>
              Customers book with you using their voucher code; you redeem codes in the merchant
              portal.
            </li>
          </ol>
        ),
      },
      {
        heading: 'What does it cost?',
        body: (
          <p>
            Nothing upfront. We keep an agreed share of each voucher sold and pay you the rest. You
            set a cap on how many vouchers we sell, and daily or weekly limits if you need them.
          </p>
        ),
      },
      {
        heading: 'How and when you are paid',
        body: (
          <p>
            We pay by bank transfer in {f.ireland ? 'euro' : 'pounds'}, in instalments set out in
            your agreement, with a statement of every voucher sold and redeemed. The portal shows
            your sales and redemptions in real time.
          </p>
        ),
      },
      {
        heading: 'Who can apply',
        body: (
          <ul>
            <li>
              Businesses registered in {f.country} with the licences and insurance your trade needs.
            </li>
            <li>A good reputation with customers: we check reviews and may visit.</li>
            <li>
              Capacity to welcome the customers your deal brings, at the quality you normally offer.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Your questions',
        body: (
          <>
            <h3>Can customers get refunds?</h3>
            <p>
              Customers have a 14-day refund guarantee from us. Vouchers refunded in that time are
              not paid to you and cost you nothing.
            </p>
            <h3>What happens to unredeemed vouchers?</h3>
            <p>Your agreement sets out how unredeemed vouchers are shared after expiry.</p>
            <h3>Can I change my deal once it is live?</h3>
            <p>
              Yes: update availability, dates and limits in the merchant portal and changes show on
              the site straight away.
            </p>
          </>
        ),
      },
      {
        heading: 'Apply',
        body: (
          <p>
            Email <a href={`mailto:${partners}`}>{partners}</a> with your business name, location,
            website and the kind of offer you have in mind. Existing merchants can sign in to the{' '}
            <a href="/merchant">merchant portal</a>.
          </p>
        ),
      },
    ]
  },
}
