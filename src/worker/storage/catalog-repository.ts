import type { D1Database } from '@cloudflare/workers-types'
import type {
  AddressRow,
  BundleChildRow,
  ProductAxisRow,
  DealBundle,
  DealImageSourceRow,
  DealRow,
  ImageRow,
  LocationRow,
  NavigationRow,
  ProductRow,
  SubNavigationRow,
} from './catalog-rows'

// A deal belongs to a brand when it names none (both brands of its country) or that brand.
export const BRAND_VISIBLE = '(d.brand IS NULL OR d.brand = ?)'

/** What `DealSummaryRow` holds; listing queries (storage/listing-repository) select it too so
 * every deal card is mapped by the one `toDealSummary`. */
export const SUMMARY_COLUMNS = `
  d.id, d.headline, d.title, d.price, d.original_price, d.vip_price, d.currency, d.price_text,
  d.closing_date, d.total_bought, d.deal_type, d.is_evergreen, d.evergreen_slug,
  l.short_name AS location_short_name, l.name AS location_name, l.kind AS location_kind,
  c.name AS category_name, c.short_name AS category_short_name, c.canonical_path_type,
  s.id AS subcategory_id, s.short_name AS subcategory_short_name, s.name AS subcategory_name,
  i.id AS image_id, i.alt AS image_alt,
  (SELECT COUNT(*) FROM deal_reviews r WHERE r.deal_id = d.id) AS review_total,
  (SELECT AVG(r.rating) FROM deal_reviews r WHERE r.deal_id = d.id) AS review_average,
  NOT EXISTS (
    SELECT 1 FROM deal_products p
    WHERE p.deal_id = d.id AND p.sold_out = 0 AND (p.total_remaining IS NULL OR p.total_remaining > 0)
  ) AS sold_out,
  d.display_discount, d.display_show_price, d.display_early_bird, d.display_last_chance,
  d.display_discount_amount, d.display_dynamic_travel_deal, d.display_click_and_collect,
  d.display_vip_discount_allowed, d.display_show_price_text`

export const SUMMARY_JOINS = `
  JOIN locations l ON l.id = d.location_id
  JOIN categories c ON c.id = d.category_id
  JOIN subcategories s ON s.id = d.subcategory_id
  LEFT JOIN deal_images i ON i.deal_id = d.id AND i.position = 1`

const LOCATION_COLUMNS = 'id, short_name, name, country_code, brand, lat, lon, score, kind'

/** The catalogue tables in D1: locations, navigation, deals and what hangs off them. The
 * only module that holds catalogue SQL (CONVENTIONS 5). */
export class CatalogRepository {
  constructor(private readonly db: D1Database) {}

