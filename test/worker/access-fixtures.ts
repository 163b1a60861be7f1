import { env, SELF } from 'cloudflare:test'
import { giftClaimCodes } from '../../src/worker/jobs/gift-claim-codes'
import { makeOrderBasket, makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN, newestMail, post } from './account-client'
import { buyVouchers } from './refunds-client'
import { clock } from './clock'
import { makeGiftOrder } from './gift-order'

// The victim of the access-control table: a customer with one of everything an id can name,
// and a name nobody else in the test has, so any leak of it shows in a response body.

const VICTIM_FIRST = 'Zephyrine'
const VICTIM_LAST = 'Quillfeather'

export interface Victim {
  shopper: Shopper
  sessionToken: string
  orderId: string
  vouchers: { id: number; code: string }[]
  dealId: number
  productId: number
  basketToken: string
  basketLineId: string
  wishlistId: string
  giftCode: string
}

/** The victim: a paid order of two vouchers, an open basket, a wishlist and a claimed e-gift. */
export async function makeVictim(): Promise<Victim> {
  const bought = await buyVouchers(2500, 2)
  const { shopper } = bought
  await env.DB.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?')
    .bind(VICTIM_FIRST, VICTIM_LAST, shopper.id)
    .run()
  const line = await env.DB.prepare(
    'SELECT deal_id AS d, product_id AS p FROM vouchers WHERE id = ?',
  )
    .bind(bought.vouchers[0]!.id)
    .first<{ d: number; p: number }>()
  const basketToken = await makeOrderBasket(env.DB, shopper.id, [
    { dealId: line!.d, productId: line!.p, quantity: 1 },
  ])
  const basketLine = await env.DB.prepare('SELECT id FROM basket_lines WHERE basket_token = ?')
    .bind(basketToken)
    .first<{ id: string }>()

  const added = await SELF.fetch(`${ORIGIN}/api/v1/wishlist/deal/${line!.d}`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: shopper.cookie },
  })
  const wishlistId = /wishlist_id=([0-9a-f]+)/.exec(added.headers.get('set-cookie') ?? '')?.[1]
  if (!wishlistId) throw new Error(`no wishlist: ${added.status} ${await added.text()}`)

  // An e-gift of one voucher to themself, ordered a minute ago.
  await makeGiftOrder({
    buyerId: shopper.id,
    recipient: shopper.email,
    message: 'Hi',
    at: new Date(clock.ms() - 60_000).toISOString(),
  })
  await giftClaimCodes(env, clock.now())
  const mail = await newestMail(shopper.email)
  const giftCode = /code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail?.text ?? '')?.[1]
  if (!giftCode) throw new Error('no gift code mailed')
  const claimed = await post('/gifts/claim', { code: giftCode }, { cookie: shopper.cookie })
  if (claimed.status !== 200) throw new Error(`gift claim failed: ${claimed.status}`)

  return {
    shopper,
    sessionToken: shopper.cookie.split('=')[1]!,
    orderId: bought.orderNumber,
    vouchers: bought.vouchers,
    dealId: line!.d,
    productId: line!.p,
    basketToken,
    basketLineId: basketLine!.id,
    wishlistId,
    giftCode,
  }
}

/** Everything of the victim's that must never show in another caller's response. */
const secretsOf = (v: Victim) => [
  v.shopper.email,
  VICTIM_FIRST,
  VICTIM_LAST,
  v.sessionToken,
  v.orderId,
  v.basketToken,
  v.wishlistId,
  v.giftCode,
  ...v.vouchers.map((voucher) => voucher.code),
]

/** The victim's data a body shows, leaving out what the caller itself sent (an error message
 * may echo the id it was asked for; that tells the caller nothing new). Voucher ids are
 * small numbers, so they count only as the value of an order or voucher key. */
export function leaksIn(body: string, v: Victim, sent: string): string[] {
  const strings = secretsOf(v).filter((s) => !sent.includes(s) && body.includes(s))
  const ids = [...v.vouchers.map((voucher) => String(voucher.id))].filter(
    (id) =>
      !new RegExp(`[/"]${id}(?:[/"?]|$)`).test(sent) &&
      new RegExp(`"\\w*(?:order|voucher)\\w*"\\s*:\\s*"?${id}"?\\s*[,}\\]]`, 'i').test(body),
  )
  return [...strings, ...ids]
}

/** What a caller has of its own: a basket (the anonymous one for a cookie-less call) and, for a
 * customer, its session token, so a row can name the victim's object inside an otherwise valid
 * call of the caller's own. */
export interface Own {
  basket: string
  sessionToken: string
}

/** One endpoint of the access-control tables. */
export interface Row {
  name: string
  method: string
  path: (v: Victim, own: Own) => string
  body?: (v: Victim, own: Own) => unknown
  /** Statuses that refuse; 401/403/404 unless the row says otherwise. */
  refused?: number[]
}

const NOBODY: Own = { basket: '', sessionToken: '' }

/** Calls a row from our own origin with `cookie`; the body and what of the victim's it shows. */
export async function callRow(victim: Victim, row: Row, cookie: string, mine = NOBODY) {
  const path = `/api/v1${row.path(victim, mine)}`
  const body = row.body ? JSON.stringify(row.body(victim, mine)) : undefined
  const res = await SELF.fetch(`${ORIGIN}${path}`, {
    method: row.method,
    headers: {
      origin: ORIGIN,
      'cf-connecting-ip': '198.51.100.90',
      'idempotency-key': `access-${crypto.randomUUID()}`,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  })
  const text = await res.text()
  return { res, text, leaks: leaksIn(text + res.headers.get('set-cookie'), victim, path + body) }
}

/** A shopper who is not the victim; another customer's session. */
export const makeOtherShopper = () => makeShopper(env.DB)
