import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  effectiveVoucherState,
  rowOfState,
  VOUCHER_STATES,
} from '../../src/shared/domain/voucher/lifecycle'
import { filterOfState, VOUCHER_FILTERS } from '../../src/shared/domain/voucher/voucher-actions'
import { PlaceOrderResponse } from '../../src/shared/schemas/place-order'
import { VoucherDetailResponse, VoucherListResponse } from '../../src/shared/schemas/voucher'
import { transitionVoucher } from '../../src/worker/services/vouchers/voucher-transitions'
import { VoucherRepository } from '../../src/worker/storage/voucher-repository'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { cardToken, makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { placeOrder } from './orders-client'
import { clock, inDays } from './clock'

// The deal the vouchers are bought from: fresh ids in the database worker files share.
let DEAL = 0
let PRODUCT = 0

beforeAll(async () => {
  const made = await makeBasketDeal(env.DB, {
    products: [{ price: 1500, totalRemaining: 500 }],
  })
  DEAL = made.id
  PRODUCT = made.productIds[0]!
})

/** An expiry a month gone: an unused voucher with it is expired before any job marks it. */
const LAPSED = () => inDays(-30)

/** A real order of `quantity` vouchers for the shopper; their ids, newest first. */
async function buy(shopper: Shopper, quantity: number): Promise<number[]> {
  const token = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: DEAL, productId: PRODUCT, quantity },
  ])
  const res = await placeOrder(
    token,
    {
      payment: { method: 'credit_card', paymentToken: await cardToken(env.DB, '4111111111111111') },
      expectedTotal: 1500 * quantity,
    },
    { cookie: shopper.cookie },
  )
  expect(res.status).toBe(201)
  const { data } = PlaceOrderResponse.parse(await res.json())
  const { results } = await env.DB.prepare(
    'SELECT id FROM vouchers WHERE order_id = ? ORDER BY id DESC',
  )
    .bind(Number(data.productOrder.id))
    .all<{ id: number }>()
  return results.map((row) => row.id)
}

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

describe('GET /api/v1/vouchers', () => {
  it('needs a signed-in customer', async () => {
    const res = await get('/vouchers')
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: { code: 'UNAUTHORISED' } })
  })

  it(
    'lists only the customer’s vouchers, 10 a page, newest first, with labels and actions',
    { tags: ['dated'] },
    async () => {
      const shopper = await makeShopper(env.DB)
      const other = await makeShopper(env.DB)
      await buy(other, 1)
      // Spread creation times so "newest first" is observable across pages.
      const ids = await buy(shopper, 12)
      const bought = clock.ms() - 60_000
      for (const [i, id] of ids.entries()) {
        await env.DB.prepare('UPDATE vouchers SET created_at = ? WHERE id = ?')
          .bind(new Date(bought - i * 1000).toISOString(), id)
          .run()
      }
      const res = await get('/vouchers', shopper.cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      const first = VoucherListResponse.parse(await res.json()).data
      expect(first).toMatchObject({ page: 1, pageSize: 10, total: 12, totalPages: 2 })
      expect(first.vouchers.map((v) => v.id)).toEqual(ids.slice(0, 10))
      expect(first.vouchers[0]).toMatchObject({
        dealTitle: `Test deal ${DEAL}`,
        state: 'READY_TO_REDEEM',
        statusLabel: 'Ready to Redeem',
        actions: ['print', 'refund', 'extend'],
      })
      expect(first.vouchers[0]).not.toHaveProperty('code')
      const second = VoucherListResponse.parse(
        await (await get('/vouchers?page=2', shopper.cookie)).json(),
      ).data
      expect(second.vouchers.map((v) => v.id)).toEqual(ids.slice(10))
    },
  )

  it('filters by status tab and refuses an unknown one', { tags: ['dated'] }, async () => {
    const shopper = await makeShopper(env.DB)
    const [a, b, c] = await buy(shopper, 3)
    await transitionVoucher(env.DB, a!, 'REDEEM', { kind: 'merchant', id: 1 }, clock.now())
    await transitionVoucher(env.DB, b!, 'REFUND', { kind: 'customer', id: shopper.id }, clock.now())
    await env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?').bind(LAPSED(), c).run()
    const ids = async (status: string) =>
      VoucherListResponse.parse(
        await (await get(`/vouchers?status=${status}`, shopper.cookie)).json(),
      ).data.vouchers.map((v) => [v.id, v.statusLabel])
    expect(await ids('used')).toEqual([[a, 'Redeemed']])
    expect(await ids('refunds')).toEqual([[b, 'Refunded']])
    expect(await ids('expired')).toEqual([[c, 'Expired']])
    expect(await ids('available')).toEqual([])
    const bad = await get('/vouchers?status=nonsense', shopper.cookie)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID' } })
    expect((await get('/vouchers?page=0', shopper.cookie)).status).toBe(400)
  })
})