  async listLocations(countryCode: 'gb' | 'ie'): Promise<LocationRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${LOCATION_COLUMNS} FROM locations WHERE country_code = ?
         ORDER BY kind <> 'local', score DESC, name`,
      )
      .bind(countryCode)
      .all<LocationRow>()
    return results
  }

  async findLocation(countryCode: 'gb' | 'ie', shortName: string): Promise<LocationRow | null> {
    return this.db
      .prepare(
        `SELECT ${LOCATION_COLUMNS} FROM locations WHERE country_code = ? AND short_name = ?`,
      )
      .bind(countryCode, shortName)
      .first<LocationRow>()
  }

  /** Items of one menu ('header' or 'travel') with their sub-items, in position order. */
  async navigation(
    brand: string,
    menu: 'header' | 'travel',
  ): Promise<{ items: NavigationRow[]; subs: SubNavigationRow[] }> {
    const [items, subs] = await this.db.batch([
      this.db
        .prepare(
          `SELECT n.id, n.position, n.short_name, n.link_text, n.url, n.is_local, n.is_default,
                  n.navigation_type, n.is_vip, c.name AS category_name, n.image_url
           FROM navigation n LEFT JOIN categories c ON c.id = n.category_id
           WHERE n.brand = ? AND n.menu = ? ORDER BY n.position`,
        )
        .bind(brand, menu),
      this.db
        .prepare(
          `SELECT s.id, s.navigation_id, s.short_name, s.link_text, s.url
           FROM sub_navigation s JOIN navigation n ON n.id = s.navigation_id
           WHERE n.brand = ? AND n.menu = ? ORDER BY s.navigation_id, s.position`,
        )
        .bind(brand, menu),
    ])
    return {
      items: (items?.results ?? []) as NavigationRow[],
      subs: (subs?.results ?? []) as SubNavigationRow[],
    }
  }

  /** When deal `id` opens (ISO), or null when there is no such deal. */
  async opensAt(id: number): Promise<string | null> {
    const row = await this.db
      .prepare('SELECT opens_at FROM deals WHERE id = ?')
      .bind(id)
      .first<{ opens_at: string }>()
    return row?.opens_at ?? null
  }

  /** The other country's deal that sells the same thing as deal `id` (migration 0048), or
   * null. */
  async twinDealId(id: number): Promise<number | null> {
    const row = await this.db
      .prepare('SELECT twin_deal_id FROM deal_twins WHERE deal_id = ?')
      .bind(id)
      .first<{ twin_deal_id: number }>()
    return row?.twin_deal_id ?? null
  }

  /** The merchant that sells deal `id`, or null when there is no such deal. */
  async merchantIdOf(id: number): Promise<number | null> {
    const row = await this.db
      .prepare('SELECT merchant_id FROM deals WHERE id = ?')
      .bind(id)
      .first<{ merchant_id: number }>()
    return row?.merchant_id ?? null
  }

  /** The id of the evergreen deal with this slug in a country and brand, or null. */
  async evergreenDealId(
    slug: string,
    countryCode: 'gb' | 'ie',
    brand: string,
  ): Promise<number | null> {
    const row = await this.db
      .prepare(
        `SELECT d.id FROM deals d
         WHERE d.evergreen_slug = ? AND d.is_evergreen = 1 AND d.country_code = ? AND ${BRAND_VISIBLE}`,
      )
      .bind(slug, countryCode, brand)
      .first<{ id: number }>()
    return row?.id ?? null
  }

  /** A deal with products, images and its merchant's addresses, in one round trip; null
   * when it does not exist or is not sold in that country and brand, or (given `openedBy`, an
   * ISO instant) when it opens after that instant. */
  async dealBundle(
    id: number,
    countryCode: 'gb' | 'ie',
    brand: string,
    openedBy: string | null = null,
  ): Promise<DealBundle | null> {
    const [deals, products, images, addresses, children, axes] = await this.db.batch([
      this.db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS},
             d.opens_at, d.description, d.fine_print, d.highlights, d.deal_prefix,
             d.vip_discount_percentage,
             d.price_per_person, d.min_postage_price, d.delivery_type, d.open,
             d.enable_buy_closed_deal, d.purchase_cap, d.daily_purchase_cap, d.weekly_purchase_cap,
             d.high_fraud_risk, d.mhu, d.lead_gen, d.booking_calendar_on_redemption,
             d.deposit_price, d.deposit_available, d.dynamic_travel_package_price,
             d.social_cue_claim, d.promo_type, d.product_display_type, d.redeem_location_url,
             d.vip_user_interface_variant, d.vip_only, d.tags, d.lead_in_price_date,
             m.name AS merchant_name, m.display_name AS merchant_display_name,
             m.rating AS merchant_rating
           FROM deals d ${SUMMARY_JOINS} JOIN merchants m ON m.id = d.merchant_id
           WHERE d.id = ? AND d.country_code = ? AND ${BRAND_VISIBLE}
             AND (? IS NULL OR d.opens_at <= ?)`,
        )
        .bind(id, countryCode, brand, openedBy, openedBy),
      this.db
        .prepare(
          `SELECT id, row_id, column_id, title, friendly_name, price, original_price, vip_price,
             vip_exclusive, total_bought, total_remaining, remaining_for_day, remaining_for_week,
             purchase_cap, admin_fee, postage_price, has_deposit, deposit_price, number_of_nights,
             best_seller_claim, sold_out
           FROM deal_products WHERE deal_id = ? ORDER BY position`,
        )
        .bind(id),
      this.db
        .prepare(
          `SELECT i.id, i.position, i.alt, u.content_type FROM deal_images i
           LEFT JOIN deal_image_uploads u ON u.deal_id = i.deal_id AND u.position = i.position
           WHERE i.deal_id = ? ORDER BY i.position`,
        )
        .bind(id),
      this.db
        .prepare(
          `SELECT a.address_line1, a.address_line2, a.town, a.post_code, a.lat, a.lon, a.is_main
           FROM merchant_addresses a JOIN deals d ON d.merchant_id = a.merchant_id
           WHERE d.id = ? ORDER BY a.is_main DESC, a.id`,
        )
        .bind(id),
      this.db
        .prepare(
          `SELECT c.position, m.display_name AS business_name, m.vat_number, a.address_line1,
             a.address_line2, a.town, a.post_code, a.lat, a.lon
           FROM deal_bundle_children c JOIN merchants m ON m.id = c.merchant_id
           LEFT JOIN merchant_addresses a ON a.merchant_id = m.id
           WHERE c.deal_id = ? ORDER BY c.position, a.is_main DESC, a.id`,
        )
        .bind(id),
      this.db
        .prepare(
          `SELECT axis, position, header, label FROM deal_product_axes
           WHERE deal_id = ? ORDER BY axis DESC, position`,
        )
        .bind(id),
    ])
    const deal = deals?.results[0] as DealRow | undefined
    if (!deal) return null
    return {
      deal,
      products: (products?.results ?? []) as ProductRow[],
      images: (images?.results ?? []) as ImageRow[],
      addresses: (addresses?.results ?? []) as AddressRow[],
      bundleChildren: (children?.results ?? []) as BundleChildRow[],
      productAxes: (axes?.results ?? []) as ProductAxisRow[],
    }
  }

  /** What the image route needs to draw a deal's pictures: one indexed lookup. */
  async dealImageSource(id: number): Promise<DealImageSourceRow | null> {
    return this.db
      .prepare(
        `SELECT c.short_name AS category_short_name, d.headline, d.opens_at,
           (SELECT COUNT(*) FROM deal_images i WHERE i.deal_id = d.id) AS image_count
         FROM deals d JOIN categories c ON c.id = d.category_id WHERE d.id = ?`,
      )
      .bind(id)
      .first<DealImageSourceRow>()
  }

  /** A category's name by its short name (a share card's title); null for an unknown one. */
  async categoryName(shortName: string): Promise<string | null> {
    const row = await this.db
      .prepare('SELECT name FROM categories WHERE short_name = ?')
      .bind(shortName)
      .first<{ name: string }>()
    return row?.name ?? null
  }
}
