import { useState } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import type { VipMembershipResponse, VipMembershipView } from '../../../shared/schemas/vip'
import { VipCancelFlow } from '../../pages/vip/vip-cancel-flow'
import { VipPaymentModal } from '../../pages/vip/vip-payment-modal'
import * as s from '../../pages/vip/vip.styles'
import { useHydrated } from '../forms/account-form-parts'
import { VipJoin } from './vip-join'

export interface VipRewardsProps {
  brandName: string
  status: VipMembershipResponse['data']
  /** Came from the renewal email's pay link (?renew=1): open the payment at once. */
  renew: boolean
  /** The card client the server names for the VIP payment (pay-clients.ts). */
  cardMode: PayClientMode
}

const day = (iso: string) => iso.slice(0, 10)

/** Island 'vip-rewards' (/myaccount/vip-rewards, transactions §2 'My Rewards, VIP only'):
 * the member's status, renewal date and price, savings so far, renewal payment and the
 * cancellation flow. Anyone else gets the join offer (rendered by the page around it). */
export function VipRewards({ brandName, status, renew, cardMode }: VipRewardsProps) {
  const hydrated = useHydrated()
  const [membership, setMembership] = useState<VipMembershipView | null>(status.membership)
  const [paying, setPaying] = useState(renew && Boolean(status.membership?.renewalPending))
  const member = membership?.status === 'ACTIVE' && status.member
  if (!membership || !member) {
    return (
      <div className={s.panel}>
        {membership?.status === 'CANCELLED' ? (
          <p className={s.notice}>Your VIP membership was cancelled.</p>
        ) : membership?.status === 'EXPIRED' ? (
          <p className={s.notice}>{`Your VIP membership ended on ${day(membership.expiresAt)}.`}</p>
        ) : null}
        <VipJoin
          brandName={brandName}
          price={status.price}
          signedIn
          member={false}
          cardMode={cardMode}
        />
      </div>
    )
  }
  const renewal = formatMoney(membership.renewalPrice.amount, membership.renewalPrice.currency)
  return (
    <div className={s.panel} data-testid="vip-rewards">
      <dl className={s.facts}>
        <dt>Status</dt>
        <dd>VIP member</dd>
        <dt>Member since</dt>
        <dd>{day(membership.startedAt)}</dd>
        <dt>Renewal date</dt>
        <dd data-testid="vip-renewal-date">{day(membership.expiresAt)}</dd>
        <dt>Renewal price</dt>
        <dd>
          {renewal}
          {membership.retentionOfferAccepted ? ' (50% off, thanks for staying)' : ''}
        </dd>
        <dt>Saved so far</dt>
        {/* A total saved, not a price: £0 saved is '£0.00', never the free label. */}
        <dd data-testid="vip-savings">
          {formatMoney(membership.savings.amount, membership.savings.currency, {
            zeroAsAmount: true,
            alwaysPence: true,
          })}
        </dd>
      </dl>
      {membership.renewalPending ? (
        <div className={s.actions}>
          <p className={s.notice}>Your membership is due for renewal.</p>
          <button
            type="button"
            className={s.button}
            disabled={!hydrated}
            onClick={() => setPaying(true)}
          >
            {`Renew for ${renewal}`}
          </button>
        </div>
      ) : null}
      {paying ? (
        <VipPaymentModal
          brandName={brandName}
          title={`Renew ${brandName} VIP for ${renewal}`}
          payLabel={`Pay ${renewal}`}
          charge={membership.renewalPrice}
          cardMode={cardMode}
          onLeave={() => setPaying(false)}
          onPaid={(data) => {
            setMembership(data.membership)
            setPaying(false)
          }}
        />
      ) : null}
      <VipCancelFlow onChange={setMembership} />
    </div>
  )
}
