import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeOrderBasket } from '../fixtures/make-shopper'
import {
  callRow,
  leaksIn,
  makeOtherShopper,
  makeVictim,
  type Own,
  type Row,
  type Victim,
} from './access-fixtures'

// Every endpoint that takes an object id, called for the victim's object by
// another customer, by an anonymous visitor with a basket of their own, and with no cookie at
// all. Each answers 401, 403 or 404 (or the row's own refusal) and shows nothing of the
// victim's. A new endpoint is one row. The back office has its own table (access-backoffice).

let victim: Victim
const callers: Record<'otherCustomer' | 'otherVisitor' | 'noCookie', string> = {
  otherCustomer: '',
  otherVisitor: '',
  noCookie: '',
}
let own: Record<keyof typeof callers, Own>

beforeAll(async () => {
  victim = await makeVictim()
  const other = await makeOtherShopper()
  callers.otherCustomer = other.cookie
  const line = { dealId: victim.dealId, productId: victim.productId, quantity: 1 }
  const theirBasket = await makeOrderBasket(env.DB, null, [line])
  callers.otherVisitor = `basket_token=${theirBasket}; wishlist_id=${'ab'.repeat(16)}`
  const anonymous = { basket: theirBasket, sessionToken: 'not-a-session-token' }
  own = {
    otherCustomer: {
      basket: await makeOrderBasket(env.DB, other.id, [line]),
      sessionToken: other.cookie.split('=')[1]!,
    },
    otherVisitor: anonymous,
    noCookie: anonymous,
  }
})

const REFUSED = [401, 403, 404]
const card = { method: 'credit_card', paymentToken: 'tok_sandbox_visa' }

