import { privacySections } from './privacy-sections'
import type { StaticPageContent } from './types'

export const privacyPolicy: StaticPageContent = {
  path: '/page/privacypolicy',
  title: 'Privacy policy',
  description:
    'How we collect, use and protect your personal data in the UK, the cookies we use and your rights under UK GDPR.',
  kind: 'Legal',
  notice: (brand) =>
    brand.countryCode === 'ie' ? (
      <p>
        You are on our Irish site. The policy that applies to you is our{' '}
        <a href="/page/privacypolicy-ie">Ireland privacy policy</a>.
      </p>
    ) : null,
  intro: () => (
    <p>
      This policy explains what personal data we hold about customers in the United Kingdom, why,
      and the choices you have.
    </p>
  ),
  sections: (brand) => privacySections(brand, 'gb'),
}

export const privacyPolicyIe: StaticPageContent = {
  path: '/page/privacypolicy-ie',
  title: 'Privacy policy (Ireland)',
  description:
    'How we collect, use and protect your personal data in Ireland, the cookies we use and your rights under the GDPR.',
  kind: 'Legal',
  notice: (brand) =>
    brand.countryCode === 'gb' ? (
      <p>
        You are on our UK site. The policy that applies to you is our{' '}
        <a href="/page/privacypolicy">UK privacy policy</a>.
      </p>
    ) : null,
  intro: () => (
    <p>
      This policy explains what personal data we hold about customers in Ireland, why, and the
      choices you have. Prices and payments on our Irish site are in euro.
    </p>
  ),
  sections: (brand) => privacySections(brand, 'ie'),
}
