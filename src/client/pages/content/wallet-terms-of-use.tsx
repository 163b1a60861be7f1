import { brandFacts } from './brand-facts'
import type { StaticPageContent } from './types'

export const walletTermsOfUse: StaticPageContent = {
  path: '/page/wallettermsofuse',
  title: 'Wallet terms of use',
  description:
    'The terms of your wallet: the types of credit it holds, how credit is used at checkout, expiry and withdrawals.',
  kind: 'Legal',
  intro: (brand) => (
    <p>
      Your {brand.name} wallet holds credit you can spend on our site. It is not a bank account and
      does not earn interest.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    return [
      {
        heading: 'Types of credit',
        body: (
          <dl>
            <dt>Refundable credit</dt>
            <dd>
              Money from refunds you chose to take as credit. It lasts 3 months and you can ask for
              it back to your original payment method while it is valid.
            </dd>
            <dt>Gift card credit</dt>
            <dd>
              Credit from a gift card you redeemed; it lasts 12 months and is not refundable as
              cash.
            </dd>
            <dt>Marketing credit</dt>
            <dd>
              Promotional credit we give you, for example for referring a friend. It has no cash
              value and its expiry is shown in your wallet.
            </dd>
          </dl>
        ),
      },
      {
        heading: 'Using credit',
        body: (
          <ul>
            <li>
              Credit is held per currency and can only be used on deals in the same currency (
              {brand.currency} on {brand.name}).
            </li>
            <li>Credit that expires soonest is used first.</li>
            <li>
              Marketing credit can cover up to 10% of each eligible item, up to {f.money(500)} per
              item. See <a href="/page/wallet-credit-more-info">how wallet credit works</a>.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Refunds of orders paid with credit',
        body: (
          <p>
            If you refund an order you paid for partly with credit, the credit part returns to your
            wallet with its original expiry date and the rest to your payment method.
          </p>
        ),
      },
      {
        heading: 'Misuse',
        body: (
          <p>
            Credit is personal and cannot be transferred or sold. We may cancel credit obtained by
            fraud, by error or in breach of our <a href="/page/termsofuse">terms of use</a>.
          </p>
        ),
      },
      {
        heading: 'Closing your account',
        body: (
          <p>
            Before you delete your account, ask us to return any refundable credit by emailing{' '}
            <a href={`mailto:${f.email('support')}`}>{f.email('support')}</a>. Other credit is lost
            when the account is deleted.
          </p>
        ),
      },
    ]
  },
}