const OBJECT_ROUTES: Row[] = [
  { name: 'GET basket', method: 'GET', path: (v) => `/basket/${v.basketToken}` },
  {
    name: 'PUT basket',
    method: 'PUT',
    path: (v) => `/basket/${v.basketToken}`,
    body: (v) => ({ id: v.basketToken, brand: 'dealio', eligibleForVip: false, products: [] }),
  },
  {
    name: 'PATCH basket (link)',
    method: 'PATCH',
    path: (v) => `/basket/${v.basketToken}`,
    body: (_, own) => ({ customerToken: own.sessionToken }),
  },
  {
    name: 'POST basket product',
    method: 'POST',
    path: (v) => `/basket/${v.basketToken}/product`,
    body: (v) => ({ dealId: v.dealId, dealProductId: v.productId, quantity: 1 }),
  },
  {
    name: 'PATCH basket line',
    method: 'PATCH',
    path: (v) => `/basket/${v.basketToken}/product/${v.basketLineId}`,
    body: () => ({ quantity: 2 }),
  },
  {
    name: 'DELETE basket line',
    method: 'DELETE',
    path: (v) => `/basket/${v.basketToken}/product/${v.productId}`,
  },
  {
    name: 'POST basket addon',
    method: 'POST',
    path: (v) => `/basket/${v.basketToken}/addon`,
    body: (v) => ({ addonType: 'VVE', productId: v.productId, quantity: 1 }),
  },
  {
    name: 'POST basket vip-status',
    method: 'POST',
    path: (v) => `/basket/${v.basketToken}/vip-status`,
    body: () => ({ vipStatus: 'ACTIVE' }),
  },
  {
    name: 'POST basket abandon',
    method: 'POST',
    path: (v) => `/basket/${v.basketToken}/basketabandon`,
    body: () => ({}),
  },
  { name: 'GET checkout', method: 'GET', path: (v) => `/checkout/${v.basketToken}` },
  {
    name: 'POST checkout promocode',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/promocode`,
    body: () => ({ code: 'WELCOME10' }),
  },
  {
    name: 'DELETE checkout promocode',
    method: 'DELETE',
    path: (v) => `/checkout/${v.basketToken}/promocode`,
  },
  {
    name: 'POST checkout gifting',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/gifting`,
    body: () => ({ type: 'gift' }),
  },
  {
    name: 'POST checkout wallet',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/wallet`,
    body: () => ({ use: true }),
  },
  {
    name: 'POST checkout vip',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/vip`,
    body: () => ({ add: true }),
  },
  {
    name: 'POST checkout order',
    method: 'POST',
    path: (v) => `/checkout/${v.basketToken}/order`,
    body: () => ({ payment: card, expectedTotal: 2500 }),
  },
  { name: 'GET order', method: 'GET', path: (v) => `/orders/${v.orderId}` },
  { name: 'GET voucher', method: 'GET', path: (v) => `/vouchers/${v.vouchers[0]!.id}` },
  {
    name: 'GET voucher after-sale',
    method: 'GET',
    path: (v) => `/vouchers/${v.vouchers[0]!.id}/after-sale`,
  },
  {
    name: 'POST voucher pay-balance',
    method: 'POST',
    path: (v) => `/vouchers/${v.vouchers[0]!.id}/pay-balance`,
    body: () => ({ paymentToken: 'tok_sandbox_visa' }),
    refused: [...REFUSED, 409, 422],
  },
  {
    name: 'POST refund of their voucher',
    method: 'POST',
    path: () => '/refunds',
    body: (v) => ({
      orderNumber: v.orderId,
      voucherCode: v.vouchers[0]!.code,
      reason: 'CHANGED_MIND',
      notRedeemedConfirmed: true,
      method: 'WALLET',
    }),
    // "do not match a voucher on your account": the same words as for a code that is no one's.
    refused: [...REFUSED, 400, 422],
  },
  {
    name: 'POST return of their voucher',
    method: 'POST',
    path: () => '/returns',
    body: (v) => ({ voucherId: v.vouchers[1]!.id, reason: 'CHANGED_MIND' }),
    refused: [...REFUSED, 422],
  },
  { name: 'GET wishlist by id', method: 'GET', path: (v) => `/wishlist/${v.wishlistId}` },
  {
    name: 'POST wishlist deal',
    method: 'POST',
    path: (v) => `/wishlist/${v.wishlistId}/deal/${v.dealId}`,
  },
  {
    name: 'DELETE wishlist deal',
    method: 'DELETE',
    path: (v) => `/wishlist/${v.wishlistId}/deal/${v.dealId}`,
  },
  {
    name: 'DELETE wishlist all',
    method: 'DELETE',
    path: (v) => `/wishlist/${v.wishlistId}/deal/all`,
  },
  {
    // Merging a customer's list into another's is refused by answering the caller's own list.
    name: 'PATCH wishlist (merge)',
    method: 'PATCH',
    path: (v) => `/wishlist/${v.wishlistId}`,
    body: (_, own) => ({
      operations: [{ op: 'merge', path: '/customerToken', value: own.sessionToken }],
    }),
    // The customer's own token is accepted, yet their list stays theirs: 200 with the caller's
    // own list, and the victim's untouched (checked below).
    refused: [...REFUSED, 200],
  },
  {
    name: 'POST review of their voucher',
    method: 'POST',
    path: (v) => `/deal/${v.dealId}/reviews`,
    body: (v) => ({ voucherId: v.vouchers[1]!.id, rating: 1, text: 'Not my voucher at all' }),
  },
  {
    name: 'POST add-on extending their voucher, on the caller’s own basket',
    method: 'POST',
    path: (_, own) => `/basket/${own.basket}/addon`,
    body: (v) => ({
      addonType: 'VVE',
      productId: v.productId,
      quantity: 1,
      voucherId: v.vouchers[1]!.id,
    }),
    refused: [...REFUSED, 409, 422],
  },
  {
    name: 'POST gift claim of their gift',
    method: 'POST',
    path: () => '/gifts/claim',
    body: (v) => ({ code: v.giftCode }),
    refused: [...REFUSED, 409],
  },
]

