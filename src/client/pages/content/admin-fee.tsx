import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const adminFee: StaticPageContent = {
  path: '/page/admin-fee',
  title: 'Admin fees',
  description:
    'Why some deals carry an admin fee, where it is shown before you pay and when it is refunded.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      A few {brand.name} deals carry an admin fee. We show it up front so the price you see is the
      price you pay.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'What is an admin fee?',
        body: (
          <p>
            A fixed charge per voucher set by some merchants, mostly hotels and tour operators, to
            cover booking and handling. It is charged by the merchant, not by {brand.name}.
          </p>
        ),
      },
      {
        heading: 'Where you see it',
        body: (
          <ul>
            <li>On the deal page, next to each option that carries one.</li>
            <li>
              As its own line in your basket and checkout, included in the total before you pay.
            </li>
            <li>On your order confirmation.</li>
          </ul>
        ),
      },
      {
        heading: 'Refunds',
        body: (
          <p>
            An admin fee is refunded with your voucher under our 14-day refund guarantee, under
            voucher protection and whenever a merchant cannot honour your voucher.
          </p>
        ),
      },
      {
        heading: 'Questions',
        body: (
          <p>
            If you were charged a fee you didn&apos;t see before paying, email{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a> and we will refund it.
          </p>
        ),
      },
    ]
  },
}
