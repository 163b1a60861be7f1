import type { Brand } from '../../../shared/config/brands'
import { EVERGREEN_MARKER, dealUrlPath, slugify } from '../../../shared/domain/paths'
import type {
  Deal,
  DealAddress,
  DealImage,
  DealProduct,
  DealSummary,
} from '../../../shared/schemas/deal'
import type { DealBundleChild, ProductAxis } from '../../../shared/schemas/deal'
import type {
  AddressRow,
  BundleChildRow,
  ProductAxisRow,
  DealBundle,
  DealSummaryRow,
  ImageRow,
  ProductRow,
} from '../../storage/catalog-rows'
import type { PastPurchases } from '../pricing/past-purchases'
import { dealOrderFacts, dealStockOf } from './deal-order-facts'
import { DEAL_ART_VERSION } from '../images/deal-image-svg'

/** Path of a deal picture; the images route draws it (DESIGN 'Data': generated SVGs). `v` is
 * the art's version: pictures are cached for a year, so new art needs new URLs. */
export const dealImageUrl = (dealId: number, position: number): string =>
  `/images/deal/${dealId}/${position}.svg?v=${DEAL_ART_VERSION}`

/** Percentage off, rounded down so a card never overstates a saving.
 * @example discountPercentage(2500, 10000) === 75 */
const discountPercentage = (price: number, originalPrice: number): number =>
  originalPrice <= 0 ? 0 : Math.max(0, Math.floor(((originalPrice - price) * 100) / originalPrice))

/** First path segment after /deal: the town for local deals, otherwise the category, with
 * travel under the brand's travel segment (storefront §2 'Paths'). */
function locationOrCategory(row: DealSummaryRow, brand: Brand): string {
  if (row.location_kind === 'local' || row.location_kind === 'collection') {
    return row.location_short_name
  }
  return row.category_short_name === 'travel' ? brand.travelSegment : row.category_short_name
}

export function dealUrls(row: DealSummaryRow, brand: Brand) {
  const base = {
    locationOrCategory: locationOrCategory(row, brand),
    subcategory: row.subcategory_short_name,
  }
  const urlPath = dealUrlPath({ ...base, dealId: row.id, blurb: slugify(row.title) })
  const evergreenUrl =
    row.is_evergreen && row.evergreen_slug
      ? dealUrlPath({ ...base, dealId: EVERGREEN_MARKER, blurb: row.evergreen_slug })
      : null
  return { urlPath, evergreenUrl, shareUrl: `https://${brand.host}${urlPath}` }
}

function leadImage(row: DealSummaryRow): DealImage {
  // Every seeded deal has a first picture; the route still draws position 1 for one that
  // does not, so the card never shows a broken image.
  return {
    id: row.image_id ?? 0,
    imageUrl: dealImageUrl(row.id, 1),
    extension: 'svg',
    alt: row.image_alt ?? row.headline,
  }
}

export function toDealSummary(row: DealSummaryRow, brand: Brand): DealSummary {
  return {
    id: row.id,
    urlPath: dealUrls(row, brand).urlPath,
    headline: row.headline,
    title: row.title,
    price: row.price,
    originalPrice: row.original_price,
    vipPrice: row.vip_price,
    discountPercentage: discountPercentage(row.price, row.original_price),
    currency: row.currency,
    priceText: row.price_text,
    soldOut: row.sold_out === 1,
    closingDate: row.closing_date,
    totalBought: row.total_bought,
    locationName: row.location_name,
    category: { name: row.category_name, shortName: row.category_short_name },
    image: leadImage(row),
    reviewSummary: {
      total: row.review_total,
      average: row.review_average === null ? 0 : Math.round(row.review_average * 10) / 10,
    },
    display: {
      discount: row.display_discount === 1,
      showPrice: row.display_show_price === 1,
      earlyBird: row.display_early_bird === 1,
      lastChance: row.display_last_chance === 1,
      discountAmount: row.display_discount_amount === 1,
      dynamicTravelDeal: row.display_dynamic_travel_deal === 1,
      clickAndCollectDeal: row.display_click_and_collect === 1,
      vipDiscountAllowed: row.display_vip_discount_allowed === 1,
      priceText: row.display_show_price_text === 1,
    },
  }
}

function toProduct(row: ProductRow): DealProduct {
  return {
    id: row.id,
    rowId: row.row_id,
    columnId: row.column_id,
    title: row.title,
    friendlyName: row.friendly_name,
    price: row.price,
    originalPrice: row.original_price,
    vipPrice: row.vip_price,
    vipExclusive: row.vip_exclusive === 1,
    discountPercentage: discountPercentage(row.price, row.original_price),
    soldOut: row.sold_out === 1 || row.total_remaining === 0,
    totalBought: row.total_bought,
    totalRemaining: row.total_remaining,
    totalRemainingForDay: row.remaining_for_day,
    totalRemainingForWeek: row.remaining_for_week,
    purchaseCap: row.purchase_cap,
    adminFee: row.admin_fee,
    postagePrice: row.postage_price,
    hasDeposit: row.has_deposit === 1,
    depositPrice: row.deposit_price,
    numberOfNights: row.number_of_nights,
    bestSellerClaim: row.best_seller_claim === 1,
  }
}

