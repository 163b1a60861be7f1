import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELIVERED_AFTER_DISPATCH_DAYS } from '../../src/shared/config/constants'
import {
  AdminReturnsResponse,
  ReturnDecisionResponse,
  ReturnLegResponse,
} from '../../src/shared/schemas/admin-returns'
import { ParcelResponse, ParcelsResponse } from '../../src/shared/schemas/parcels'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { VoucherDetailResponse, VoucherListResponse } from '../../src/shared/schemas/voucher'
import { inferParcelDeliveries } from '../../src/worker/jobs/parcel-delivery'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { makeStaff } from '../fixtures/make-staff'
import { newestMail, ORIGIN, post } from './account-client'
import { atInstant, clock, inDays } from './clock'
import { makeFreshMerchantDeal } from './merchant-client'
import { count, placeOrder } from './orders-client'
import { ledgerSum } from './refunds-client'

// Goods to the door and back (transactions §3 'Order progress', §4 'Voucher lifecycle'): a
// posted voucher goes Processing → Dispatched → Delivered → Return requested → in transit →
// Returned → Refunded through the real routes of the merchant, the shopper and the admin.

interface Deal {
  dealId: number
  productId: number
}
/** Two merchants of this file's own: a posted deal each, and a service deal of the first. */
let merchantId = 0
let otherMerchantId = 0
let postedDeal: Deal
let otherPostedDeal: Deal
let serviceDeal: Deal
const ADDRESS = {
  line1: '221B Baker Street',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'nw1 6xe',
}

let merchant = ''
let otherMerchant = ''
let admin = ''

