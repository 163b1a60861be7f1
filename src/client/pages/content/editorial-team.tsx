import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const editorialTeam: StaticPageContent = {
  path: '/editorial-team',
  title: 'Our editorial team',
  description:
    'Who chooses and writes our deals and guides, how we check merchants and prices, and how to report a mistake.',
  kind: 'Company',
  intro: (brand) => (
    <p>
      Every deal and guide on {brand.name} is researched, written and checked by our in-house
      editorial team, based in {brandFacts(brand).ireland ? 'Dublin' : 'London and Manchester'}.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Who we are',
        body: (
          <dl>
            <dt>Deals editors</dt>
            <dd>Write each deal page from the merchant&apos;s brief and our own research.</dd>
            <dt>Travel desk</dt>
            <dd>Check hotels, flights and dates for every escape and holiday package.</dd>
            <dt>Guides and gifts</dt>
            <dd>Write our seasonal guides, holiday deals round-ups and the gift finder.</dd>
            <dt>Quality team</dt>
            <dd>Review price claims, fine print and customer feedback before and after launch.</dd>
          </dl>
        ),
      },
      {
        heading: 'Our standards',
        body: (
          <ul>
            <li>
              We check every business before it is featured: reviews, licences and, where we can, a
              visit.
            </li>
            <li>
              Savings are checked against evidence of the original price, as set out in our{' '}
              <a href="/page/marketingdefinitions">marketing definitions</a>.
            </li>
            <li>The fine print is written in plain English and covers every restriction.</li>
            <li>Reviews come only from customers who bought the deal, good and bad.</li>
            <li>
              Merchants pay to feature deals; that never buys a place in our guides or a better
              review.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Spotted a mistake?',
        body: (
          <p>
            Tell us at <a href={`mailto:${f.email('editorial')}`}>{f.email('editorial')}</a> with
            the page link. We correct errors quickly and note significant corrections on the page.
          </p>
        ),
      },
    ]
  },
}
