import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const takedown: StaticPageContent = {
  path: '/page/takedown',
  title: 'Takedown policy',
  description:
    'How to report content on our site that infringes your intellectual property or is unlawful, and what we do next.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      {brand.name} shows deals, images and reviews supplied by merchants and customers. If you
      believe something on our site infringes your rights or is unlawful, tell us and we will act
      quickly.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const mailbox = f.email('takedown')
    return [
      {
        heading: 'What you can report',
        body: (
          <ul>
            <li>Use of your trade mark, copyright images or text without permission.</li>
            <li>Counterfeit or unsafe products.</li>
            <li>Reviews or content that are defamatory, abusive or otherwise unlawful.</li>
          </ul>
        ),
      },
      {
        heading: 'How to send a notice',
        body: (
          <>
            <p>
              Email <a href={`mailto:${mailbox}`}>{mailbox}</a> with:
            </p>
            <ol>
              <li>your name and contact details, and whom you act for;</li>
              <li>the web address of each page concerned;</li>
              <li>
                the right you hold (for example a trade mark registration number) or why the content
                is unlawful;
              </li>
              <li>
                a statement that the information in your notice is accurate and made in good faith.
              </li>
            </ol>
          </>
        ),
      },
      {
        heading: 'What happens next',
        body: (
          <ul>
            <li>We acknowledge your notice within 2 working days.</li>
            <li>
              Where the notice is complete and well founded we remove or disable the content, and
              usually tell the merchant or customer who supplied it so they can respond.
            </li>
            <li>If content is restored after a counter-notice, we will tell you why.</li>
          </ul>
        ),
      },
      {
        heading: 'Misuse',
        body: (
          <p>
            Knowingly false notices may expose the sender to legal liability. We may ignore repeated
            notices that are plainly unfounded.
          </p>
        ),
      },
    ]
  },
}
