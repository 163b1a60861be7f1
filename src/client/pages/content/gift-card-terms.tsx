import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const giftCardTerms: StaticPageContent = {
  path: '/page/giftcardterms',
  title: 'Gift card terms',
  description:
    'How gift cards work: redeeming a gift card to your wallet, how long it lasts and what it can be spent on.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      {brand.name} gift cards can be spent on almost anything on our site. These terms apply to
      every gift card and e-gift card we sell.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Redeeming a gift card',
        body: (
          <ul>
            <li>
              Sign in and enter the code at <a href="/giftcard/redeem">Redeem a gift card</a>. The
              full value is added to your wallet as credit.
            </li>
            <li>A gift card must be redeemed within 6 months of purchase, or it expires.</li>
            <li>
              Wallet credit from a gift card lasts 12 months from the day you redeem it and is used
              automatically at checkout.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Spending it',
        body: (
          <ul>
            <li>
              Gift cards are in {brand.currency} and can be spent on deals sold in {brand.currency}{' '}
              on {brand.name}.
            </li>
            <li>They cannot be used to buy other gift cards or be exchanged for cash.</li>
            <li>
              If your order costs more than your credit, pay the rest by card or another method.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Refunds',
        body: (
          <p>
            You can cancel an unredeemed gift card within 14 days of buying it for a full refund. If
            you refund a deal paid for with gift card credit, the credit goes back to your wallet
            with its original expiry date.
          </p>
        ),
      },
      {
        heading: 'Lost or stolen cards',
        body: (
          <p>
            Treat a gift card like cash. If it has not yet been redeemed and you have the order
            number, email <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a> and we
            will try to cancel and reissue it.
          </p>
        ),
      },
      {
        heading: 'Issuer',
        body: (
          <p>
            Gift cards are issued by {f.company}. These terms are governed by {f.law}.
          </p>
        ),
      },
    ]
  },
}
