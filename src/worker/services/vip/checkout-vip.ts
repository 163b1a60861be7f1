import type { D1Database } from '@cloudflare/workers-types'
import { eligibleForVip, vipMembershipPrice } from '../../../shared/domain/checkout/vip'
import type { VipOffer } from '../../../shared/schemas/checkout-view'
import type { Currency } from '../../../shared/schemas/money'
import { VipRepository } from '../../storage/vip-repository'

export interface CheckoutVip {
  isMember: boolean
  /** The shopper ticked the membership on this checkout and is not a member already. */
  added: boolean
}

// All four brands run VIP (transactions §1); a brand without it would say so here.
const BRAND_OFFERS_VIP = true

/** What checkout needs to know about VIP for a basket: membership and the tick (the member
 * prices themselves are memberUnitPrice's, per line). The tick counts for signed-in shoppers only, as only they can buy it. */
export async function checkoutVip(
  db: D1Database,
  basketToken: string,
  userId: number | null,
  now: Date,
): Promise<CheckoutVip> {
  const repository = new VipRepository(db)
  const [membership, chosen] = await Promise.all([
    userId === null ? null : repository.activeMembership(userId, now.toISOString()),
    userId === null ? false : repository.isChosen(basketToken),
  ])
  const isMember = membership !== null
  return { isMember, added: chosen && !isMember }
}

/** The checkout's VIP box (checkout-view.ts VipOffer); offered while the shopper is not a
 * member (eligibleForVip). */
export function vipOffer(vip: CheckoutVip, currency: Currency, savings: number): VipOffer {
  return {
    isMember: vip.isMember,
    offered: eligibleForVip({ vipUser: vip.isMember, brandOffersVip: BRAND_OFFERS_VIP }),
    added: vip.added,
    price: vipMembershipPrice(currency),
    savings,
  }
}