const call = (row: Row, cookie: string, mine?: Own) => callRow(victim, row, cookie, mine)

const victimState = async () =>
  JSON.stringify(
    (
      await env.DB.batch([
        env.DB.prepare('SELECT * FROM baskets WHERE token = ?').bind(victim.basketToken),
        env.DB.prepare('SELECT * FROM basket_lines WHERE basket_token = ?').bind(
          victim.basketToken,
        ),
        env.DB.prepare('SELECT * FROM vouchers WHERE user_id = ? ORDER BY id').bind(
          victim.shopper.id,
        ),
        env.DB.prepare('SELECT * FROM wishlist_items WHERE wishlist_id = ?').bind(
          victim.wishlistId,
        ),
        env.DB.prepare('SELECT * FROM wishlists WHERE id = ?').bind(victim.wishlistId),
      ])
    ).map((result) => result.results),
  )

describe('an object id of another customer opens nothing', () => {
  const cases = OBJECT_ROUTES.flatMap((row) =>
    (Object.keys(callers) as (keyof typeof callers)[]).map((as) => ({ ...row, as })),
  )

  it.each(cases)('$method $name as $as: refused, nothing of theirs shown', async (row) => {
    const before = await victimState()
    const { res, text, leaks } = await call(row, callers[row.as], own[row.as])
    expect(row.refused ?? REFUSED, `${res.status} ${text}`).toContain(res.status)
    if (res.status !== 200)
      expect(JSON.parse(text)).toMatchObject({ error: { code: expect.any(String) } })
    // A route the table got wrong would 404 too; that would prove nothing.
    expect(text).not.toContain('No API route')
    expect(leaks).toEqual([])
    expect(await victimState()).toBe(before)
  })

  it('the victim themself still gets every read (the table calls real objects)', async () => {
    for (const row of OBJECT_ROUTES.filter((r) => r.method === 'GET')) {
      const { res, text } = await call(row, victim.shopper.cookie)
      expect(res.status, `${row.name}: ${text}`).toBe(200)
    }
  })
})

// The "own" resources take no id: the session picks the customer. Another customer's cookie
// answers with their data only, and an anonymous or cookie-less call never sees the victim's.
const OWN_ROUTES = [
  '/customer/profile',
  '/customer/profile/origin',
  '/customer/session',
  '/customer/subscriptions',
  '/customer/account-status',
  '/customer/loyalty',
  '/customer/referral',
  '/customer/raf-status',
  '/customer/eligible-locations',
  '/vip/membership',
  '/wallet',
  '/vouchers',
  '/basket',
  '/wishlist',
  '/wishlist/flags',
  '/buy-again',
]

describe('own resources answer only the caller’s data', () => {
  const cases = OWN_ROUTES.flatMap((path) =>
    (Object.keys(callers) as (keyof typeof callers)[]).map((as) => ({ path, as })),
  )

  it.each(cases)('GET $path as $as shows nothing of the victim’s', async ({ path, as }) => {
    const { res, text, leaks } = await call(
      { name: path, method: 'GET', path: () => path },
      callers[as],
    )
    expect(res.status, text).toBeLessThan(500)
    // GET /basket is the caller's own open basket: a customer without one gets a 404.
    if (as === 'otherCustomer')
      expect(path === '/basket' ? [200, 404] : [200]).toContain(res.status)
    expect(leaks).toEqual([])
  })

  it('the victim’s own calls do show their data (the check above can see a leak)', async () => {
    const { text } = await call(
      { name: 'profile', method: 'GET', path: () => '/customer/profile' },
      victim.shopper.cookie,
    )
    expect(leaksIn(text, victim, '')).toContain(victim.shopper.email)
    const voucher = await call(
      { name: 'voucher', method: 'GET', path: (v) => `/vouchers/${v.vouchers[0]!.id}` },
      victim.shopper.cookie,
    )
    expect(leaksIn(voucher.text, victim, '')).toContain(victim.vouchers[0]!.code)
  })
})