const toAddress = (row: AddressRow): DealAddress => ({
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  town: row.town,
  postCode: row.post_code,
  latLon: { lat: row.lat, lon: row.lon },
})

/** The picture's kind as its URL answers it: a drawing is an SVG, an upload what it was. */
const extensionOf = (contentType: string | null) =>
  contentType === null ? 'svg' : (/^image\/(png|jpeg|webp)$/.exec(contentType)?.[1] ?? 'svg')

const toImage = (dealId: number, row: ImageRow): DealImage => ({
  id: row.id,
  imageUrl: dealImageUrl(dealId, row.position),
  extension: extensionOf(row.content_type),
  alt: row.alt,
})

function parseHighlights(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : []
  } catch {
    return []
  }
}

/** Bundle children in position order, each with its addresses (main first). */
function toBundle(rows: readonly BundleChildRow[]): Deal['bundle'] {
  if (rows.length === 0) return null
  const children = new Map<number, DealBundleChild>()
  for (const row of rows) {
    const child = children.get(row.position) ?? {
      businessName: row.business_name,
      vatNumber: row.vat_number,
      locations: [],
    }
    children.set(row.position, child)
    if (row.address_line1 === null || row.lat === null || row.lon === null) continue
    child.locations.push({
      addressLine1: row.address_line1,
      addressLine2: row.address_line2,
      town: row.town ?? '',
      postCode: row.post_code ?? '',
      latLon: { lat: row.lat, lon: row.lon },
    })
  }
  return { children: [...children.values()] }
}

/** The product grid's axis `axis`, or null when the deal's products are a plain list. */
function toAxis(rows: readonly ProductAxisRow[], axis: ProductAxisRow['axis']): ProductAxis | null {
  const items = rows.filter((row) => row.axis === axis)
  if (items.length === 0) return null
  return {
    header: items[0]!.header,
    items: items.map((row) => ({ id: row.position, label: row.label })),
  }
}

/** The §3 Deal. `bought` is what a signed-in customer already bought on the deal's caps: it
 * makes userDealInfo theirs (leave it out for the answer every anonymous visitor shares). */
export function toDeal(
  { deal: row, products, images, addresses, bundleChildren, productAxes }: DealBundle,
  brand: Brand,
  now: Date,
  bought?: PastPurchases,
): Deal {
  const { evergreenUrl, shareUrl } = dealUrls(row, brand)
  const main = addresses.find((a) => a.is_main === 1) ?? null
  return {
    ...dealStockOf(products),
    ...dealOrderFacts(row, products, bought, now),
    ...toDealSummary(row, brand),
    shareUrl,
    evergreenUrl,
    dealPrefix: row.deal_prefix,
    vipDiscountPercentage: row.vip_discount_percentage,
    discount: row.original_price - row.price,
    pricePerPerson: row.price_per_person === 1,
    minPostagePrice: row.min_postage_price,
    deliveryType: row.delivery_type,
    open: row.open === 1,
    enableBuyClosedDeal: row.enable_buy_closed_deal === 1,
    purchaseCap: row.purchase_cap,
    dailyPurchaseCap: row.daily_purchase_cap,
    weeklyPurchaseCap: row.weekly_purchase_cap,
    dealType: row.deal_type,
    highFraudRisk: row.high_fraud_risk === 1,
    mhu: row.mhu === 1,
    leadGen: row.lead_gen === 1,
    bookingCalendarOnRedemption: row.booking_calendar_on_redemption === 1,
    depositPrice: row.deposit_price,
    depositAvailable: row.deposit_available === 1,
    dynamicTravelPackagePrice: row.dynamic_travel_package_price,
    socialCueClaim: row.social_cue_claim,
    promoType: row.promo_type,
    category: {
      name: row.category_name,
      shortName: row.category_short_name,
      canonicalPathType: row.canonical_path_type,
    },
    subCategory: {
      id: row.subcategory_id,
      shortName: row.subcategory_short_name,
      name: row.subcategory_name,
    },
    business: {
      name: row.merchant_name,
      displayName: row.merchant_display_name,
      mainAddress: main ? toAddress(main) : null,
      otherAddresses: addresses.filter((a) => a !== main).map(toAddress),
    },
    bundle: toBundle(bundleChildren),
    images: images.map((image) => toImage(row.id, image)),
    merchantReviewRating: { average: row.merchant_rating ?? 0 },
    redeemLocationUrl: row.redeem_location_url,
    productDisplay: {
      type: row.product_display_type,
      row: toAxis(productAxes, 'row'),
      column: toAxis(productAxes, 'column'),
    },
    description: row.description,
    finePrint: row.fine_print,
    highlights: parseHighlights(row.highlights),
    vipUserInterfaceVariant: row.vip_user_interface_variant,
    leadInPriceDate: row.lead_in_price_date,
    isEvergreen: row.is_evergreen === 1,
    vipOnly: row.vip_only === 1,
    tags: row.tags.split(',').filter((tag) => tag !== ''),
    products: products.map(toProduct),
  }
}
