import { useState } from 'react'
import { formatMoney } from '../../../shared/format/money'
import type { Currency } from '../../../shared/schemas/money'
import type { PayClientMode } from '../../../shared/schemas/pay-clients'
import { useHydrated } from '../forms/account-form-parts'
import { VipPaymentModal } from '../../pages/vip/vip-payment-modal'
import * as s from '../../pages/vip/vip.styles'

export interface VipJoinProps {
  brandName: string
  /** The yearly price, in minor units. */
  price: { amount: number; currency: Currency }
  signedIn: boolean
  /** Already a member: nothing to join. */
  member: boolean
  /** The card client the server names for the VIP payment (pay-clients.ts). */
  cardMode: PayClientMode
}

/** Island 'vip-join' (/deals/vip, /second-checkout/benefits, My Rewards): 'Join VIP' opens the
 * VIP payment modal; signed-out shoppers sign in first and come back here. */
export function VipJoin({ brandName, price: charge, signedIn, member, cardMode }: VipJoinProps) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const price = formatMoney(charge.amount, charge.currency)
  if (member) return <p className={s.notice}>You are a VIP member.</p>
  if (!signedIn) {
    return (
      <a
        className={s.button}
        href="/login?redirect=%2Fmyaccount%2Fvip-rewards"
        data-testid="vip-join"
      >
        {`Sign in to join VIP for ${price} a year`}
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className={s.button}
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        data-testid="vip-join"
      >
        {`Join VIP for ${price} a year`}
      </button>
      {open ? (
        <VipPaymentModal
          brandName={brandName}
          title={`Join ${brandName} VIP for ${price} a year`}
          payLabel={`Pay ${price}`}
          charge={charge}
          cardMode={cardMode}
          onLeave={() => setOpen(false)}
          onPaid={() => window.location.assign('/myaccount/vip-rewards')}
        />
      ) : null}
    </>
  )
}
