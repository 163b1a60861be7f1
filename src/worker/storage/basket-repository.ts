import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export type BasketStatus = 'OPEN' | 'ORDERED' | 'ABANDONED'

/** A baskets row (migrations/0013), camel-cased; flags are 0/1 as stored. */
export interface BasketRow {
  token: string
  brand: string
  customerId: number | null
  currency: 'GBP' | 'EUR'
  eligibleForVip: number
  vipStatus: string | null
  gifting: string
  promoCode: string | null
  useWallet: number
  status: BasketStatus
  createdAt: string
  updatedAt: string
}

/** A basket_lines row, camel-cased. */
export interface BasketLineRow {
  id: string
  basketToken: string
  position: number
  dealId: number
  productId: number
  quantity: number
  title: string | null
  checkIn: string | null
  checkOut: string | null
  addonType: string | null
  gift: number
  gifting: string | null
  giftPack: number
  giftWrap: number
  giftClaim: number
  payDeposit: number
  payLater: number
  deliveryOptionType: string | null
  bookingCalendarOnRedemption: number
  tracking: string
  /** The stay's flight: its departure airport (migrations/0033); null or absent without one. */
  departureAirport?: string | null
}

/** What the basket reads of a catalogue product and its deal: price, stock, caps, sale window. */
export interface BasketProductRow {
  productId: number
  dealId: number
  dealTitle: string
  productTitle: string
  price: number
  vipPrice: number | null
  depositPrice: number | null
  currency: 'GBP' | 'EUR'
  countryCode: string
  dealBrand: string | null
  subCategoryId: number
  deliveryType: 'none' | 'postage' | 'click-and-collect' | 'e-voucher'
  /** Per item, charged when the deal is posted (deal_products.postage_price). */
  postagePrice: number
  /** Prices are per person, not per room for two (deals.price_per_person, 0/1). */
  pricePerPerson: number
  /** The merchant's name and main address (the click-and-collect point); null without one. */
  merchantName: string | null
  merchantLine1: string | null
  merchantLine2: string | null
  merchantTown: string | null
  merchantPostcode: string | null
  open: number
  opensAt: string
  closingDate: string
  enableBuyClosedDeal: number
  vipDiscountAllowed: number
  highFraudRisk: number
  vipOnly: number
  dealPurchaseCap: number | null
  dailyPurchaseCap: number | null
  weeklyPurchaseCap: number | null
  productPurchaseCap: number | null
  totalRemaining: number | null
  remainingForDay: number | null
  remainingForWeek: number | null
  soldOut: number
  /** The deal's stock over all its products; null when any product is unlimited. */
  dealRemaining: number | null
  /** deals.product_display_type: 'calendar' products are stays, sold with their dates. */
  displayType: string
  /** deals.booking_calendar_on_redemption (0/1): the stay's date is asked for from the voucher. */
  bookOnRedemption: number
  /** deal_products.number_of_nights: a package's length; null for a room priced per night. */
  numberOfNights: number | null
}

const BASKET_COLUMNS = `token, brand, customer_id AS customerId, currency,
  eligible_for_vip AS eligibleForVip, vip_status AS vipStatus, gifting, promo_code AS promoCode,
  use_wallet AS useWallet, status, created_at AS createdAt, updated_at AS updatedAt`

const LINE_COLUMNS = `id, basket_token AS basketToken, position, deal_id AS dealId,
  product_id AS productId, quantity, title, check_in AS checkIn, check_out AS checkOut,
  addon_type AS addonType, gift, gifting, gift_pack AS giftPack, gift_wrap AS giftWrap,
  gift_claim AS giftClaim, pay_deposit AS payDeposit, pay_later AS payLater,
  delivery_option_type AS deliveryOptionType,
  booking_calendar_on_redemption AS bookingCalendarOnRedemption, tracking,
  departure_airport AS departureAirport`

/** The basket fields a service may change after creation. */
export type BasketChange = Partial<
  Pick<
    BasketRow,
    | 'brand'
    | 'currency'
    | 'customerId'
    | 'eligibleForVip'
    | 'vipStatus'
    | 'gifting'
    | 'promoCode'
    | 'useWallet'
  >
