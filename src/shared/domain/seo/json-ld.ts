import { minorToDecimal } from '../money/minor-to-decimal'
import type {
  BreadcrumbList,
  ItemList,
  Offer,
  Organization,
  Product,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts'
import type { Brand } from '../../config/brands'
import { safeJsonForHtml } from '../../safe-json'
import type { Deal, DealSummary } from '../../schemas/deal'

/** A schema.org node as JSON, typed by schema-dts (types only: nothing of it runs). */
export type JsonLd = WithContext<Thing>

const SCHEMA_ORG = 'https://schema.org'

/** The brand's Organization node's id: the Product's seller and the WebSite's publisher name
 * it, so search engines read one organisation, not one per page.
 * @example organizationId(BRANDS.dealio) === 'https://dealio.co.uk/#organization' */
export function organizationId(brand: Pick<Brand, 'host'>): string {
  return `https://${brand.host}/#organization`
}

export type SchemaAvailability =
  'https://schema.org/InStock' | 'https://schema.org/SoldOut' | 'https://schema.org/Discontinued'

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
export function productJsonLd(deal: Deal, brand: Brand): WithContext<Product> {
  const url = absoluteUrl(brand, deal.urlPath)
  const images = deal.images.length > 0 ? deal.images : [deal.image]
  const product: WithContext<Product> = {
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
    const offer: Offer = {
      '@type': 'Offer',
      url,
      price: minorToDecimal(deal.price),
      priceCurrency: deal.currency,
      availability: dealAvailability(deal),
      priceValidUntil: deal.closingDate.slice(0, 10),
      seller: { '@type': 'Organization', '@id': organizationId(brand), name: brand.name },
    }
    product.offers = offer
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
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  brand: Brand,
): WithContext<BreadcrumbList> {
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

/** The brand as a schema.org Organization, for the home page: name, site, logo and the social
 * profiles the footer links to.
 * @example organizationJsonLd(BRANDS.dealioie).url === 'https://dealio.ie/' */
export function organizationJsonLd(brand: Brand): WithContext<Organization> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    '@id': organizationId(brand),
    name: brand.name,
    url: absoluteUrl(brand, '/'),
    // A raster logo: search engines do not take SVG logos (routes/brand-assets.ts serves it per brand).
    logo: absoluteUrl(brand, '/icon-512.png'),
    sameAs: brand.socialLinks.map((link) => link.href),
  }
}

/** The search box search engines may show under the home page's result: a SearchAction on the
 * site's own search page, /search?q= (storefront §7 'search base').
 * @example webSiteJsonLd(BRANDS.dealio).potentialAction */
export function webSiteJsonLd(brand: Brand): WithContext<WebSite> {
  // `query-input` names the URL template's variable: schema-dts types it through
  // WithActionConstraints.
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(brand, '/search')}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  }
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    name: brand.name,
    url: absoluteUrl(brand, '/'),
    inLanguage: brand.locale,
    publisher: { '@id': organizationId(brand) },
    potentialAction: search,
  }
}

/** A listing's deals in the order shown, as a schema.org ItemList of their pages (Google's
 * summary-page form: each item a position and a URL, the details on the deal page itself).
 * @example itemListJsonLd([deal], BRANDS.dealio).itemListElement[0].position === 1 */
export function itemListJsonLd(
  deals: readonly Pick<DealSummary, 'urlPath' | 'headline'>[],
  brand: Brand,
  name: string,
): WithContext<ItemList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name,
    numberOfItems: deals.length,
    itemListElement: deals.map((deal, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(brand, deal.urlPath),
      name: deal.headline,
    })),
  }
}

/** The body of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes so no string value can close the element or open a comment.
 * @example jsonLdScript({ name: '</script>' }) === '{"name":"\\u003c/script\\u003e"}' */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return safeJsonForHtml(data)
}
