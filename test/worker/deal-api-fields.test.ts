import { SELF, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { Deal } from '../../src/shared/schemas/deal'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper } from '../fixtures/make-shopper'

const UK = 'http://localhost'

const getDeal = async (id: number, cookie?: string) => {
  const res = await SELF.fetch(`${UK}/api/v1/deal/${id}`, { headers: cookie ? { cookie } : {} })
  expect(res.status).toBe(200)
  return { res, deal: Deal.parse(await res.json()) }
}

/** Storefront §3 'Deal', field by field (nested fields as path.to.field), as the spec lists
 * them. */
const SPEC_DEAL_FIELDS = [
  'id',
  'urlPath',
  'shareUrl',
  'evergreenUrl',
  'dealPrefix',
  'headline',
  'title',
  'price',
  'originalPrice',
  'vipPrice',
  'vipDiscountPercentage',
  'discountPercentage',
  'discount',
  'currency',
  'priceText',
  'pricePerPerson',
  'minPostagePrice',
  'deliveryType',
  'closingDate',
  'open',
  'soldOut',
  'enableBuyClosedDeal',
  'dailyPurchaseCapReached',
  'weeklyPurchaseCapReached',
  'totalRemainingForDay',
  'totalRemainingForWeek',
  'purchaseCap',
  'dealType',
  'highFraudRisk',
  'mhu',
  'leadGen',
  'bookingCalendarOnRedemption',
  'depositPrice',
  'depositAvailable',
  'dynamicTravelPackagePrice',
  'socialCueClaim',
  'promoType',
  'category.name',
  'category.canonicalPathType',
  'category.shortName',
  'subCategory.id',
  'subCategory.shortName',
  'business.name',
  'business.displayName',
  'business.mainAddress',
  'business.otherAddresses',
  'bundle',
  'image.imageUrl',
  'image.extension',
  'image.id',
  'images',
  'reviewSummary.total',
  'reviewSummary.average',
  'merchantReviewRating.average',
  'redeemLocationUrl',
  'productDisplay.type',
  'productDisplay.row',
  'productDisplay.column',
  'display.discount',
  'display.showPrice',
  'display.earlyBird',
  'display.lastChance',
  'display.discountAmount',
  'display.dynamicTravelDeal',
  'display.clickAndCollectDeal',
  'display.vipDiscountAllowed',
  'display.priceText',
  'vipUserInterfaceVariant',
  'finalDealOrderAmount',
  'userDealInfo.maxQuantityUserCanBuy',
  'leadInPriceDate',
  'products',
] as const

const has = (value: unknown, path: string): boolean => {
  let at: unknown = value
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false
    at = (at as Record<string, unknown>)[key]
  }
  return true
}

const POSTED = 9611
const CAPPED = 9612

beforeAll(async () => {
  await makeBasketDeal(env.DB, {
    id: POSTED,
    products: [
      { id: 961101, price: 3900 },
      { id: 961102, price: 2400 },
    ],
  })
  await env.DB.prepare(
    "UPDATE deals SET delivery_type = 'postage', min_postage_price = 299 WHERE id = ?",
  )
    .bind(POSTED)
    .run()
  await env.DB.prepare('UPDATE deal_products SET postage_price = 299 WHERE deal_id = ?')
    .bind(POSTED)
    .run()
  await makeBasketDeal(env.DB, {
    id: CAPPED,
    purchaseCap: 3,
    products: [{ id: 961201, price: 1500, totalRemaining: 10 }],
  })
})

