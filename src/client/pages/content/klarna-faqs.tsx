import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const klarnaFaqs: StaticPageContent = {
  path: '/page/klarna-faqs',
  title: 'Klarna FAQs',
  description:
    'Paying with Klarna: how instalments work, who can use it, which deals are excluded and what happens with refunds.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      Klarna lets you spread the cost of your {brand.name} order into interest-free instalments.
      Klarna is the lender; we introduce you to it.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'How does it work?',
        body: (
          <p>
            Choose Klarna at checkout. Pay in 3 splits your order into three equal payments: the
            first when you order, the others 30 and 60 days later, taken automatically from your
            card. There is no interest.
          </p>
        ),
      },
      {
        heading: 'Who can use it?',
        body: (
          <p>
            You must be 18 or over, live in {f.country} and be approved by Klarna, which may run a
            credit check. Klarna decides whether to lend to you and may decline an order.
          </p>
        ),
      },
      {
        heading: 'Why is Klarna not offered on my order?',
        body: (
          <p>
            Klarna is not available for some kinds of deal (for example some travel and high-value
            orders), or when our fraud checks flag the basket. Choose another payment method.
          </p>
        ),
      },
      {
        heading: 'What if I miss a payment?',
        body: (
          <p>
            Klarna will retry the payment and contact you. Missed payments may affect your ability
            to use Klarna and may be reported to credit reference agencies. Borrowing more than you
            can afford could seriously affect your finances. See Klarna&apos;s terms for any fees.
          </p>
        ),
      },
      {
        heading: 'Refunds and returns',
        body: (
          <p>
            Our 14-day refund guarantee and returns apply as normal. We refund Klarna, which updates
            or cancels your remaining instalments and returns anything you have overpaid.
          </p>
        ),
      },
      {
        heading: 'Questions about a payment',
        body: (
          <p>
            Manage your instalments in the Klarna app. For your order or voucher, email{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a>. Read how we work with
            lenders in our{' '}
            <a href="/page/regulated-finance-disclosure.html">regulated finance disclosure</a>.
          </p>
        ),
      },
    ]
  },
}
