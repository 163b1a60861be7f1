import { VIP_BENEFITS } from '../../../shared/domain/vip/vip-benefits'
import * as s from './vip.styles'

/** Transactions §1 benefits, server-rendered (no JS): the /deals/vip header,
 * /second-checkout/benefits and My Rewards. */
export function VipBenefitsList() {
  return (
    <ul className={s.benefits} data-testid="vip-benefits">
      {VIP_BENEFITS.map((benefit) => (
        <li key={benefit.id}>
          <strong>{benefit.title}</strong>
          {benefit.text}
        </li>
      ))}
    </ul>
  )
}
