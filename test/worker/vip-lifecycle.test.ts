import { env, SELF } from 'cloudflare:test'
import { addYears } from 'date-fns'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  VipCancelResponse,
  VipMembershipResponse,
  VipSubscribeResponse,
} from '../../src/shared/schemas/vip'
import { isVipMember } from '../../src/worker/services/vip/vip-membership'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, post } from './account-client'
import { placeOrder } from './orders-client'
import { clock } from './clock'

const membership = (shopper: Shopper) =>
  SELF.fetch(`${ORIGIN}/api/v1/vip/membership`, { headers: { cookie: shopper.cookie } })

const cancel = (shopper: Shopper, body: unknown) =>
  post('/vip/cancel', body, { cookie: shopper.cookie })

const subscribe = async (shopper: Shopper, number = '4111111111111111') =>
  post(
    '/vip/subscribe',
    { paymentToken: await cardToken(env.DB, number), idempotencyKey: crypto.randomUUID() },
    { cookie: shopper.cookie },
  )

async function member(): Promise<Shopper> {
  const shopper = await makeShopper(env.DB)
  expect((await subscribe(shopper)).status).toBe(201)
  return shopper
}

describe('joining VIP outside a deal order', () => {
  it(
    'charges 4.99 to the card and makes the shopper a member for a year',
    { tags: ['dated'] },
    async () => {
      const shopper = await makeShopper(env.DB)
      const res = await subscribe(shopper)
      expect(res.status).toBe(201)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const { data } = VipSubscribeResponse.parse(await res.json())
      expect(data.membership).toMatchObject({
        status: 'ACTIVE',
        renewalPrice: { amount: 499, currency: 'GBP' },
        retentionOfferAccepted: false,
      })
      // A calendar year: 366 days when it spans a 29 February.
      expect(data.membership.expiresAt).toBe(
        addYears(new Date(data.membership.startedAt), 1).toISOString(),
      )
      expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(true)
      const auth = await env.DB.prepare(
        `SELECT status, amount FROM payment_authorisations WHERE gateway_reference =
         (SELECT payment_reference FROM vip_memberships WHERE user_id = ?)`,
      )
        .bind(shopper.id)
        .first<{ status: string; amount: number }>()
      expect(auth).toEqual({ status: 'CAPTURED', amount: 499 })
    },
  )

  it('refuses a member joining again, without charging', async () => {
    const shopper = await member()
    const res = await subscribe(shopper)
    expect(res.status).toBe(409)
  })

  it('answers a declined card with a 422 and no membership', async () => {
    const shopper = await makeShopper(env.DB)
    const res = await subscribe(shopper, '4000000000000002')
    expect(res.status).toBe(422)
    expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(false)
  })

  it('needs a signed-in shopper from the storefront’s own origin', async () => {
    expect((await post('/vip/subscribe', {})).status).toBe(401)
    const shopper = await makeShopper(env.DB)
    // A simple cross-site form post (text/plain, no preflight) is what CSRF protection stops.
    const res = await SELF.fetch(`${ORIGIN}/api/v1/vip/cancel`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        cookie: shopper.cookie,
      },
      body: JSON.stringify({ step: 'stay' }),
    })
    expect(res.status).toBe(403)
  })
})

// A deal with a VIP price; its ids are fresh in the database worker files share (setup.ts).
const VIP_PRICED = { dealId: 0, productId: 0 }

beforeAll(async () => {
  const made = await makeBasketDeal(env.DB, { products: [{ price: 2500 }] })
  Object.assign(VIP_PRICED, { dealId: made.id, productId: made.productIds[0] })
  await env.DB.batch([
    env.DB.prepare('UPDATE deal_products SET vip_price = 2000 WHERE id = ?').bind(
      VIP_PRICED.productId,
    ),
    env.DB.prepare('UPDATE deals SET display_vip_discount_allowed = 1 WHERE id = ?').bind(
      VIP_PRICED.dealId,
    ),
  ])
})

