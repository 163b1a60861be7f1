import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type {
  AdminDealFields,
  AdminDealListItem,
  AdminDealRef,
  AdminDealRefQuery,
  AdminProduct,
  AdminProductFields,
} from '../../shared/schemas/admin-deal'

// Deals, products and images as the back office edits them. Writes are returned as
// statements so the service puts each change and its audit row in one batch.

const PAGE_SIZE = 25
/** A picker's suggestions: enough to choose from, few enough to read. */
const REF_LIMIT = 20

/** API field → deals column, for the plain (non-display) fields. */
const DEAL_COLUMNS = {
  countryCode: 'country_code',
  brand: 'brand',
  locationId: 'location_id',
  categoryId: 'category_id',
  subcategoryId: 'subcategory_id',
  merchantId: 'merchant_id',
  headline: 'headline',
  title: 'title',
  description: 'description',
  finePrint: 'fine_print',
  highlights: 'highlights',
  dealPrefix: 'deal_prefix',
  price: 'price',
  originalPrice: 'original_price',
  vipPrice: 'vip_price',
  vipDiscountPercentage: 'vip_discount_percentage',
  priceText: 'price_text',
  pricePerPerson: 'price_per_person',
  minPostagePrice: 'min_postage_price',
  deliveryType: 'delivery_type',
  opensAt: 'opens_at',
  closingDate: 'closing_date',
  open: 'open',
  enableBuyClosedDeal: 'enable_buy_closed_deal',
  purchaseCap: 'purchase_cap',
  dailyPurchaseCap: 'daily_purchase_cap',
  weeklyPurchaseCap: 'weekly_purchase_cap',
  dealType: 'deal_type',
  productDisplayType: 'product_display_type',
  vipOnly: 'vip_only',
  tags: 'tags',
  sortScore: 'sort_score',
} as const satisfies Record<Exclude<keyof AdminDealFields, 'display'>, string>

const DISPLAY_COLUMNS = {
  discount: 'display_discount',
  showPrice: 'display_show_price',
  earlyBird: 'display_early_bird',
  lastChance: 'display_last_chance',
  discountAmount: 'display_discount_amount',
  dynamicTravelDeal: 'display_dynamic_travel_deal',
  clickAndCollectDeal: 'display_click_and_collect',
  vipDiscountAllowed: 'display_vip_discount_allowed',
  priceText: 'display_show_price_text',
} as const satisfies Record<keyof AdminDealFields['display'], string>

const PRODUCT_COLUMNS = {
  position: 'position',
  title: 'title',
  friendlyName: 'friendly_name',
  price: 'price',
  originalPrice: 'original_price',
  vipPrice: 'vip_price',
  vipExclusive: 'vip_exclusive',
  totalRemaining: 'total_remaining',
  totalRemainingForDay: 'remaining_for_day',
  totalRemainingForWeek: 'remaining_for_week',
  purchaseCap: 'purchase_cap',
  adminFee: 'admin_fee',
  postagePrice: 'postage_price',
  hasDeposit: 'has_deposit',
  depositPrice: 'deposit_price',
  numberOfNights: 'number_of_nights',
  bestSellerClaim: 'best_seller_claim',
  soldOut: 'sold_out',
} as const satisfies Record<keyof AdminProductFields, string>

type Row = Record<string, unknown>

/** Booleans as 0/1, lists as the table's text forms. */
const toSql = (key: string, value: unknown): unknown => {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (key === 'highlights') return JSON.stringify(value)
  if (key === 'tags') return (value as string[]).join(',')
  return value ?? null
}

const fromSql = (key: string, value: unknown, boolKeys: Set<string>): unknown => {
  if (boolKeys.has(key)) return value === 1
  if (key === 'highlights') return JSON.parse(String(value)) as string[]
  if (key === 'tags') return String(value) === '' ? [] : String(value).split(',')
  return value
}

const DEAL_BOOLS = new Set(['pricePerPerson', 'open', 'enableBuyClosedDeal', 'vipOnly'])
const PRODUCT_BOOLS = new Set(['vipExclusive', 'hasDeposit', 'bestSellerClaim', 'soldOut'])

export function dealFieldsOf(row: Row): AdminDealFields {
  const out: Row = {}
  for (const [key, col] of Object.entries(DEAL_COLUMNS))
    out[key] = fromSql(key, row[col], DEAL_BOOLS)
  const display: Row = {}
  for (const [key, col] of Object.entries(DISPLAY_COLUMNS)) display[key] = row[col] === 1
  out.display = display
  return out as AdminDealFields
}

function productOf(row: Row): AdminProduct {
  const out: Row = { id: row.id, totalBought: row.total_bought }
  for (const [key, col] of Object.entries(PRODUCT_COLUMNS))
    out[key] = fromSql(key, row[col], PRODUCT_BOOLS)
  return out as AdminProduct
}

