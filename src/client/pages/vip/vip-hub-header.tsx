import type { ReactNode } from 'react'
import { VipBenefitsList } from './vip-benefits-list'
import * as s from './vip.styles'

/** The /deals/vip hub header (transactions §1 benefits) above the VIP listing; `join` is the
 * 'vip-join' island the page renders for the visitor. */
export function VipHubHeader({ brandName, join }: { brandName: string; join: ReactNode }) {
  return (
    <section aria-labelledby="vip-hub-title" data-testid="vip-hub-header">
      <h1 id="vip-hub-title">{brandName} VIP</h1>
      <p>Members get more off every day, for one small yearly fee.</p>
      <VipBenefitsList />
      <div className={s.actions}>{join}</div>
    </section>
  )
}
