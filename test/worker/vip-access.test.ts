import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BasketResponse } from '../../src/shared/schemas/basket'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, send } from './account-client'
import { clock } from './clock'

// Transactions §6 'VIP-only': VIP prices and VIP-exclusive products for active members only,
// checked for a member, a shopper who never joined and two kinds of former member.

// The basket lines of the two deals below; their ids are fresh in the database every worker
// file shares (setup.ts).
const PRICED = { dealId: 0, dealProductId: 0, quantity: 1 }
const EXCLUSIVE = { dealId: 0, dealProductId: 0, quantity: 1 }
const YEAR = 365 * 86_400_000

beforeAll(async () => {
  const priced = await makeBasketDeal(env.DB, { products: [{ price: 2500 }] })
  const exclusive = await makeBasketDeal(env.DB, { products: [{ price: 3000 }] })
  Object.assign(PRICED, { dealId: priced.id, dealProductId: priced.productIds[0] })
  Object.assign(EXCLUSIVE, { dealId: exclusive.id, dealProductId: exclusive.productIds[0] })
  await env.DB.batch([
    env.DB.prepare('UPDATE deal_products SET vip_price = 2000 WHERE id = ?').bind(
      PRICED.dealProductId,
    ),
    env.DB.prepare('UPDATE deals SET display_vip_discount_allowed = 1 WHERE id = ?').bind(
      PRICED.dealId,
    ),
    env.DB.prepare('UPDATE deals SET vip_only = 1 WHERE id = ?').bind(EXCLUSIVE.dealId),
  ])
})

type Kind = 'member' | 'never' | 'lapsed' | 'expired' | 'cancelled'

async function shopper(kind: Kind): Promise<Shopper> {
  const made = await makeShopper(env.DB)
  if (kind === 'never') return made
  const now = clock.ms()
  const [status, ends] =
    kind === 'member'
      ? ['ACTIVE', now + YEAR]
      : kind === 'lapsed'
        ? ['ACTIVE', now - 60_000] // not yet swept by the renewal job
        : kind === 'expired'
          ? ['EXPIRED', now - 60_000]
          : ['CANCELLED', now + YEAR / 2]
  await env.DB.prepare(
    `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at, expires_at,
       updated_at) VALUES (?, 'dealio', 'GBP', 499, ?, ?, ?, ?)`,
  )
    .bind(
      made.id,
      status,
      new Date(ends - YEAR).toISOString(),
      new Date(ends).toISOString(),
      new Date(now).toISOString(),
    )
    .run()
  return made
}

async function basketOf(who: Shopper): Promise<string> {
  const res = await send(
    'POST',
    '/basket',
    { brand: 'dealio', eligibleForVip: false, products: [PRICED] },
    { cookie: who.cookie },
  )
  expect(res.status).toBe(201)
  return BasketResponse.parse(await res.json()).data.basketToken
}

const checkout = async (who: Shopper, token: string) => {
  const res = await SELF.fetch(`${ORIGIN}/api/v1/checkout/${token}`, {
    headers: { origin: ORIGIN, cookie: who.cookie },
  })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data
}

const addExclusive = (who: Shopper, token: string) =>
  send('POST', `/basket/${token}/product`, EXCLUSIVE, { cookie: who.cookie })

describe('VIP prices and VIP-exclusive products', () => {
  it('give an active member the VIP price and let them add a VIP-only product', async () => {
    const member = await shopper('member')
    const token = await basketOf(member)
    const view = await checkout(member, token)
    expect(view.vip.isMember).toBe(true)
    expect(view.orderSummary.totalOrderAmount).toBe(2000)
    expect((await addExclusive(member, token)).status).toBeLessThan(300)
  })

  for (const kind of ['never', 'lapsed', 'expired', 'cancelled'] as const) {
    it(`charge the normal price and refuse VIP-only products to a shopper who is ${kind === 'never' ? 'not a member' : `a ${kind} member`}`, async () => {
      const who = await shopper(kind)
      const token = await basketOf(who)
      const view = await checkout(who, token)
      expect(view.vip.isMember).toBe(false)
      expect(view.orderSummary.totalOrderAmount).toBe(2500)
      const res = await addExclusive(who, token)
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    })
  }
})