describe('the list filters', { tags: ['dated'] }, () => {
  it('file every stored state under the tab filterOfState names', async () => {
    const shopper = await makeShopper(env.DB)
    const ids = await buy(shopper, VOUCHER_STATES.length + 1)
    const expected = new Map<number, string>()
    for (const [i, state] of VOUCHER_STATES.entries()) {
      const row = rowOfState(state, { status: 'READY_TO_REDEEM', orderProgress: null })
      await env.DB.prepare('UPDATE vouchers SET status = ?, order_progress = ? WHERE id = ?')
        .bind(row.status, row.orderProgress, ids[i])
        .run()
      expected.set(ids[i]!, filterOfState(state))
    }
    // Unused and past its expiry: expired before any job marks it.
    const lapsed = ids.at(-1)!
    const expiry = LAPSED()
    await env.DB.prepare('UPDATE vouchers SET expires_at = ? WHERE id = ?')
      .bind(expiry, lapsed)
      .run()
    expected.set(
      lapsed,
      filterOfState(effectiveVoucherState('READY_TO_REDEEM', expiry, clock.now())),
    )
    for (const filter of VOUCHER_FILTERS.filter((f) => f !== 'all')) {
      const res = await get(`/vouchers?status=${filter}`, shopper.cookie)
      const listed = VoucherListResponse.parse(await res.json()).data.vouchers.map((v) => v.id)
      const want = [...expected].filter(([, f]) => f === filter).map(([id]) => id)
      expect(listed.sort(), filter).toEqual(want.sort())
    }
  })
})

describe('GET /api/v1/vouchers/{id}', () => {
  it('shows the owner the code, terms and order number; 404 for anyone else', async () => {
    const shopper = await makeShopper(env.DB)
    const stranger = await makeShopper(env.DB)
    const [id] = await buy(shopper, 1)
    const res = await get(`/vouchers/${id}`, shopper.cookie)
    expect(res.status).toBe(200)
    const { data } = VoucherDetailResponse.parse(await res.json())
    expect(data.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/)
    expect(data.orderNumber).toMatch(/^\d+$/)
    expect(data.terms).toEqual(expect.any(String))
    const theirs = await get(`/vouchers/${id}`, stranger.cookie)
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect((await get('/vouchers/999999999', shopper.cookie)).status).toBe(404)
    expect((await get('/vouchers/abc', shopper.cookie)).status).toBe(404)
    expect((await get(`/vouchers/${id}`)).status).toBe(401)
  })
})

