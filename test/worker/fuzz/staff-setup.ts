import { env } from 'cloudflare:test'
import { makeShopper } from '../../fixtures/make-shopper'
import { makeStaff } from '../../fixtures/make-staff'
import { post } from '../account-client'
import { buyVouchers as buyMerchantVouchers, makeMerchantDeal } from '../merchant-client'
import { buyVouchers } from '../refunds-client'
import { imageForm, TINY_PNG, upload } from './staff-images'
import { clock, dayFromToday, inDays } from '../clock'

// Real back-office objects for the staff fuzzer to aim at (issue 9 item 7): a merchant with a
// calendar deal, sold vouchers and booking requests; return requests; promo codes, gift cards
// and a campaign; an uploaded picture. Valid requests then reach the code behind the 404s.

const MERCHANT = 97_501
const DEAL = 97_511
const PRODUCT = 9_751_101
/** A posted deal of the same merchant: its vouchers are parcels to dispatch and deliver. */
const POSTED_DEAL = 97_512
const POSTED_PRODUCT = 9_751_201
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
}

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

export async function staffSetup(): Promise<StaffIds> {
  await makeMerchantDeal({
    merchantId: MERCHANT,
    dealId: DEAL,
    productId: PRODUCT,
    bookingCalendar: true,
  })
  const merchantCookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: MERCHANT }))
    .cookie
  const admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
  const asAdmin = { cookie: admin }

  const vouchers = []
  for (let i = 0; i < 4; i++) vouchers.push(...(await buyMerchantVouchers(DEAL, PRODUCT)))
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

  await makeMerchantDeal({ merchantId: MERCHANT, dealId: POSTED_DEAL, productId: POSTED_PRODUCT })
  await env.DB.batch([
    env.DB.prepare(`UPDATE deals SET delivery_type = 'postage' WHERE id = ?`).bind(POSTED_DEAL),
    env.DB.prepare('UPDATE deal_products SET postage_price = 0 WHERE id = ?').bind(POSTED_PRODUCT),
  ])
  const parcels = []
  for (let i = 0; i < 4; i++) {
    parcels.push(...(await buyMerchantVouchers(POSTED_DEAL, POSTED_PRODUCT, 1, undefined, ADDRESS)))
  }

  const seeded = await env.DB.prepare(
    `SELECT d.id, d.location_id, d.category_id, d.subcategory_id, d.merchant_id FROM deals d
     JOIN locations l ON l.id = d.location_id
     WHERE l.short_name = 'london' AND d.deal_type = 'local' AND d.brand IS NULL LIMIT 1`,
  ).first<Record<string, number>>()
  const dealIds = [String(DEAL), String(seeded!.id)]
  const productIds = await column(
    `SELECT id AS v FROM deal_products WHERE deal_id IN (?, ?) ORDER BY id`,
    DEAL,
    seeded!.id,
  )

  await ok(await upload(DEAL, imageForm(TINY_PNG, 'A tiny picture'), admin), 'image')

  const promoCodes = ['FUZZ10', 'FUZZFIX5']
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
  const campaignCodes = ['20261122', '20261123']
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
    merchantId: MERCHANT,
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
    imageDealIds: [String(DEAL)],
    promoCodes,
    giftCardIds,
    campaignCodes,
    returnIds: returns.slice(0, 4).map((r) => r.returnId),
    legReturnIds: returns.slice(4).map((r) => r.returnId),
    merchantParcelIds: parcels.slice(0, 2).map((voucher) => String(voucher.id)),
    adminParcelIds: parcels.slice(2).map((voucher) => String(voucher.id)),
    customerIds: [String(shopper.id), ...returns.map((r) => r.customerId)],
  }
}
