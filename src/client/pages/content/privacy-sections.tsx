import type { Brand } from '../../../shared/config/brands'
import type { CountryCode } from '../../../shared/schemas/location'
import { brandFacts, siblingBrand } from './brand-facts'
import type { ContentSection } from './types'

const COOKIES: [name: string, purpose: string, lasts: string][] = [
  ['location', 'Remembers the town whose deals you see', '1 year'],
  ['brand, customer token', 'Keeps you signed in on the right site', '1 year'],
  ['basket token', 'Keeps your basket while you shop', '7 days'],
  ['wishlist', 'Remembers your wish list before you sign in', '7 days, or 1 year once saved'],
  ['email', 'Pre-fills your email address at sign-in', '365 days'],
  ['post-login URL', 'Returns you to the page you were on after signing in', '30 days'],
  ['session id', 'Measures visits and keeps the site secure', '365 days'],
]

/** The privacy policy of one country's company (storefront §2: privacypolicy has an Ireland
 * variant): the UK policy under UK GDPR and the ICO, the Irish one under the GDPR and the DPC. */
export function privacySections(viewing: Brand, countryCode: CountryCode): ContentSection[] {
  const brand = siblingBrand(viewing, countryCode)
  const f = brandFacts(brand)
  const privacy = f.email('privacy')
  return [
    {
      heading: 'Who we are',
      body: (
        <p>
          {f.company} (registered in {f.registeredIn}) runs {brand.host} and its apps and is the
          controller of your personal data under {f.dataLaw}. Our data protection officer can be
          reached at <a href={`mailto:${privacy}`}>{privacy}</a>.
        </p>
      ),
    },
    {
      heading: 'What we collect',
      body: (
        <ul>
          <li>Account details: name, email address, password (stored hashed), phone number.</li>
          <li>
            Orders: deals bought, gift recipients&apos; names and messages, delivery addresses, and
            for travel, passenger names and dates of birth as on passports.
          </li>
          <li>
            Payments: a token from our payment provider, the card type and last four digits. We
            never see or store your full card number or security code.
          </li>
          <li>
            Use of the site: pages viewed, searches, your chosen location, device and browser.
          </li>
          <li>What you send us: reviews, questions to customer service, survey answers.</li>
        </ul>
      ),
    },
    {
      heading: 'How we use it',
      body: (
        <table>
          <thead>
            <tr>
              <th scope="col">Purpose</th>
              <th scope="col">Legal basis</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Selling you vouchers and products, delivery, refunds, customer service</td>
              <td>Performing our contract with you</td>
            </tr>
            <tr>
              <td>Daily deal emails and offers</td>
              <td>Your consent, which you can withdraw at any time</td>
            </tr>
            <tr>
              <td>Showing deals near you and recommending deals you may like</td>
              <td>Our legitimate interests in a relevant service</td>
            </tr>
            <tr>
              <td>Preventing fraud and keeping accounts secure</td>
              <td>Our legitimate interests, and legal obligations</td>
            </tr>
            <tr>
              <td>Keeping tax and accounting records</td>
              <td>Legal obligation</td>
            </tr>
          </tbody>
        </table>
      ),
    },
    {
      heading: 'Marketing emails',
      body: (
        <p>
          When you choose Go to deals, Login or Sign up with Google you agree to receive our daily
          deals emails. You can unsubscribe at any time with the link in every email or in{' '}
          <a href="/myaccount/subscriptions">Subscriptions</a>. We never sell your details to other
          companies for their marketing.
        </p>
      ),
    },
    {
      heading: 'Who we share it with',
      body: (
        <ul>
          <li>
            The merchant providing your deal: your name, voucher code and, for bookings and
            deliveries, the details they need.
          </li>
          <li>Payment providers: Braintree (PayPal), Klarna and Clearpay.</li>
          <li>Delivery, email, hosting and customer-service providers working on our behalf.</li>
          <li>Fraud-prevention agencies, and the police or regulators when the law requires it.</li>
        </ul>
      ),
    },
    {
      heading: 'International transfers',
      body: f.ireland ? (
        <p>
          Where a provider handles data outside the European Economic Area we rely on an adequacy
          decision of the European Commission or on the Commission&apos;s standard contractual
          clauses, with extra safeguards where needed.
        </p>
      ) : (
        <p>
          Where a provider handles data outside the UK we rely on UK adequacy regulations or on the
          International Data Transfer Agreement (or the UK Addendum to the EU standard contractual
          clauses).
        </p>
      ),
    },
    {
      heading: 'How long we keep it',
      body: (
        <ul>
          <li>Your account: until you delete it. Deletion is completed within 24 hours.</li>
          <li>
            Orders and payments: 6 years after the end of the financial year, as{' '}
            {f.ireland ? 'Revenue' : 'HMRC'} requires.
          </li>
          <li>Marketing preferences: until you unsubscribe, then only a suppression record.</li>
          <li>Customer-service messages: 2 years.</li>
        </ul>
      ),
    },
    {
      heading: 'Cookies',
      body: (
        <>
          <p>
            We use cookies that the site needs to work, and with your permission cookies that help
            us measure and improve it. {f.ireland ? 'The ePrivacy Regulations 2011' : 'PECR'}{' '}
            require your consent for non-essential cookies; you can change your choice at any time.
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">What it does</th>
                <th scope="col">Lasts</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map(([name, purpose, lasts]) => (
                <tr key={name}>
                  <td>{name}</td>
                  <td>{purpose}</td>
                  <td>{lasts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <>
          <p>
            You can ask for a copy of your data, and ask us to correct, delete, restrict or transfer
            it, or object to how we use it. Email <a href={`mailto:${privacy}`}>{privacy}</a>; we
            answer within one month.
          </p>
          <p>
            If you are unhappy with our answer you can complain to{' '}
            <a href={f.dataRegulator.href}>{f.dataRegulator.name}</a>.
          </p>
        </>
      ),
    },
    {
      heading: 'Children',
      body: (
        <p>Our services are for adults. You must be 18 or over to open an account or buy a deal.</p>
      ),
    },
    {
      heading: 'Changes to this policy',
      body: (
        <p>
          We will post any change here with a new date, and email you about significant changes.
        </p>
      ),
    },
  ]
}