>

const BASKET_CHANGE_COLUMNS: Record<keyof BasketChange, string> = {
  brand: 'brand',
  currency: 'currency',
  customerId: 'customer_id',
  eligibleForVip: 'eligible_for_vip',
  vipStatus: 'vip_status',
  gifting: 'gifting',
  promoCode: 'promo_code',
  useWallet: 'use_wallet',
}

export type LineChange = Partial<
  Pick<
    BasketLineRow,
    | 'quantity'
    | 'gifting'
    | 'giftPack'
    | 'giftWrap'
    | 'payDeposit'
    | 'payLater'
    | 'deliveryOptionType'
    | 'position'
  >
>

const LINE_CHANGE_COLUMNS: Record<keyof LineChange, string> = {
  quantity: 'quantity',
  gifting: 'gifting',
  giftPack: 'gift_pack',
  giftWrap: 'gift_wrap',
  payDeposit: 'pay_deposit',
  payLater: 'pay_later',
  deliveryOptionType: 'delivery_option_type',
  position: 'position',
}

/** Baskets and their lines (the basket service owns them), plus the catalogue read the basket
 * prices and limits lines with. The only SQL of the basket. */
export class BasketRepository {
  constructor(private readonly db: D1Database) {}

  insertBasket(row: BasketRow): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO baskets (token, brand, customer_id, currency, eligible_for_vip, vip_status,
           gifting, promo_code, use_wallet, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.token,
        row.brand,
        row.customerId,
        row.currency,
        row.eligibleForVip,
        row.vipStatus,
        row.gifting,
        row.promoCode,
        row.useWallet,
        row.status,
        row.createdAt,
        row.updatedAt,
      )
  }

  findBasket(token: string): Promise<BasketRow | null> {
    return this.db
      .prepare(`SELECT ${BASKET_COLUMNS} FROM baskets WHERE token = ?`)
      .bind(token)
      .first<BasketRow>()
  }

  /** The customer's most recently touched open basket. */
  findOpenBasketOf(customerId: number): Promise<BasketRow | null> {
    return this.db
      .prepare(
        `SELECT ${BASKET_COLUMNS} FROM baskets WHERE customer_id = ? AND status = 'OPEN'
         ORDER BY updated_at DESC LIMIT 1`,
      )
      .bind(customerId)
      .first<BasketRow>()
  }

  updateBasket(token: string, change: BasketChange, now: string): D1PreparedStatement {
    const keys = Object.keys(change) as (keyof BasketChange)[]
    const sets = keys.map((key) => `${BASKET_CHANGE_COLUMNS[key]} = ?`)
    return this.db
      .prepare(`UPDATE baskets SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE token = ?`)
      .bind(...keys.map((key) => change[key] ?? null), now, token)
  }

  /** Moves an open basket to ORDERED or ABANDONED; a basket already closed stays as it is. */
  closeBasket(token: string, status: Exclude<BasketStatus, 'OPEN'>, now: string) {
    return this.db
      .prepare(`UPDATE baskets SET status = ?, updated_at = ? WHERE token = ? AND status = 'OPEN'`)
      .bind(status, now, token)
  }

  async lines(token: string): Promise<BasketLineRow[]> {
    const { results } = await this.db
      .prepare(`SELECT ${LINE_COLUMNS} FROM basket_lines WHERE basket_token = ? ORDER BY position`)
      .bind(token)
      .all<BasketLineRow>()
    return results
  }

  insertLine(line: BasketLineRow, now: string): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO basket_lines (id, basket_token, position, deal_id, product_id, quantity, title,
           check_in, check_out, addon_type, gift, gifting, gift_pack, gift_wrap, gift_claim,
           pay_deposit, pay_later, delivery_option_type, booking_calendar_on_redemption, tracking,
           created_at, departure_airport)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        line.id,
        line.basketToken,
        line.position,
        line.dealId,
        line.productId,
        line.quantity,
        line.title,
        line.checkIn,
        line.checkOut,
        line.addonType,
        line.gift,
        line.gifting,
        line.giftPack,
        line.giftWrap,
        line.giftClaim,
        line.payDeposit,
        line.payLater,
        line.deliveryOptionType,
        line.bookingCalendarOnRedemption,
        line.tracking,
        now,
        line.departureAirport ?? null,
      )
  }

  updateLine(token: string, id: string, change: LineChange): D1PreparedStatement {
    const keys = Object.keys(change) as (keyof LineChange)[]
    const sets = keys.map((key) => `${LINE_CHANGE_COLUMNS[key]} = ?`).join(', ')
    return this.db
      .prepare(`UPDATE basket_lines SET ${sets} WHERE basket_token = ? AND id = ?`)
      .bind(...keys.map((key) => change[key] ?? null), token, id)
  }

  deleteLine(token: string, id: string): D1PreparedStatement {
    return this.db
      .prepare('DELETE FROM basket_lines WHERE basket_token = ? AND id = ?')
      .bind(token, id)
  }

  deleteLines(token: string): D1PreparedStatement {
    return this.db.prepare('DELETE FROM basket_lines WHERE basket_token = ?').bind(token)
  }

  async batch(statements: D1PreparedStatement[]): Promise<void> {
    if (statements.length > 0) await this.db.batch(statements)
  }

  /** Which voucher a VVE add-on line extends, applied once the order is paid. */
  async linkAddonLine(basketToken: string, productId: number, voucherId: number) {
    await this.db
      .prepare(
        `UPDATE basket_lines SET extends_voucher_id = ?
         WHERE basket_token = ? AND product_id = ? AND addon_type = 'VVE'`,
      )
      .bind(voucherId, basketToken, productId)
      .run()
  }

  /** Catalogue products by id with their deal's sale window, caps and stock. */
  async products(productIds: readonly number[]): Promise<BasketProductRow[]> {
    const ids = [...new Set(productIds)]
    if (ids.length === 0) return []
    const { results } = await this.db
      .prepare(
        `SELECT p.id AS productId, p.deal_id AS dealId, d.title AS dealTitle,
                p.title AS productTitle, p.price, p.vip_price AS vipPrice,
                p.postage_price AS postagePrice, d.price_per_person AS pricePerPerson,
                CASE WHEN p.has_deposit = 1 THEN p.deposit_price END AS depositPrice,
                d.currency, d.country_code AS countryCode, d.brand AS dealBrand,
                d.subcategory_id AS subCategoryId, d.delivery_type AS deliveryType, d.open,
                d.opens_at AS opensAt, d.closing_date AS closingDate,
                d.enable_buy_closed_deal AS enableBuyClosedDeal,
                d.display_vip_discount_allowed AS vipDiscountAllowed,
                d.high_fraud_risk AS highFraudRisk, d.vip_only AS vipOnly,
                d.purchase_cap AS dealPurchaseCap, d.daily_purchase_cap AS dailyPurchaseCap,
                d.weekly_purchase_cap AS weeklyPurchaseCap, p.purchase_cap AS productPurchaseCap,
                p.total_remaining AS totalRemaining, p.remaining_for_day AS remainingForDay,
                p.remaining_for_week AS remainingForWeek, p.sold_out AS soldOut,
                d.product_display_type AS displayType,
                d.booking_calendar_on_redemption AS bookOnRedemption,
                p.number_of_nights AS numberOfNights,
                (SELECT CASE WHEN COUNT(*) = COUNT(o.total_remaining)
                             THEN SUM(o.total_remaining) END
                   FROM deal_products o WHERE o.deal_id = p.deal_id) AS dealRemaining,
                m.display_name AS merchantName, ma.address_line1 AS merchantLine1,
                ma.address_line2 AS merchantLine2, ma.town AS merchantTown,
                ma.post_code AS merchantPostcode
           FROM deal_products p JOIN deals d ON d.id = p.deal_id
           LEFT JOIN merchants m ON m.id = d.merchant_id
           LEFT JOIN merchant_addresses ma ON ma.merchant_id = d.merchant_id AND ma.is_main = 1
          WHERE p.id IN (${ids.map(() => '?').join(',')})`,
      )
      .bind(...ids)
      .all<BasketProductRow>()
    return results
  }
}