describe('GET /api/v1/deal/{id}: the §3 Deal fields', () => {
  it('carries every field of the spec’s Deal list', async () => {
    const { deal } = await getDeal(POSTED)
    expect(SPEC_DEAL_FIELDS.filter((path) => !has(deal, path))).toEqual([])
  })

  it('lists a bundle deal’s children with business name, VAT number and locations', async () => {
    const row = await env.DB.prepare(
      `SELECT c.deal_id AS id, COUNT(*) AS n FROM deal_bundle_children c
         JOIN deals d ON d.id = c.deal_id
        WHERE d.country_code = 'gb' AND d.brand IS NULL AND d.opens_at <= ?
        GROUP BY c.deal_id ORDER BY c.deal_id LIMIT 1`,
    )
      .bind('2999-01-01')
      .first<{ id: number; n: number }>()
    expect(row).not.toBeNull()
    const { deal } = await getDeal(row!.id)
    expect(deal.bundle?.children).toHaveLength(row!.n)
    for (const child of deal.bundle!.children) {
      expect(child.businessName).not.toBe('')
      expect(child.locations.length).toBeGreaterThan(0)
    }
    expect(deal.bundle!.children.some((child) => child.vatNumber !== null)).toBe(true)
    expect((await getDeal(POSTED)).deal.bundle).toBeNull()
  })

  it('names a product grid’s row and column, header and items, matching the products’ ids', async () => {
    const row = await env.DB.prepare(
      `SELECT a.deal_id AS id FROM deal_product_axes a JOIN deals d ON d.id = a.deal_id
        WHERE a.axis = 'column' AND d.country_code = 'gb' AND d.brand IS NULL
          AND d.opens_at <= ? ORDER BY a.deal_id LIMIT 1`,
    )
      .bind('2999-01-01')
      .first<{ id: number }>()
    expect(row).not.toBeNull()
    const { deal } = await getDeal(row!.id)
    const { row: colours, column: sizes } = deal.productDisplay
    expect(colours?.header).toBe('Colour')
    expect(sizes?.header).toBe('Size')
    for (const product of deal.products) {
      const colour = colours!.items.find((item) => item.id === product.rowId)
      const size = sizes!.items.find((item) => item.id === product.columnId)
      expect(product.title).toBe(`${colour!.label} – ${size!.label}`)
    }
    const plain = (await getDeal(POSTED)).deal.productDisplay
    expect(plain).toMatchObject({ row: null, column: null })
  })

  it('quotes as finalDealOrderAmount what checkout charges for one unit of the lead product', async () => {
    const { deal } = await getDeal(POSTED)
    // The cheaper product leads; postage is charged with the order.
    expect(deal.finalDealOrderAmount).toBe(2400 + 299)
    const token = await makeOrderBasket(env.DB, null, [
      { dealId: POSTED, productId: 961102, quantity: 1 },
    ])
    const res = await SELF.fetch(`${UK}/api/v1/checkout/${token}`, {
      headers: { origin: UK },
    })
    expect(res.status).toBe(200)
    const view = CheckoutViewResponse.parse(await res.json()).data
    expect(view.orderSummary.totalOrderAmount).toBe(deal.finalDealOrderAmount)
  })

  it('gives anonymous visitors the shared maximum, cacheable, and a customer theirs, private', async () => {
    const anonymous = await getDeal(CAPPED)
    expect(anonymous.deal.userDealInfo.maxQuantityUserCanBuy).toBe(3)
    expect(anonymous.res.headers.get('cache-control')).toBe('public, max-age=600')
    expect(anonymous.res.headers.get('vary')).toContain('Cookie')
    const shopper = await makeShopper(env.DB)
    await env.DB.prepare(
      'INSERT INTO purchase_counters (user_id, scope, count, cap) VALUES (?, ?, 2, 3)',
    )
      .bind(shopper.id, `deal:${CAPPED}`)
      .run()
    const theirs = await getDeal(CAPPED, shopper.cookie)
    expect(theirs.deal.userDealInfo.maxQuantityUserCanBuy).toBe(1)
    expect(theirs.res.headers.get('cache-control')).toBe('private, no-store')
  })

  it('reports the deal’s daily and weekly counts and when they are used up', async () => {
    await env.DB.prepare(
      'UPDATE deal_products SET remaining_for_day = 0, remaining_for_week = 4 WHERE deal_id = ?',
    )
      .bind(CAPPED)
      .run()
    const { deal } = await getDeal(CAPPED)
    expect(deal).toMatchObject({
      totalRemainingForDay: 0,
      totalRemainingForWeek: 4,
      dailyPurchaseCapReached: true,
      weeklyPurchaseCapReached: false,
    })
    expect(deal.userDealInfo.maxQuantityUserCanBuy).toBe(0)
  })
})
