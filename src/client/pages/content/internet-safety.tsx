import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const internetSafety: StaticPageContent = {
  path: '/page/internetsafety',
  title: 'Internet safety',
  description:
    'How to shop safely online, spot fake emails and texts, protect your account and report a scam.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      Fraudsters sometimes pretend to be well-known brands, {brand.name} included. These tips help
      you shop safely with us and everywhere else.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'What we will never do',
        body: (
          <ul>
            <li>
              Ask for your password, full card number or security code by email, text or phone.
            </li>
            <li>Ask you to pay by bank transfer, gift card or cryptocurrency.</li>
            <li>
              Send you to a site other than <strong>{brand.host}</strong> to pay for a deal.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Spotting a fake message',
        body: (
          <ul>
            <li>Check the sender: our emails come only from addresses ending @{brand.host}.</li>
            <li>
              Be wary of urgency (&ldquo;your account will close today&rdquo;) and prizes you
              didn&apos;t enter for.
            </li>
            <li>Hover over links before you click; if in doubt, type {brand.host} yourself.</li>
          </ul>
        ),
      },
      {
        heading: 'Protecting your account',
        body: (
          <ul>
            <li>Use a password you don&apos;t use anywhere else, at least 6 characters long.</li>
            <li>Sign out on shared computers and keep your phone and browser up to date.</li>
            <li>
              If you think someone has used your account, change your password in My account and
              tell us.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Safe payments',
        body: (
          <p>
            Pay only on our secure checkout (look for https and the padlock). Card payments are
            handled by our payment provider and may ask you to confirm with your bank app. Paying by
            credit card or PayPal can give you extra protection if something goes wrong.
          </p>
        ),
      },
      {
        heading: 'Children online',
        body: (
          <p>
            Our services are for adults. Parents can use the parental controls in browsers, phones
            and broadband routers to manage what children see and buy online.
          </p>
        ),
      },
      {
        heading: 'Reporting a scam',
        body: (
          <>
            <p>
              Forward suspicious messages that use our name to{' '}
              <a href={`mailto:${f.email('security')}`}>{f.email('security')}</a>.
            </p>
            {f.ireland ? (
              <p>
                If you have lost money, contact your bank straight away and report it to An Garda
                Síochána. <a href="https://www.ccpc.ie">The CCPC</a> has advice on scams.
              </p>
            ) : (
              <p>
                If you have lost money, contact your bank straight away and report it to{' '}
                <a href="https://www.actionfraud.police.uk">Action Fraud</a> (or Police Scotland).
                Forward scam texts to 7726 and scam emails to report@phishing.gov.uk.
              </p>
            )}
          </>
        ),
      },
    ]
  },
}
