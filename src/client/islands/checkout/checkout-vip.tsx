import type { VipOffer } from '../../../shared/schemas/checkout-view'
import { vipJoinLabel } from '../../pages/checkout/checkout-view-extras'
import * as s from './checkout.styles'

interface Props {
  vip: VipOffer | null
  signedIn: boolean
  disabled: boolean
  error: string
  onToggle: (add: boolean) => void
}

/** VIP in checkout (transactions §1 "VIP membership … 4.99 a year", addable in
 * checkout): members are told their VIP prices apply; a signed-in shopper who is not one may add
 * the membership, and VIP prices apply to this order at once. */
export function CheckoutVip({ vip, signedIn, disabled, error, onToggle }: Props) {
  if (!vip) return null
  if (vip.isMember) {
    return (
      <section className={s.section} aria-label="VIP" data-testid="checkout-vip">
        <p>
          <strong>VIP prices applied</strong>
        </p>
      </section>
    )
  }
  if (!signedIn || !vip.offered) return null
  return (
    <section className={s.section} aria-labelledby="checkout-vip-title" data-testid="checkout-vip">
      <h2 id="checkout-vip-title">VIP membership</h2>
      <label className={s.switchRow}>
        <span>{vipJoinLabel(vip.price, vip.savings)}</span>
        <input
          type="checkbox"
          role="switch"
          checked={vip.added}
          disabled={disabled}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </label>
      {vip.added ? <p className={s.muted}>VIP prices are applied to this order.</p> : null}
      <p className={s.error} role="alert">
        {error}
      </p>
    </section>
  )
}
