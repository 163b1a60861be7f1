import { brandFacts } from './brand-facts'
import type { ContentSection, StaticPageContent } from './types'

export const walletCreditMoreInfo: StaticPageContent = {
  path: '/page/wallet-credit-more-info',
  title: 'How wallet credit works',
  description:
    'Where wallet credit comes from, how long each kind lasts, how it is applied at checkout and how referral credit is earned.',
  kind: 'Help',
  intro: (brand) => (
    <p>
      Credit in your {brand.name} wallet is applied at checkout automatically. Here is where it
      comes from and how long it lasts. The full rules are in our{' '}
      <a href="/page/wallettermsofuse">wallet terms of use</a>.
    </p>
  ),
  sections: (brand) => {
    const f = brandFacts(brand)
    const sections: ContentSection[] = [
      {
        heading: 'Where credit comes from',
        body: (
          <table>
            <thead>
              <tr>
                <th scope="col">Source</th>
                <th scope="col">How long it lasts</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>A refund taken as credit</td>
                <td>3 months</td>
              </tr>
              <tr>
                <td>A redeemed gift card</td>
                <td>12 months</td>
              </tr>
              <tr>
                <td>An unredeemed voucher that expired</td>
                <td>14 days from the voucher&apos;s expiry</td>
              </tr>
              <tr>
                <td>A promotion or credit offer link</td>
                <td>As stated in the offer</td>
              </tr>
            </tbody>
          </table>
        ),
      },
      {
        heading: 'Using credit at checkout',
        body: (
          <ul>
            <li>Your balance is shown at checkout and used before your card is charged.</li>
            <li>
              Only credit in {brand.currency} can be used on {brand.name}.
            </li>
            <li>
              Promotional (marketing) credit covers at most 10% of each eligible item, up to{' '}
              {f.money(500)} per item; the rest of your balance is not limited.
            </li>
          </ul>
        ),
      },
      {
        heading: 'Claiming a credit offer',
        body: (
          <p>
            If we send you a credit offer link, sign in and open it to add the credit to your
            account; you&apos;ll see it at checkout. Each offer can be claimed once.
          </p>
        ),
      },
    ]
    if (f.hasReferral) {
      sections.push({
        heading: 'Refer a friend',
        body: (
          <ul>
            <li>
              Share your link from <a href="/myaccount/refer-a-friend">Refer a friend</a>. When a
              friend makes their first purchase, you earn {f.money(1000)} credit, up to{' '}
              {f.money(20000)} in total.
            </li>
            <li>
              Credit shows as pending until your friend&apos;s 14-day refund window ends, then it is
              added to your wallet. If your friend refunds, the credit is cancelled.
            </li>
            <li>Referral credit is marketing credit and has no cash value.</li>
          </ul>
        ),
      })
    }
    if (f.hasClub) {
      sections.push({
        heading: 'Club points',
        body: (
          <p>
            Club points are credited 30 days after your purchase and last 6 months. From Bronze
            level you can exchange them for wallet credit in <a href="/myaccount/rewards">Club</a>;
            higher levels get a better exchange rate.
          </p>
        ),
      })
    }
    return sections
  },
}