describe('GET /vip/membership', () => {
  it('shows a non-member no membership and the price to join', async () => {
    const shopper = await makeShopper(env.DB)
    const { data } = VipMembershipResponse.parse(await (await membership(shopper)).json())
    expect(data).toEqual({
      member: false,
      price: { amount: 499, currency: 'GBP' },
      membership: null,
    })
  })

  it('shows a member their membership', async () => {
    const shopper = await member()
    const { data } = VipMembershipResponse.parse(await (await membership(shopper)).json())
    expect(data.member).toBe(true)
    expect(data.membership?.status).toBe('ACTIVE')
    expect(data.membership?.savings).toEqual({ amount: 0, currency: 'GBP' })
  })

  it('adds up what VIP prices saved the member on their orders', async () => {
    const shopper = await member()
    const token = await makeOrderBasket(env.DB, shopper.id, [{ ...VIP_PRICED, quantity: 2 }])
    const order = await placeOrder(
      token,
      {
        payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
        expectedTotal: 4000,
      },
      { cookie: shopper.cookie },
    )
    expect(order.status).toBe(201)
    const { data } = VipMembershipResponse.parse(await (await membership(shopper)).json())
    expect(data.membership?.savings).toEqual({ amount: 1000, currency: 'GBP' })
  })
})

describe('cancelling VIP: reason → retention offer → confirmation, or stay', () => {
  it('offers 50% off the next renewal after the reason, and keeps the member who accepts', async () => {
    const shopper = await member()
    const first = await cancel(shopper, { step: 'reason', reason: 'TOO_EXPENSIVE' })
    expect(first.status).toBe(200)
    const offered = VipCancelResponse.parse(await first.json()).data
    expect(offered.next).toBe('OFFER')
    expect(offered.offer).toEqual({ percent: 50, renewalPrice: { amount: 249, currency: 'GBP' } })

    const stayed = VipCancelResponse.parse(
      await (await cancel(shopper, { step: 'offer', acceptOffer: true })).json(),
    ).data
    expect(stayed.next).toBe('STAYED')
    expect(stayed.membership).toMatchObject({
      status: 'ACTIVE',
      retentionOfferAccepted: true,
      renewalPrice: { amount: 249 },
      cancelReason: 'TOO_EXPENSIVE',
    })
    expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(true)
  })

  it('cancels after the offer is declined and the cancellation confirmed', async () => {
    const shopper = await member()
    await cancel(shopper, { step: 'reason', reason: 'NOT_USING_IT' })
    const declined = VipCancelResponse.parse(
      await (await cancel(shopper, { step: 'offer', acceptOffer: false })).json(),
    ).data
    expect(declined.next).toBe('CONFIRM')
    expect(declined.membership.status).toBe('ACTIVE')
    const done = VipCancelResponse.parse(
      await (await cancel(shopper, { step: 'confirm' })).json(),
    ).data
    expect(done.next).toBe('CANCELLED')
    expect(done.membership.status).toBe('CANCELLED')
    expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(false)
    // Nothing left to cancel; the page offers joining again.
    expect((await cancel(shopper, { step: 'stay' })).status).toBe(404)
    const { data } = VipMembershipResponse.parse(await (await membership(shopper)).json())
    expect(data).toMatchObject({ member: false, membership: { status: 'CANCELLED' } })
  })

  it('offers the discount once: a second attempt goes from the reason to the confirmation', async () => {
    const shopper = await member()
    await cancel(shopper, { step: 'reason', reason: 'OTHER' })
    await cancel(shopper, { step: 'offer', acceptOffer: true })
    const again = VipCancelResponse.parse(
      await (await cancel(shopper, { step: 'reason', reason: 'OTHER' })).json(),
    ).data
    expect(again.next).toBe('CONFIRM')
    expect(again.offer).toBeUndefined()
    expect((await cancel(shopper, { step: 'offer', acceptOffer: true })).status).toBe(409)
  })

  it('refuses steps out of order and bad bodies with a 4xx, never a 500', async () => {
    const shopper = await member()
    expect((await cancel(shopper, { step: 'confirm' })).status).toBe(409)
    expect((await cancel(shopper, { step: 'offer', acceptOffer: true })).status).toBe(409)
    const bad = await cancel(shopper, { step: 'reason', reason: 'BORED' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect((await cancel(shopper, { step: 'explode' })).status).toBe(400)
    expect(await isVipMember(env.DB, shopper.id, clock.now())).toBe(true)
  })

  it('answers a non-member with a 404', async () => {
    const shopper = await makeShopper(env.DB)
    const res = await cancel(shopper, { step: 'reason', reason: 'OTHER' })
    expect(res.status).toBe(404)
  })
})