function dealValues(fields: AdminDealFields): { cols: string[]; values: unknown[] } {
  const cols: string[] = []
  const values: unknown[] = []
  for (const [key, col] of Object.entries(DEAL_COLUMNS)) {
    cols.push(col)
    values.push(toSql(key, fields[key as keyof typeof DEAL_COLUMNS]))
  }
  for (const [key, col] of Object.entries(DISPLAY_COLUMNS)) {
    cols.push(col)
    values.push(toSql(key, fields.display[key as keyof typeof DISPLAY_COLUMNS]))
  }
  cols.push('currency')
  values.push(fields.countryCode === 'gb' ? 'GBP' : 'EUR')
  return { cols, values }
}

export class AdminDealRepository {
  constructor(private readonly db: D1Database) {}

  async list(q: string | undefined, page: number) {
    const id = q && /^\d+$/.test(q) ? Number(q) : -1
    // instr, not LIKE: D1 refuses a LIKE pattern over 50 bytes with a 500, which a search for a
    // long title hit in the API fuzzer. lower() keeps LIKE's ASCII case-folding.
    const { results } = await this.db
      .prepare(
        `SELECT id, title, merchant_id, price, currency, open, opens_at, closing_date FROM deals
         WHERE id = ?1 OR instr(lower(title), lower(?2)) > 0
         ORDER BY id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(id, q ?? '', PAGE_SIZE + 1, page * PAGE_SIZE)
      .all<Row>()
    const deals: AdminDealListItem[] = results.slice(0, PAGE_SIZE).map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      merchantId: Number(r.merchant_id),
      price: Number(r.price),
      currency: r.currency === 'EUR' ? 'EUR' : 'GBP',
      open: r.open === 1,
      opensAt: String(r.opens_at),
      closingDate: String(r.closing_date),
    }))
    return { deals, page, hasMore: results.length > PAGE_SIZE }
  }

  /** Up to REF_LIMIT merchants, locations, categories or subcategories whose name holds `q` (or
   * whose id it is), by name: the deal form's pickers. */
  async references({ kind, q, country, categoryId }: AdminDealRefQuery): Promise<AdminDealRef[]> {
    const id = /^\d{1,15}$/.test(q) ? Number(q) : -1
    // instr, not LIKE, as in list(): no pattern limit to hit.
    const sql = {
      merchant: `SELECT m.id, m.display_name AS name,
          COALESCE((SELECT a.town FROM merchant_addresses a
            WHERE a.merchant_id = m.id AND a.is_main = 1 LIMIT 1), '') AS detail
        FROM merchants m WHERE (?3 IS NULL OR m.country_code = ?3)
          AND (m.id = ?1 OR instr(lower(m.display_name), lower(?2)) > 0)
        ORDER BY m.display_name, m.id LIMIT ?4`,
      location: `SELECT id, name, kind AS detail FROM locations
        WHERE (?3 IS NULL OR country_code = ?3) AND (id = ?1 OR instr(lower(name), lower(?2)) > 0)
        ORDER BY name, id LIMIT ?4`,
      category: `SELECT id, name, short_name AS detail FROM categories
        WHERE id = ?1 OR instr(lower(name), lower(?2)) > 0 ORDER BY name, id LIMIT ?4`,
      subcategory: `SELECT s.id, s.name, c.name AS detail FROM subcategories s
        JOIN categories c ON c.id = s.category_id
        WHERE (?3 IS NULL OR s.category_id = ?3) AND (s.id = ?1 OR instr(lower(s.name), lower(?2)) > 0)
        ORDER BY s.name, s.id LIMIT ?4`,
    }[kind]
    const scope = kind === 'subcategory' ? (categoryId ?? null) : (country ?? null)
    const { results } = await this.db
      .prepare(sql)
      .bind(id, q, scope, REF_LIMIT)
      .all<{ id: number; name: string; detail: string }>()
    return results.map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      detail: String(r.detail),
    }))
  }

  async dealRow(id: number): Promise<Row | null> {
    return this.db.prepare('SELECT * FROM deals WHERE id = ?').bind(id).first<Row>()
  }

  async products(dealId: number): Promise<AdminProduct[]> {
    const { results } = await this.db
      .prepare('SELECT * FROM deal_products WHERE deal_id = ? ORDER BY position')
      .bind(dealId)
      .all<Row>()
    return results.map(productOf)
  }

  async product(dealId: number, productId: number): Promise<AdminProduct | null> {
    const row = await this.db
      .prepare('SELECT * FROM deal_products WHERE id = ? AND deal_id = ?')
      .bind(productId, dealId)
      .first<Row>()
    return row ? productOf(row) : null
  }

  /** Pictures in order; an uploaded one (migrations/0027) is served from its own URL, the
   * others are drawn by routes/images.ts. */
  async images(dealId: number) {
    const { results } = await this.db
      .prepare(
        `SELECT i.position, i.alt, u.content_type IS NOT NULL AS uploaded FROM deal_images i
         LEFT JOIN deal_image_uploads u ON u.deal_id = i.deal_id AND u.position = i.position
         WHERE i.deal_id = ? ORDER BY i.position`,
      )
      .bind(dealId)
      .all<{ position: number; alt: string; uploaded: number }>()
    return results.map((r) => ({
      position: r.position,
      alt: r.alt,
      url: r.uploaded
        ? `/api/v1/deal-images/${dealId}/${r.position}`
        : `/images/deal/${dealId}/${r.position}.svg`,
    }))
  }

  /** Names of what the deal refers to, so the admin sees more than ids. */
  async referenceNames(row: Row) {
    const names = await this.db
      .prepare(
        `SELECT (SELECT name FROM locations WHERE id = ?1) AS location,
           (SELECT name FROM categories WHERE id = ?2) AS category,
           (SELECT name FROM subcategories WHERE id = ?3) AS subcategory,
           (SELECT display_name FROM merchants WHERE id = ?4) AS merchant`,
      )
      .bind(row.location_id, row.category_id, row.subcategory_id, row.merchant_id)
      .first<Record<'location' | 'category' | 'subcategory' | 'merchant', string | null>>()
    return {
      location: names?.location ?? '',
      category: names?.category ?? '',
      subcategory: names?.subcategory ?? '',
      merchant: names?.merchant ?? '',
    }
  }

  /** Whether the referenced location, category, subcategory (of that category) and merchant
   * exist: a bad id is the admin's mistake (400), not a foreign-key 500. */
  async referencesExist(f: AdminDealFields): Promise<string | null> {
    const row = await this.db
      .prepare(
        `SELECT
           (SELECT count(*) FROM locations WHERE id = ?1) AS location,
           (SELECT count(*) FROM categories WHERE id = ?2) AS category,
           (SELECT count(*) FROM subcategories WHERE id = ?3 AND category_id = ?2) AS subcategory,
           (SELECT count(*) FROM merchants WHERE id = ?4) AS merchant`,
      )
      .bind(f.locationId, f.categoryId, f.subcategoryId, f.merchantId)
      .first<Record<string, number>>()
    for (const key of ['location', 'category', 'subcategory', 'merchant']) {
      if (!row?.[key]) return key
    }
    return null
  }

  async nextDealId(): Promise<number> {
    const row = await this.db
      .prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM deals')
      .first<{ id: number }>()
    return row?.id ?? 1
  }

  insertDeal(id: number, fields: AdminDealFields, now: string): D1PreparedStatement {
    const { cols, values } = dealValues(fields)
    const all = ['id', ...cols, 'created_at']
    const marks = all.map((_, i) => `?${i + 1}`).join(', ')
    return this.db
      .prepare(`INSERT INTO deals (${all.join(', ')}) VALUES (${marks})`)
      .bind(id, ...values, now)
  }

  updateDeal(id: number, fields: AdminDealFields): D1PreparedStatement {
    const { cols, values } = dealValues(fields)
    const sets = cols.map((col, i) => `${col} = ?${i + 1}`).join(', ')
    return this.db
      .prepare(`UPDATE deals SET ${sets} WHERE id = ?${cols.length + 1}`)
      .bind(...values, id)
  }

  async nextProductId(): Promise<number> {
    const row = await this.db
      .prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM deal_products')
      .first<{ id: number }>()
    return row?.id ?? 1
  }

  async nextPosition(dealId: number): Promise<number> {
    const row = await this.db
      .prepare('SELECT coalesce(max(position), -1) + 1 AS p FROM deal_products WHERE deal_id = ?')
      .bind(dealId)
      .first<{ p: number }>()
    return row?.p ?? 0
  }

  insertProduct(dealId: number, id: number, fields: AdminProductFields): D1PreparedStatement {
    const cols = Object.values(PRODUCT_COLUMNS)
    const values = Object.keys(PRODUCT_COLUMNS).map((k) =>
      toSql(k, fields[k as keyof AdminProductFields]),
    )
    const all = ['id', 'deal_id', ...cols]
    const marks = all.map((_, i) => `?${i + 1}`).join(', ')
    return this.db
      .prepare(`INSERT INTO deal_products (${all.join(', ')}) VALUES (${marks})`)
      .bind(id, dealId, ...values)
  }

  updateProduct(dealId: number, id: number, fields: AdminProductFields): D1PreparedStatement {
    const cols = Object.values(PRODUCT_COLUMNS)
    const values = Object.keys(PRODUCT_COLUMNS).map((k) =>
      toSql(k, fields[k as keyof AdminProductFields]),
    )
    const sets = cols.map((col, i) => `${col} = ?${i + 1}`).join(', ')
    return this.db
      .prepare(
        `UPDATE deal_products SET ${sets} WHERE id = ?${cols.length + 1} AND deal_id = ?${cols.length + 2}`,
      )
      .bind(...values, id, dealId)
  }

  async positionTaken(dealId: number, position: number, exceptId = -1): Promise<boolean> {
    const row = await this.db
      .prepare('SELECT 1 AS x FROM deal_products WHERE deal_id = ? AND position = ? AND id <> ?')
      .bind(dealId, position, exceptId)
      .first()
    return row !== null
  }
}
