import type { Brand } from '../../config/brands'
import { safeJsonForHtml } from '../../safe-json'
import type { Deal } from '../../schemas/deal'

/** A schema.org node as plain JSON. */
export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>

const SCHEMA_ORG = 'https://schema.org'

export type SchemaAvailability =
  'https://schema.org/InStock' | 'https://schema.org/SoldOut' | 'https://schema.org/Discontinued'

/** Integer minor units as the decimal string schema.org expects for `price`.
 * @example decimalPrice(2950) === '29.50' */
export function decimalPrice(minor: number): string {
  const abs = Math.abs(Math.round(minor))
  const units = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return minor < 0 ? `-${units}` : units
}

/** A path made absolute on the brand's production host; absolute URLs pass through.
 * @example absoluteUrl(BRANDS.dealioie, '/deals/cork') === 'https://dealio.ie/deals/cork' */
export function absoluteUrl(brand: Pick<Brand, 'host'>, path: string): string {
  return new URL(path, `https://${brand.host}`).toString()
}

/** A closed deal is no longer offered, whatever its stock; an open one is sold out or in stock.
 * @example dealAvailability({ open: true, soldOut: true }) === 'https://schema.org/SoldOut' */
export function dealAvailability(deal: Pick<Deal, 'open' | 'soldOut'>): SchemaAvailability {
  if (!deal.open) return 'https://schema.org/Discontinued'
  return deal.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock'
}

/** schema.org Product for a deal page, with its lead price as an Offer. The Offer is left out
 * when the page hides the price (display.showPrice), since structured data must match what
 * the visitor sees; the rating appears only when the deal has reviews.
 * @example productJsonLd(deal, BRANDS.dealio).offers.price === '29.50' */
export function productJsonLd(deal: Deal, brand: Brand): JsonLd {
  const url = absoluteUrl(brand, deal.urlPath)
  const images = deal.images.length > 0 ? deal.images : [deal.image]
  const product: JsonLd = {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: deal.headline,
    description: deal.title,
    sku: String(deal.id),
    url,
    image: images.map((image) => absoluteUrl(brand, image.imageUrl)),
    category: `${deal.category.name} > ${deal.subCategory.name}`,
    brand: { '@type': 'Brand', name: deal.business.displayName },
  }
  if (deal.display.showPrice) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: decimalPrice(deal.price),
      priceCurrency: deal.currency,
      availability: dealAvailability(deal),
      priceValidUntil: deal.closingDate.slice(0, 10),
      seller: { '@type': 'Organization', name: brand.name },
    }
  }
  if (deal.reviewSummary.total > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: deal.reviewSummary.average,
      reviewCount: deal.reviewSummary.total,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return product
}

export interface BreadcrumbItem {
  name: string
  path: string
}

/** schema.org BreadcrumbList, positions from 1, URLs absolute on the brand's host.
 * @example breadcrumbJsonLd([{ name: 'Home', path: '/' }], BRANDS.dealio).itemListElement */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], brand: Brand): JsonLd {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(brand, item.path),
    })),
  }
}

/** The body of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes so no string value can close the element or open a comment.
 * @example jsonLdScript({ name: '</script>' }) === '{"name":"\\u003c/script\\u003e"}' */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return safeJsonForHtml(data)
}
