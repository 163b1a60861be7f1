import type { D1Database } from '@cloudflare/workers-types'
import { addYears } from 'date-fns'
import { vipMembershipPrice } from '../../../shared/domain/checkout/vip'
import type { Currency } from '../../../shared/schemas/money'
import { VipRepository, type VipMembershipRow } from '../../storage/vip-repository'

/** Whether the customer is a VIP member at `now`: an ACTIVE membership not yet past its year
 * (migrations/0016). What /customer/session and the profile report as vipUser.
 * @example await isVipMember(env.DB, 42, clock.now()) === false */
export async function isVipMember(db: D1Database, userId: number, now: Date): Promise<boolean> {
  return (await new VipRepository(db).activeMembership(userId, now.toISOString())) !== null
}

/** The membership a checkout buys (transactions §1 "4.99 a year in pounds or euros"): ACTIVE
 * from the order for one calendar year (29 February runs to 28 February).
 * @example membershipBought({ userId: 1, brand: 'dealio', currency: 'GBP', orderId: 7, now }).expiresAt */
export function membershipBought(input: {
  userId: number
  brand: string
  currency: Currency
  orderId: number
  now: Date
}): VipMembershipRow {
  return {
    userId: input.userId,
    brand: input.brand,
    currency: input.currency,
    price: vipMembershipPrice(input.currency).amount,
    status: 'ACTIVE',
    startedAt: input.now.toISOString(),
    expiresAt: addYears(input.now, 1).toISOString(),
    orderId: input.orderId,
  }
}
