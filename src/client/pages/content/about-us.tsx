import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const aboutUs: StaticPageContent = {
  path: '/page/aboutus',
  title: 'About us',
  description:
    'Who we are, how our daily deals work and the promises we make to customers and local businesses.',
  kind: 'Company',
  intro: (brand) => (
    <p>
      {brand.name} brings you hand-picked deals on the things worth doing: spa days, restaurants,
      experiences, escapes and gifts, with savings of up to 80% on local deals and up to 50% on
      travel. {brandFacts(brand).company} runs {brand.host}.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'What we do',
        body: (
          <>
            <p>
              We work with independent businesses and well-known names across{' '}
              {f.ireland ? 'Ireland' : 'the UK'} to offer limited-time prices you won&apos;t find
              elsewhere. Every deal is a voucher you buy from us and redeem with the business that
              provides the service, or a product we deliver to your door.
            </p>
            <ul>
              <li>Local deals in your town: beauty, food and drink, activities, fitness.</li>
              <li>
                Travel and escapes: hotel breaks from {f.money(5900)} and holidays with flights.
              </li>
              <li>Shop deals and gifts, delivered or sent instantly as an e-gift.</li>
            </ul>
          </>
        ),
      },
      {
        heading: 'How it works',
        body: (
          <ol>
            <li>Browse today&apos;s deals for your location, or search for something specific.</li>
            <li>Buy your voucher securely; it appears in My vouchers and arrives by email.</li>
            <li>Book with the business using the details on the voucher, and enjoy.</li>
          </ol>
        ),
      },
      {
        heading: 'Our promise to you',
        body: (
          <ul>
            <li>
              <strong>14-day refund guarantee.</strong> Changed your mind? Ask for a refund within
              14 days of buying an unredeemed voucher.
            </li>
            <li>
              <strong>Voucher protection.</strong> Add it at checkout and you can get a refund up
              until 7 days before your voucher expires.
            </li>
            <li>
              <strong>Honest prices.</strong> Our savings follow the rules set out in our{' '}
              <a href="/page/marketingdefinitions">marketing definitions</a>.
            </li>
            <li>
              <strong>Real reviews.</strong> Only customers who bought a deal can review it.
            </li>
          </ul>
        ),
      },
      {
        heading: 'For businesses',
        body: (
          <p>
            We help businesses fill quiet times and reach new customers with no upfront cost. Find
            out how on our <a href="/page/businessfaq">become a merchant</a> page.
          </p>
        ),
      },
      {
        heading: 'Contact us',
        body: (
          <p>
            Most answers are in our <a href="/page/faqs">help and FAQs</a>. You can also email{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a>. {f.company} is
            registered in {f.registeredIn}.
          </p>
        ),
      },
    ]
  },
}
