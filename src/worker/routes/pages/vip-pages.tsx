import type { Context } from 'hono'
import { Island } from '../../../client/islands/island'
import { VipJoin, type VipJoinProps } from '../../../client/islands/loyalty/vip-join'
import { VipRewards } from '../../../client/islands/loyalty/vip-rewards'
import { VipBenefitsList } from '../../../client/pages/vip/vip-benefits-list'
import { VipHubHeader } from '../../../client/pages/vip/vip-hub-header'
import { vipMembershipPrice } from '../../../shared/domain/checkout/vip'
import { formatMoney } from '../../../shared/format/money'
import type { AppEnv } from '../../http/app-env'
import { vipMembershipStatus } from '../../services/vip/vip-lifecycle'
import { payClientsFor } from '../../services/payments/pay-clients'
import { renderInShell } from './page-context'
import { clock } from '../../clock'

/** What the join button needs for this visitor: signed in, already a member, the price. */
async function joinProps(c: Context<AppEnv>): Promise<VipJoinProps & { renewal: string | null }> {
  const brand = c.get('brand')
  const user = await c.var.session.user()
  const status = user && (await vipMembershipStatus(c.env.DB, user.id, brand.currency, clock.now()))
  const price = vipMembershipPrice(brand.currency)
  return {
    brandName: brand.name,
    price,
    signedIn: user !== null,
    member: status?.member ?? false,
    cardMode: payClientsFor(c.env, c.req.url).credit_card,
    renewal: status?.member && status.membership ? status.membership.expiresAt.slice(0, 10) : null,
  }
}

const JoinIsland = ({ props }: { props: VipJoinProps }) => (
  <Island name="vip-join" component={VipJoin} props={props} />
)

/** /myaccount/vip-rewards body (My Rewards, VIP only): members get their membership and the
 * cancellation flow; anyone else the benefits and the offer to join. */
export async function vipRewardsBody(c: Context<AppEnv>) {
  const user = await c.var.session.user()
  const brand = c.get('brand')
  if (!user) return <p>Please sign in to see your VIP rewards.</p>
  const status = await vipMembershipStatus(c.env.DB, user.id, brand.currency, clock.now())
  return (
    <>
      {status.member ? null : (
        <>
          <p>{`My Rewards is for ${brand.name} VIP members. Join for ${formatMoney(status.price.amount, status.price.currency)} a year and get:`}</p>
          <VipBenefitsList />
        </>
      )}
      <Island
        name="vip-rewards"
        component={VipRewards}
        props={{
          brandName: brand.name,
          status,
          renew: new URL(c.req.url).searchParams.get('renew') === '1',
          cardMode: payClientsFor(c.env, c.req.url).credit_card,
        }}
      />
    </>
  )
}

/** The /deals/vip hub header with the join button (for the VIP listing page to render). */
export async function vipHubHeader(c: Context<AppEnv>) {
  const { renewal: _renewal, ...props } = await joinProps(c)
  return <VipHubHeader brandName={props.brandName} join={<JoinIsland props={props} />} />
}

/** /second-checkout/benefits, shown after an order: the VIP benefits with the offer to join,
 * or, for members, their benefits and renewal date. Personal once signed in: never cached. */
export async function renderVipBenefitsPage(c: Context<AppEnv>) {
  const { renewal, ...props } = await joinProps(c)
  if (props.signedIn) c.header('cache-control', 'private, no-store')
  return renderInShell(c, {
    meta: {
      canonicalPath: '/second-checkout/benefits',
      title: `${props.brandName} VIP benefits`,
      robots: 'NOINDEX, NOFOLLOW',
    },
    body: (
      <section aria-labelledby="vip-benefits-title">
        <h1 id="vip-benefits-title">
          {props.member
            ? `Your ${props.brandName} VIP benefits`
            : `Get more with ${props.brandName} VIP`}
        </h1>
        {renewal ? (
          <p data-testid="vip-renewal">{`Your membership renews on ${renewal}.`}</p>
        ) : (
          <p>Thanks for your order. VIP members save more on every order like it:</p>
        )}
        <VipBenefitsList />
        {props.member ? (
          <a href="/myaccount/vip-rewards">See My Rewards</a>
        ) : (
          <JoinIsland props={props} />
        )}
      </section>
    ),
  })
}