beforeAll(async () => {
  const dealOf = ({ dealId, productId }: Deal): Deal => ({ dealId, productId })
  const mine = await makeFreshMerchantDeal()
  const theirs = await makeFreshMerchantDeal()
  merchantId = mine.merchantId
  otherMerchantId = theirs.merchantId
  postedDeal = dealOf(mine)
  otherPostedDeal = dealOf(theirs)
  serviceDeal = dealOf(await makeFreshMerchantDeal({ merchantId }))
  await env.DB.batch([
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id IN (?, ?)`).bind(
      postedDeal.dealId,
      otherPostedDeal.dealId,
    ),
    env.DB.prepare(`UPDATE deals SET delivery_type = 'e-voucher' WHERE id = ?`).bind(
      serviceDeal.dealId,
    ),
    env.DB.prepare(`UPDATE deal_products SET postage_price = 0 WHERE id IN (?, ?, ?)`).bind(
      postedDeal.productId,
      otherPostedDeal.productId,
      serviceDeal.productId,
    ),
  ])
  merchant = (await makeStaff(env.DB, { role: 'merchant', merchantId })).cookie
  otherMerchant = (await makeStaff(env.DB, { role: 'merchant', merchantId: otherMerchantId }))
    .cookie
  admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
})

interface Bought {
  shopper: Shopper
  orderNumber: string
  voucher: { id: number; code: string }
}

/** One voucher of `deal` bought through the checkout API by a new shopper, posted to ADDRESS. */
async function buy(deal: { dealId: number; productId: number }): Promise<Bought> {
  const shopper = await makeShopper(env.DB)
  const token = await makeOrderBasket(env.DB, shopper.id, [{ ...deal, quantity: 1 }])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB) },
      expectedTotal: 1500,
      ...(deal === serviceDeal ? {} : { deliveryAddress: ADDRESS }),
    } as Parameters<typeof placeOrder>[1],
    { cookie: shopper.cookie },
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const { data } = PlaceOrderResponse.parse(await res.json())
  const voucher = await env.DB.prepare('SELECT id, code FROM vouchers WHERE order_id = ?')
    .bind(Number(data.productOrder.id))
    .first<{ id: number; code: string }>()
  return { shopper, orderNumber: data.productOrder.id, voucher: voucher! }
}

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

const dispatch = (id: number, trackingReference: unknown, cookie: string, desk = 'merchant') =>
  post(`/${desk}/parcels/${id}/dispatch`, { trackingReference }, { cookie })

const deliver = (id: number, cookie: string, desk = 'merchant') =>
  post(`/${desk}/parcels/${id}/deliver`, {}, { cookie })

async function voucherView(bought: Bought) {
  const res = await get(`/api/v1/vouchers/${bought.voucher.id}`, bought.shopper.cookie)
  expect(res.status).toBe(200)
  return VoucherDetailResponse.parse(await res.json()).data
}

async function parcels(cookie: string, status: string, desk = 'merchant') {
  const res = await get(`/api/v1/${desk}/parcels?status=${status}`, cookie)
  expect(res.status).toBe(200)
  return ParcelsResponse.parse(await res.json()).data.parcels
}

const history = async (voucherId: number) =>
  (
    await env.DB.prepare('SELECT event, actor FROM voucher_events WHERE voucher_id = ? ORDER BY id')
      .bind(voucherId)
      .all<{ event: string; actor: string }>()
  ).results

const mails = (to: string, kind: string) =>
  count('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND kind = ?', to, kind)

describe('goods to the door and back', () => {
  it('dispatches with a tracking reference, delivers, and takes the return through to a refund', async () => {
    const bought = await buy(postedDeal)
    const id = bought.voucher.id
    expect(await voucherView(bought)).toMatchObject({
      state: 'PROCESSING_ORDER',
      statusLabel: 'Processing Order',
      trackingReference: null,
    })

    // The merchant's "Orders to post": the parcel with where it goes.
    const toPost = (await parcels(merchant, 'to-dispatch')).find((p) => p.voucherId === id)
    expect(toPost).toMatchObject({
      orderNumber: bought.orderNumber,
      recipient: 'Ann',
      address: { line1: '221B Baker Street', town: 'London', postcode: 'NW1 6XE' },
      state: 'PROCESSING_ORDER',
    })

    const dispatched = await dispatch(id, ' ab 1234 5678 9gb ', merchant)
    expect(dispatched.status).toBe(200)
    expect(ParcelResponse.parse(await dispatched.json()).data).toMatchObject({
      state: 'DISPATCHED',
      statusLabel: 'Dispatched',
      trackingReference: 'AB 1234 5678 9GB',
      dispatchedAt: expect.any(String),
    })
    const dispatchMail = await newestMail(bought.shopper.email)
    expect(dispatchMail).toMatchObject({ kind: 'parcel-dispatched' })
    expect(dispatchMail?.text).toContain('Tracking reference: AB 1234 5678 9GB')
    expect(dispatchMail?.text).toContain(`http://localhost/myaccount/vouchers/${id}`)

    // The shopper sees Dispatched and the tracking reference: API, voucher page and list.
    expect(await voucherView(bought)).toMatchObject({
      state: 'DISPATCHED',
      statusLabel: 'Dispatched',
      trackingReference: 'AB 1234 5678 9GB',
      actions: [],
    })
    const page = await (await get(`/myaccount/vouchers/${id}`, bought.shopper.cookie)).text()
    expect(page).toContain('Dispatched')
    expect(page).toMatch(/data-testid="voucher-tracking"[^>]*>AB 1234 5678 9GB</)
    const list = await get('/api/v1/vouchers', bought.shopper.cookie)
    const listed = VoucherListResponse.parse(await list.json()).data.vouchers.find(
      (v) => v.id === id,
    )
    expect(listed).toMatchObject({ state: 'DISPATCHED', trackingReference: 'AB 1234 5678 9GB' })
    const listPage = await (await get('/myaccount/vouchers', bought.shopper.cookie)).text()
    expect(listPage).toContain('Tracking reference <!-- -->AB 1234 5678 9GB')

    expect((await parcels(merchant, 'to-dispatch')).map((p) => p.voucherId)).not.toContain(id)
    expect((await parcels(merchant, 'dispatched')).map((p) => p.voucherId)).toContain(id)

    const delivered = await deliver(id, merchant)
    expect(delivered.status).toBe(200)
    expect(ParcelResponse.parse(await delivered.json()).data.state).toBe('DELIVERED')
    expect(await newestMail(bought.shopper.email)).toMatchObject({
      kind: 'parcel-delivered',
      subject: 'Your order has been delivered',
    })
    expect(await voucherView(bought)).toMatchObject({
      state: 'DELIVERED',
      statusLabel: 'Delivered',
      actions: ['return'],
    })
    const deliveredPage = await (
      await get(`/myaccount/vouchers/${id}`, bought.shopper.cookie)
    ).text()
    expect(deliveredPage).toContain('Delivered')
    expect(deliveredPage).toMatch(/href="\/myaccount\/vouchers\/\d+\/refund"[^>]*>Request a return/)

    // The shopper sends it back; the admin follows the parcel and refunds it.
    const requested = await post(
      '/returns',
      { voucherId: id, reason: 'FAULTY' },
      { cookie: bought.shopper.cookie },
    )
    expect(requested.status).toBe(201)
    expect((await voucherView(bought)).state).toBe('RETURN_REQUESTED')
    const queue = AdminReturnsResponse.parse(
      await (await get('/api/v1/admin/returns', admin)).json(),
    )
    const ret = queue.data.returns.find((r) => r.voucherId === id)!
    expect(ret).toMatchObject({ voucherStatus: 'RETURN_REQUESTED', decision: null })

    // Back with the merchant before it left: refused, nothing changes.
    const early = await post(`/admin/returns/${ret.id}/received`, {}, { cookie: admin })
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ error: { code: 'CONFLICT' } })

    const inTransit = await post(`/admin/returns/${ret.id}/in-transit`, {}, { cookie: admin })
    expect(inTransit.status).toBe(200)
    expect(ReturnLegResponse.parse(await inTransit.json()).data).toMatchObject({
      voucherStatus: 'RETURN_IN_TRANSIT',
      statusLabel: 'Return in Transit',
    })
    expect((await voucherView(bought)).state).toBe('RETURN_IN_TRANSIT')
    const received = await post(`/admin/returns/${ret.id}/received`, {}, { cookie: admin })
    expect(received.status).toBe(200)
    expect(ReturnLegResponse.parse(await received.json()).data.voucherStatus).toBe(
      'RETURNED_TO_MERCHANT',
    )
    expect((await voucherView(bought)).statusLabel).toBe('Returned to the Merchant')

    const approved = await post(
      `/admin/returns/${ret.id}/approve`,
      { method: 'WALLET' },
      { cookie: admin },
    )
    expect(approved.status).toBe(200)
    expect(ReturnDecisionResponse.parse(await approved.json()).data).toMatchObject({
      decision: 'APPROVED',
      walletAmount: 1500,
      voucherStatus: 'REFUNDED',
    })
    expect((await voucherView(bought)).state).toBe('REFUNDED')
    expect(await ledgerSum(bought.shopper.id)).toBe(1500)
    expect((await post(`/admin/returns/${ret.id}/in-transit`, {}, { cookie: admin })).status).toBe(
      409,
    )

    expect((await history(id)).map((row) => row.event)).toEqual([
      'DISPATCH',
      'DELIVER',
      'REQUEST_RETURN',
      'SHIP_RETURN',
      'RECEIVE_RETURN',
      'REFUND',
    ])
    expect((await history(id))[0]!.actor).toMatch(/^merchant:\d+$/)
    expect((await history(id))[3]!.actor).toMatch(/^admin:\d+$/)
    for (const action of ['parcel.dispatch', 'parcel.deliver']) {
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?',
          action,
          String(id),
        ),
      ).toBe(1)
    }
    for (const action of ['return.in-transit', 'return.received']) {
      expect(
        await count(
          'SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?',
          action,
          String(ret.id),
        ),
      ).toBe(1)
    }
  })

  it(
    `takes a parcel as delivered ${DELIVERED_AFTER_DISPATCH_DAYS} days after dispatch, once, and then lets it be returned`,
    { tags: ['dated'] },
    async () => {
      const bought = await buy(postedDeal)
      const id = bought.voucher.id
      expect((await dispatch(id, 'JD0002 2334 4556', admin, 'admin')).status).toBe(200)

      // A day short: still on its way.
      await atInstant(inDays(DELIVERED_AFTER_DISPATCH_DAYS - 1), () =>
        inferParcelDeliveries(env, clock.now()),
      )
      expect((await voucherView(bought)).state).toBe('DISPATCHED')

      const later = inDays(DELIVERED_AFTER_DISPATCH_DAYS + 0.01)
      const first = await atInstant(later, () => inferParcelDeliveries(env, clock.now()))
      expect(first.delivered).toBeGreaterThanOrEqual(1)
      const again = await atInstant(later, () => inferParcelDeliveries(env, clock.now()))
      expect(again.delivered).toBe(0)

      expect(await voucherView(bought)).toMatchObject({ state: 'DELIVERED', actions: ['return'] })
      const events = await history(id)
      expect(events.map((row) => row.event)).toEqual(['DISPATCH', 'DELIVER'])
      expect(events[0]!.actor).toMatch(/^admin:\d+$/)
      expect(events[1]!.actor).toBe('system')
      expect(await mails(bought.shopper.email, 'parcel-delivered')).toBe(1)
      expect((await newestMail(bought.shopper.email))?.subject).toBe(
        'Your order should have arrived',
      )
      // Delivered by the job: the merchant's late click is told so and changes nothing.
      const late = await deliver(id, merchant)
      expect(late.status).toBe(409)
      expect(await late.json()).toEqual({
        error: { code: 'CONFLICT', message: 'This parcel was already delivered.' },
      })
      const requested = await post(
        '/returns',
        { voucherId: id, reason: 'FAULTY' },
        { cookie: bought.shopper.cookie },
      )
      expect(requested.status).toBe(201)
    },
  )

  it('dispatches exactly once under 10 parallel requests from merchant and admin', async () => {
    const bought = await buy(postedDeal)
    const id = bought.voucher.id
    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? dispatch(id, `RACE${i}00000`, merchant)
          : dispatch(id, `RACE${i}00000`, admin, 'admin'),
      ),
    )
    const statuses = answers.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(9)
    const winner = ParcelResponse.parse(await answers.find((res) => res.status === 200)!.json())
    for (const loser of answers.filter((res) => res.status === 409)) {
      expect(await loser.json()).toEqual({
        error: { code: 'CONFLICT', message: 'This parcel was already dispatched.' },
      })
    }
    const row = await env.DB.prepare(
      'SELECT tracking_reference AS ref, order_progress AS progress FROM vouchers WHERE id = ?',
    )
      .bind(id)
      .first()
    expect(row).toEqual({ ref: winner.data.trackingReference, progress: 'DISPATCHED' })
    expect(await history(id)).toHaveLength(1)
    expect(await mails(bought.shopper.email, 'parcel-dispatched')).toBe(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM audit_log WHERE action = 'parcel.dispatch' AND entity_id = ?`,
        String(id),
      ),
    ).toBe(1)

    const delivers: Response[] = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? deliver(id, merchant) : deliver(id, admin, 'admin'),
      ),
    )
    expect(delivers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await mails(bought.shopper.email, 'parcel-delivered')).toBe(1)
  })
})

describe('who may dispatch what', () => {
  it('answers 401 to a shopper and to nobody, 403 to the other staff role', async () => {
    const bought = await buy(postedDeal)
    const id = bought.voucher.id
    for (const desk of ['merchant', 'admin']) {
      for (const cookie of [bought.shopper.cookie, '']) {
        const list = await get(`/api/v1/${desk}/parcels`, cookie)
        expect(list.status).toBe(401)
        expect(await list.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } })
        expect((await dispatch(id, 'AB123456789GB', cookie, desk)).status).toBe(401)
        expect((await deliver(id, cookie, desk)).status).toBe(401)
      }
    }
    expect((await dispatch(id, 'AB123456789GB', admin, 'merchant')).status).toBe(403)
    expect((await dispatch(id, 'AB123456789GB', merchant, 'admin')).status).toBe(403)
    expect((await get('/api/v1/admin/parcels', merchant)).status).toBe(403)
    expect((await voucherView(bought)).state).toBe('PROCESSING_ORDER')
  })

  it('hides another merchant’s parcel as a 404 and leaves it as it was', async () => {
    const bought = await buy(otherPostedDeal)
    const id = bought.voucher.id
    const res = await dispatch(id, 'AB123456789GB', merchant)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No parcel of yours has that voucher number' },
    })
    expect((await deliver(id, merchant)).status).toBe(404)
    expect((await dispatch(999_999_999, 'AB123456789GB', merchant)).status).toBe(404)
    expect((await parcels(merchant, 'to-dispatch')).map((p) => p.voucherId)).not.toContain(id)
    expect((await parcels(otherMerchant, 'to-dispatch')).map((p) => p.voucherId)).toContain(id)
    expect((await parcels(admin, 'to-dispatch', 'admin')).map((p) => p.voucherId)).toContain(id)
    expect((await voucherView(bought)).state).toBe('PROCESSING_ORDER')
    expect(await history(id)).toEqual([])
  })

  it('refuses a voucher that is not for posted goods, a bad reference and a refunded parcel', async () => {
    const service = await buy(serviceDeal)
    const res = await dispatch(service.voucher.id, 'AB123456789GB', merchant)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE',
        message:
          'This voucher is not for posted goods: only posted orders are dispatched and delivered.',
      },
    })
    expect((await deliver(service.voucher.id, admin, 'admin')).status).toBe(422)
    expect((await voucherView(service)).state).toBe('READY_TO_REDEEM')

    const bought = await buy(postedDeal)
    const id = bought.voucher.id
    for (const [reference, message] of [
      ['', 'A tracking reference has at least 4 characters'],
      ['AB<script>', 'A tracking reference has only letters'],
      ['X'.repeat(41), 'A tracking reference has at most 40 characters'],
      [42, 'Please enter the tracking reference'],
    ] as const) {
      const bad = await dispatch(id, reference, merchant)
      expect(bad.status).toBe(400)
      const body = (await bad.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('INVALID')
      expect(body.error.message).toContain(message)
    }
    expect((await deliver(id, merchant)).status).toBe(409)

    // The shopper refunds before it is posted: the desk is told not to post it.
    const refund = await post(
      '/refunds',
      {
        orderNumber: bought.orderNumber,
        voucherCode: bought.voucher.code,
        reason: 'CHANGED_MIND',
        notRedeemedConfirmed: true,
        method: 'WALLET',
      },
      { cookie: bought.shopper.cookie },
    )
    expect(refund.status).toBe(201)
    const refunded = await dispatch(id, 'AB123456789GB', merchant)
    expect(refunded.status).toBe(409)
    expect(await refunded.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This order was refunded: do not post it.' },
    })
    expect((await parcels(merchant, 'to-dispatch')).map((p) => p.voucherId)).not.toContain(id)
  })

  it('refuses a cross-site dispatch (CSRF)', async () => {
    const bought = await buy(postedDeal)
    const forged = await SELF.fetch(
      `${ORIGIN}/api/v1/merchant/parcels/${bought.voucher.id}/dispatch`,
      {
        method: 'POST',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'text/plain',
          cookie: merchant,
        },
        body: JSON.stringify({ trackingReference: 'AB123456789GB' }),
      },
    )
    expect(forged.status).toBe(403)
    expect((await voucherView(bought)).state).toBe('PROCESSING_ORDER')
  })
})

describe('the parcel desks', () => {
  it('renders Orders to post for the merchant and Parcels for the admin, with their forms', async () => {
    const bought = await buy(postedDeal)
    const mine = await get('/merchant/parcels', merchant)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    const html = await mine.text()
    expect(html).toContain('Orders to post')
    expect(html).toContain(`Order <!-- -->${bought.orderNumber}`)
    expect(html).toContain('data-island="parcel-actions"')
    expect(html).toContain('Tracking reference')
    expect(html).toContain('221B Baker Street')

    const all = await get('/admin/parcels', admin)
    expect(all.status).toBe(200)
    expect(await all.text()).toContain(`Merchant ${merchantId}`)
    expect((await get('/merchant/parcels?status=nonsense', merchant)).status).toBe(200)
    const anonymous = await get('/merchant/parcels')
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toMatch(/^\/merchant\/login/)
  })
})
