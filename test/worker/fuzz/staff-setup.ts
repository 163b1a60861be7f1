import { env } from 'cloudflare:test'
import { freshCode } from '../../fixtures/fresh'
import { makeBasketDeal } from '../../fixtures/make-basket-deal'
import { makeShopper } from '../../fixtures/make-shopper'
import { makeStaff } from '../../fixtures/make-staff'
import { post } from '../account-client'
import { buyVouchers as buyMerchantVouchers } from '../merchant-client'
import { buyVouchers } from '../refunds-client'
import { imageForm, TINY_PNG, upload } from './staff-images'
import { clock, dayFromToday, inDays } from '../clock'

// Real back-office objects for the staff fuzzer to aim at: a merchant with a
// calendar deal, sold vouchers and booking requests; return requests; promo codes, gift cards
// and a campaign; an uploaded picture. Valid requests then reach the code behind the 404s.

const ADDRESS = {
  line1: '1 Fuzz Lane',
  line2: null,
  town: 'London',
  county: null,
  postcode: 'E1 6AN',
}

export interface StaffIds {
  merchantId: number
  merchantCookie: string
  /** A seeded deal's references, for a deal the admin API accepts. */
  refs: { locationId: number; categoryId: number; subcategoryId: number; merchantId: number }
  voucherCodes: string[]
  bookingIds: string[]
  dealIds: string[]
  productIds: string[]
  imageDealIds: string[]
  promoCodes: string[]
  giftCardIds: string[]
  campaignCodes: string[]
  returnIds: string[]
  /** Returns of their own for the in-transit and received steps. */
  legReturnIds: string[]
  /** Posted vouchers for each desk to dispatch, then deliver. */
  merchantParcelIds: string[]
  adminParcelIds: string[]
  customerIds: string[]
  /** Outbox rows past their attempts, for the stuck-mail retry. */
  stuckMailIds: string[]
}

/** A campaign code (digits, no leading zero) no other test or run holds. */
const freshDigits = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte, i) =>
    i === 0 ? 1 + (byte % 9) : byte % 10,
  ).join('')

async function ok(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return res
}

const column = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<{ v: number | string }>()
  ).results.map((row) => String(row.v))

/** A delivered parcel whose buyer asked to send it back: the return's id and the buyer's. */
export async function returned(): Promise<{ returnId: string; customerId: string }> {
  const bought = await buyVouchers(2500)
  const voucher = bought.vouchers[0]!
  await env.DB.prepare(`UPDATE vouchers SET order_progress = 'DELIVERED' WHERE id = ?`)
    .bind(voucher.id)
    .run()
  await ok(
    await post(
      '/returns',
      { voucherId: voucher.id, reason: 'FAULTY' },
      { cookie: bought.shopper.cookie },
    ),
    'return',
  )
  const [returnId] = await column(
    'SELECT id AS v FROM voucher_returns WHERE voucher_id = ?',
    voucher.id,
  )
  return { returnId: returnId!, customerId: String(bought.shopper.id) }
}

/** A deal of the merchant's own, under fresh ids (other files' deals share the database). */
async function merchantDeal(merchantId: number, bookingCalendar = false) {
  const { id, productIds } = await makeBasketDeal(env.DB, {
    products: [{ price: 1500, totalRemaining: 500 }],
  })
  await env.DB.prepare(
    'UPDATE deals SET merchant_id = ?, booking_calendar_on_redemption = ? WHERE id = ?',
  )
    .bind(merchantId, bookingCalendar ? 1 : 0, id)
    .run()
  return { dealId: id, productId: productIds[0]! }
}

