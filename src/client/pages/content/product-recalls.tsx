import { brandFacts } from './brand-facts'
import { LAST_UPDATED, type StaticPageContent } from './types'

export const productRecalls: StaticPageContent = {
  path: '/page/productrecalls',
  title: 'Product recalls',
  description:
    'Safety recalls for products sold on our site, how we contact affected customers and what to do if you have a recalled item.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      Your safety comes first. When a product sold on {brand.name} is recalled, we contact every
      customer who bought it and list the recall here.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const mailbox = f.email('recalls')
    return [
      {
        heading: 'Current recalls',
        body: <p>There are no open product recalls as of {LAST_UPDATED}.</p>,
      },
      {
        heading: 'If you have a recalled product',
        body: (
          <ol>
            <li>Stop using it straight away and keep it out of reach of children.</li>
            <li>
              Follow the instructions in the recall notice, or email{' '}
              <a href={`mailto:${mailbox}`}>{mailbox}</a> with your order number.
            </li>
            <li>
              We will arrange a free collection or return and give you a full refund, including
              postage, or a replacement where one is offered.
            </li>
          </ol>
        ),
      },
      {
        heading: 'How we tell you',
        body: (
          <p>
            We email everyone who bought the product, using the address on their account, and put a
            notice on this page. Keep your contact details up to date in My account.
          </p>
        ),
      },
      {
        heading: 'Reporting a safety concern',
        body: f.ireland ? (
          <p>
            Tell us at <a href={`mailto:${mailbox}`}>{mailbox}</a>. You can also report unsafe
            products to <a href="https://www.ccpc.ie">the CCPC</a>, which publishes recalls in
            Ireland.
          </p>
        ) : (
          <p>
            Tell us at <a href={`mailto:${mailbox}`}>{mailbox}</a>. You can also report unsafe
            products to Trading Standards through{' '}
            <a href="https://www.citizensadvice.org.uk">Citizens Advice</a>, and check the{' '}
            <a href="https://www.gov.uk/product-safety-alerts-reports-recalls">
              government&apos;s product safety alerts
            </a>
            .
          </p>
        ),
      },
    ]
  },
}