describe('transitionVoucher', () => {
  it('of 10 parallel transitions exactly one wins, with one history row', async () => {
    const shopper = await makeShopper(env.DB)
    const [id] = await buy(shopper, 1)
    const at = clock.now()
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        transitionVoucher(env.DB, id!, i % 2 ? 'REDEEM' : 'REFUND', { kind: 'system' }, at),
      ),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    expect(won).toHaveLength(1)
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT' })
    }
    const history = await new VoucherRepository(env.DB).history(id!)
    expect(history).toHaveLength(1)
    const to = (won[0] as PromiseFulfilledResult<{ to: string }>).value.to
    expect(history[0]).toMatchObject({
      fromState: 'READY_TO_REDEEM',
      toState: to,
      actor: 'system',
      createdAt: at.toISOString(),
    })
    const row = await env.DB.prepare(
      'SELECT status, status_changed_at AS changed, redeemed_at AS redeemed FROM vouchers WHERE id = ?',
    )
      .bind(id)
      .first<{ status: string; changed: string; redeemed: string | null }>()
    expect(row).toMatchObject({ status: to, changed: at.toISOString() })
    expect(row!.redeemed).toBe(to === 'REDEEMED' ? at.toISOString() : null)
  })

  it('writes who/when/from/to for each step and refuses illegal events', async () => {
    const shopper = await makeShopper(env.DB)
    const [id] = await buy(shopper, 1)
    const merchant = { kind: 'merchant', id: 42 } as const
    const redeemed = clock.now()
    const booked = new Date(redeemed.getTime() + 3_600_000)
    await transitionVoucher(env.DB, id!, 'REDEEM', merchant, redeemed)
    await transitionVoucher(env.DB, id!, 'BOOK', merchant, booked)
    await expect(
      transitionVoucher(env.DB, id!, 'REFUND', { kind: 'customer', id: shopper.id }, clock.now()),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    await expect(
      transitionVoucher(env.DB, 987654321, 'REDEEM', merchant, clock.now()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(await new VoucherRepository(env.DB).history(id!)).toEqual([
      {
        event: 'REDEEM',
        fromState: 'READY_TO_REDEEM',
        toState: 'REDEEMED',
        actor: 'merchant:42',
        createdAt: redeemed.toISOString(),
      },
      {
        event: 'BOOK',
        fromState: 'REDEEMED',
        toState: 'BOOKED',
        actor: 'merchant:42',
        createdAt: booked.toISOString(),
      },
    ])
  })

  it('moves goods through order progress and a return to a refund', async () => {
    const shopper = await makeShopper(env.DB)
    const [id] = await buy(shopper, 1)
    await env.DB.prepare(`UPDATE vouchers SET order_progress = 'PROCESSING_ORDER' WHERE id = ?`)
      .bind(id)
      .run()
    const system = { kind: 'system' } as const
    for (const event of [
      'DISPATCH',
      'DELIVER',
      'REQUEST_RETURN',
      'SHIP_RETURN',
      'RECEIVE_RETURN',
      'REFUND',
    ] as const) {
      await transitionVoucher(env.DB, id!, event, system, clock.now())
    }
    const row = await env.DB.prepare(
      'SELECT status, order_progress AS progress FROM vouchers WHERE id = ?',
    )
      .bind(id)
      .first()
    expect(row).toEqual({ status: 'REFUNDED', progress: 'DELIVERED' })
  })
})

describe('transitionGuard', () => {
  it('fails a bigger batch whose transition lost the race, so nothing of it commits', async () => {
    const shopper = await makeShopper(env.DB)
    const [id] = await buy(shopper, 1)
    const repository = new VoucherRepository(env.DB)
    const write = (event: string, toStatus: string) => ({
      voucherId: id!,
      event,
      fromState: 'READY_TO_REDEEM',
      toState: toStatus,
      from: { status: 'READY_TO_REDEEM', orderProgress: null },
      to: { status: toStatus, orderProgress: null },
      actor: 'system',
      now: clock.now().toISOString(),
    })
    await env.DB.batch([
      ...repository.transitionStatements(write('REFUND', 'REFUNDED')),
      repository.transitionGuard(),
    ])
    // The second starts from the same stale READY_TO_REDEEM: its batch must fail whole.
    await expect(
      env.DB.batch([
        ...repository.transitionStatements(write('REDEEM', 'REDEEMED')),
        repository.transitionGuard(),
        env.DB.prepare(`UPDATE vouchers SET deal_title = 'changed' WHERE id = ?`).bind(id),
      ]),
    ).rejects.toThrow(/malformed JSON/i)
    const row = await env.DB.prepare(
      'SELECT status, deal_title AS title FROM vouchers WHERE id = ?',
    )
      .bind(id)
      .first<{ status: string; title: string }>()
    expect(row?.status).toBe('REFUNDED')
    expect(row?.title).not.toBe('changed')
    expect(await repository.history(id!)).toHaveLength(1)
  })
})
