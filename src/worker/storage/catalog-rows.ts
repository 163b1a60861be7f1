/** Row shapes the catalogue repository reads from D1 (migrations/0001-0003). SQLite has no
 * boolean: flags arrive as 0 or 1. */
type Flag = 0 | 1

export interface LocationRow {
  id: number
  short_name: string
  name: string
  country_code: 'gb' | 'ie'
  brand: string | null
  lat: number
  lon: number
  score: number
  kind: 'local' | 'national' | 'near-me' | 'travel' | 'collection'
}

export interface NavigationRow {
  id: number
  position: number
  short_name: string
  link_text: string
  url: string
  is_local: Flag
  is_default: Flag
  navigation_type: 'travel' | 'international travel' | null
  is_vip: Flag
  category_name: string | null
  image_url: string | null
}

export interface SubNavigationRow {
  id: number
  navigation_id: number
  short_name: string
  link_text: string
  url: string
}

/** What a deal card needs, with the joins and aggregates already done. */
export interface DealSummaryRow {
  id: number
  headline: string
  title: string
  price: number
  original_price: number
  vip_price: number | null
  currency: 'GBP' | 'EUR'
  price_text: string | null
  closing_date: string
  total_bought: number
  deal_type: 'local' | 'national'
  is_evergreen: Flag
  evergreen_slug: string | null
  location_short_name: string
  location_name: string
  location_kind: LocationRow['kind']
  category_name: string
  category_short_name: string
  canonical_path_type: string
  subcategory_id: number
  subcategory_short_name: string
  subcategory_name: string
  image_id: number | null
  image_alt: string | null
  review_total: number
  review_average: number | null
  sold_out: Flag
  display_discount: Flag
  display_show_price: Flag
  display_early_bird: Flag
  display_last_chance: Flag
  display_discount_amount: Flag
  display_dynamic_travel_deal: Flag
  display_click_and_collect: Flag
  display_vip_discount_allowed: Flag
  display_show_price_text: Flag
}

export interface DealRow extends DealSummaryRow {
  opens_at: string
  description: string
  fine_print: string
  highlights: string
  deal_prefix: string | null
  vip_discount_percentage: number | null
  price_per_person: Flag
  min_postage_price: number | null
  delivery_type: 'none' | 'postage' | 'click-and-collect' | 'e-voucher'
  open: Flag
  enable_buy_closed_deal: Flag
  purchase_cap: number | null
  daily_purchase_cap: number | null
  weekly_purchase_cap: number | null
  high_fraud_risk: Flag
  mhu: Flag
  lead_gen: Flag
  booking_calendar_on_redemption: Flag
  deposit_price: number | null
  deposit_available: Flag
  dynamic_travel_package_price: number | null
  social_cue_claim: string | null
  promo_type: string | null
  product_display_type: 'dropdown' | 'default' | 'calendar'
  redeem_location_url: string | null
  vip_user_interface_variant: string | null
  vip_only: Flag
  tags: string
  lead_in_price_date: string | null
  merchant_name: string
  merchant_display_name: string
  merchant_rating: number | null
}

export interface ProductRow {
  id: number
  row_id: number | null
  column_id: number | null
  title: string
  friendly_name: string
  price: number
  original_price: number
  vip_price: number | null
  vip_exclusive: Flag
  total_bought: number
  total_remaining: number | null
  remaining_for_day: number | null
  remaining_for_week: number | null
  purchase_cap: number | null
  admin_fee: number
  postage_price: number
  has_deposit: Flag
  deposit_price: number | null
  number_of_nights: number | null
  best_seller_claim: Flag
  sold_out: Flag
}

export interface ImageRow {
  id: number
  position: number
  alt: string
  /** An upload's type; null for a drawn picture. */
  content_type: string | null
}

export interface AddressRow {
  address_line1: string
  address_line2: string | null
  town: string
  post_code: string
  lat: number
  lon: number
  is_main: Flag
}

/** One address of one bundle child (a merchant whose services the deal also sells); a child
 * without addresses comes as one row with null address columns. */
export interface BundleChildRow {
  position: number
  business_name: string
  vat_number: string | null
  address_line1: string | null
  address_line2: string | null
  town: string | null
  post_code: string | null
  lat: number | null
  lon: number | null
}

/** One item of a deal's product grid axis (migrations/0038). */
export interface ProductAxisRow {
  axis: 'row' | 'column'
  position: number
  header: string
  label: string
}

export interface DealBundle {
  deal: DealRow
  products: ProductRow[]
  images: ImageRow[]
  addresses: AddressRow[]
  /** Bundle children's addresses (migrations/0037), by position; empty for a plain deal. */
  bundleChildren: BundleChildRow[]
  /** The product grid's row and column items, by axis and position; empty for a plain list. */
  productAxes: ProductAxisRow[]
}

export interface DealImageSourceRow {
  category_short_name: string
  headline: string
  image_count: number
  opens_at: string
}
