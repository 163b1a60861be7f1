import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const termsOfUse: StaticPageContent = {
  path: '/page/termsofuse',
  title: 'Terms of use',
  description:
    'The rules for using our website and apps: your account, acceptable use, reviews, our content and liability.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      These terms apply whenever you use {brand.host} or the {brand.name} apps. Buying a deal is
      also covered by our <a href="/page/e-commerceterms">e-commerce terms</a>.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'About us',
        body: (
          <p>
            The site is run by {f.company}, registered in {f.registeredIn}. You can contact us at{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a>.
          </p>
        ),
      },
      {
        heading: 'Your account',
        body: (
          <ul>
            <li>You must be 18 or over and give accurate details.</li>
            <li>
              Keep your password private. We will never ask for it by email or phone; tell us at
              once if you think someone else has used your account.
            </li>
            <li>One account per person. We may suspend accounts used for fraud or abuse.</li>
            <li>You can delete your account at any time from My account.</li>
          </ul>
        ),
      },
      {
        heading: 'Using the site',
        body: (
          <>
            <p>You agree not to:</p>
            <ul>
              <li>break the law or help anyone else to;</li>
              <li>scrape, copy or resell deals or content in bulk, or buy vouchers to resell;</li>
              <li>attack, overload or try to get around the security of the site;</li>
              <li>pretend to be someone else or misuse promotional codes.</li>
            </ul>
          </>
        ),
      },
      {
        heading: 'Reviews and what you post',
        body: (
          <p>
            Reviews must be your own honest experience of a deal you bought. We do not remove
            reviews because they are negative, but we do remove ones that are offensive, unlawful,
            off-topic or written in return for a reward. You let us show what you post on our sites
            and in our marketing; you keep ownership of it.
          </p>
        ),
      },
      {
        heading: 'Our content',
        body: (
          <p>
            The site, its design, text, images and the {brand.name} name and logo belong to us or
            our licensors. You may view and print pages for your own use. To report content you
            believe infringes your rights, see our <a href="/page/takedown">takedown policy</a>.
          </p>
        ),
      },
      {
        heading: 'Links and availability',
        body: (
          <p>
            We link to merchants&apos; and other sites we do not control and are not responsible
            for. We work to keep the site available but may suspend it for maintenance or reasons
            outside our control.
          </p>
        ),
      },
      {
        heading: 'Our liability',
        body: (
          <p>
            Nothing in these terms limits liability for death or personal injury caused by
            negligence, for fraud, or your rights under {f.consumerLaw}. Otherwise we are not liable
            for losses that were not foreseeable, or for business losses.
          </p>
        ),
      },
      {
        heading: 'Changes and law',
        body: (
          <p>
            We may update these terms; the date at the top shows the latest version. These terms are
            governed by {f.law}, and disputes go to {f.courts}.
          </p>
        ),
      },
    ]
  },
}