export async function staffSetup(): Promise<StaffIds> {
  const merchant = await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code)
     VALUES ('Fuzz Merchant', 'Fuzz Merchant', 'gb') RETURNING id`,
  ).first<{ id: number }>()
  const merchantId = merchant!.id
  const { dealId, productId } = await merchantDeal(merchantId, true)
  const merchantCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId })).cookie
  const admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
  const asAdmin = { cookie: admin }

  const vouchers = []
  for (let i = 0; i < 4; i++) vouchers.push(...(await buyMerchantVouchers(dealId, productId)))
  const bookingIds = []
  for (const voucher of vouchers.slice(0, 3)) {
    const [id] = await column(
      `INSERT INTO booking_requests (voucher_id, requested_date, status, created_at, updated_at)
       VALUES (?1, ?3, 'REQUESTED', ?2, ?2) RETURNING id AS v`,
      voucher.id,
      clock.now().toISOString(),
      dayFromToday(50),
    )
    bookingIds.push(id!)
  }

  const returns = []
  for (let i = 0; i < 6; i++) returns.push(await returned())

  // A posted deal of the same merchant: its vouchers are parcels to dispatch and deliver.
  const posted = await merchantDeal(merchantId)
  await env.DB.batch([
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id = ?`).bind(posted.dealId),
    env.DB.prepare('UPDATE deal_products SET postage_price = 0 WHERE id = ?').bind(
      posted.productId,
    ),
  ])
  const parcels = []
  for (let i = 0; i < 4; i++) {
    parcels.push(
      ...(await buyMerchantVouchers(posted.dealId, posted.productId, 1, undefined, ADDRESS)),
    )
  }

  const seeded = await env.DB.prepare(
    `SELECT d.id, d.location_id, d.category_id, d.subcategory_id, d.merchant_id FROM deals d
     JOIN locations l ON l.id = d.location_id
     WHERE l.short_name = 'london' AND d.deal_type = 'local' AND d.brand IS NULL LIMIT 1`,
  ).first<Record<string, number>>()
  // The fuzzer edits the deals it is given: a deal of a seeded deal's kind, not a seeded one,
  // which other files read.
  const edited = await makeBasketDeal(env.DB, { products: [{}, {}] })
  await env.DB.prepare(
    `UPDATE deals SET location_id = ?, category_id = ?, subcategory_id = ?, merchant_id = ?,
       deal_type = 'local' WHERE id = ?`,
  )
    .bind(
      seeded!.location_id,
      seeded!.category_id,
      seeded!.subcategory_id,
      seeded!.merchant_id,
      edited.id,
    )
    .run()
  const dealIds = [String(dealId), String(edited.id)]
  const productIds = await column(
    `SELECT id AS v FROM deal_products WHERE deal_id IN (?, ?) ORDER BY id`,
    dealId,
    edited.id,
  )

  await ok(await upload(dealId, imageForm(TINY_PNG, 'A tiny picture'), admin), 'image')

  const promoCodes = [freshCode('FUZZ10'), freshCode('FUZZFIX5')]
  await ok(
    await post(
      '/admin/promo-codes',
      { code: promoCodes[0], kind: 'percentage', value: 10 },
      asAdmin,
    ),
    'promo',
  )
  await ok(
    await post(
      '/admin/promo-codes',
      { code: promoCodes[1], kind: 'fixed', value: 500, currency: 'GBP' },
      asAdmin,
    ),
    'promo',
  )
  await ok(
    await post('/admin/gift-cards', { count: 3, amount: 1000, currency: 'GBP' }, asAdmin),
    'gift cards',
  )
  const giftCardIds = await column('SELECT id AS v FROM gift_cards ORDER BY id DESC LIMIT 3')
  const campaignCodes = [freshDigits(), freshDigits()]
  for (const code of campaignCodes) {
    const campaign = {
      code,
      amount: 500,
      currency: 'GBP',
      expiresAt: inDays(190),
      creditDays: 30,
      maxClaims: 100,
    }
    await ok(await post('/admin/campaigns', campaign, asAdmin), 'campaign')
  }

  const shopper = await makeShopper(env.DB)
  return {
    merchantId,
    merchantCookie,
    refs: {
      locationId: seeded!.location_id!,
      categoryId: seeded!.category_id!,
      subcategoryId: seeded!.subcategory_id!,
      merchantId: seeded!.merchant_id!,
    },
    voucherCodes: vouchers.map((voucher) => voucher.code),
    bookingIds,
    dealIds,
    productIds,
    imageDealIds: [String(dealId)],
    promoCodes,
    giftCardIds,
    campaignCodes,
    returnIds: returns.slice(0, 4).map((r) => r.returnId),
    legReturnIds: returns.slice(4).map((r) => r.returnId),
    merchantParcelIds: parcels.slice(0, 2).map((voucher) => String(voucher.id)),
    adminParcelIds: parcels.slice(2).map((voucher) => String(voucher.id)),
    customerIds: [String(shopper.id), ...returns.map((r) => r.customerId)],
    stuckMailIds: await stuckMail(3),
  }
}

/** Unsent outbox rows that gave up after 20 attempts (the first retry sends one; the rest of
 * its retries answer 409). */
async function stuckMail(count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const row = await env.DB.prepare(
      `INSERT INTO email_outbox (to_address, subject, text_body, html_body, kind, created_at,
         attempts, last_error)
       VALUES (?, 'Stuck', 'x', '<p>x</p>', 'test', ?, 20, 'Mail API answered 503') RETURNING id`,
    )
      .bind(`${freshCode('stuck')}@example.com`, clock.now().toISOString())
      .first<{ id: number }>()
    ids.push(String(row!.id))
  }
  return ids
}
