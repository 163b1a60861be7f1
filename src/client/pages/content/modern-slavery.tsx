import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const modernSlaveryStatement: StaticPageContent = {
  path: '/page/uk-modern-slavery-act-transparency-statement',
  title: 'Modern Slavery Act transparency statement',
  description:
    'Our statement under section 54 of the Modern Slavery Act 2015: our business, supply chains, policies, due diligence and training.',
  kind: 'Company',
  intro: (brand) => (
    <p>
      This statement is made under section 54 of the UK Modern Slavery Act 2015 for the financial
      year ended 30 June 2026. It covers the companies behind {brand.name} in the UK and Ireland.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Our business',
        body: (
          <p>
            We run online marketplaces for local deals, travel, products and gifts in the UK and
            Ireland. Our people work in offices and remotely in those two countries.
          </p>
        ),
      },
      {
        heading: 'Our supply chains',
        body: (
          <ul>
            <li>Merchants: salons, restaurants, activity providers, hotels and tour operators.</li>
            <li>Product suppliers, some of whose goods are made outside the UK and Ireland.</li>
            <li>Warehousing, delivery, technology and customer-service providers.</li>
          </ul>
        ),
      },
      {
        heading: 'Where the risks are',
        body: (
          <p>
            We see the highest risks in product manufacturing overseas and in sectors such as hand
            car washes, nail bars and hospitality. We do not feature hand car washes, and apply
            extra checks to the other sectors.
          </p>
        ),
      },
      {
        heading: 'Policies and due diligence',
        body: (
          <ul>
            <li>
              Every merchant and supplier agrees to our supplier code of conduct, which forbids
              forced, bonded and child labour and requires workers to be paid at least the legal
              minimum wage.
            </li>
            <li>
              Product suppliers complete an ethical-sourcing questionnaire; higher-risk suppliers
              must share recent independent audits.
            </li>
            <li>We end relationships where breaches are found and not put right.</li>
            <li>
              Our whistleblowing line lets staff and partners report concerns in confidence:{' '}
              <a href={`mailto:${f.email('speakup')}`}>{f.email('speakup')}</a>.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Training',
        body: (
          <p>
            Merchant-facing, buying and customer-service teams complete modern slavery awareness
            training when they join and every year after.
          </p>
        ),
      },
      {
        heading: 'Measuring progress',
        body: (
          <p>
            We track how many suppliers have signed our code, the audits reviewed and any concerns
            raised and resolved, and report these to the board each year.
          </p>
        ),
      },
      {
        heading: 'Approval',
        body: (
          <p>
            This statement was approved by the board of {f.company} and signed by the Chief
            Executive on 1 November 2026.
          </p>
        ),
      },
    ]
  },
}
