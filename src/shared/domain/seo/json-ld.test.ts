import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../config/brands'
import { makeDeal } from '../../../../test/fixtures/make-deal'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  dealAvailability,
  itemListJsonLd,
  jsonLdScript,
  organizationId,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type JsonLd,
} from './json-ld'

describe('absoluteUrl', () => {
  it('puts a path on the brand production host and leaves absolute URLs alone', () => {
    expect(absoluteUrl(BRANDS.dealioie, '/deals/cork')).toBe('https://dealio.ie/deals/cork')
    expect(absoluteUrl(BRANDS.dealio, 'https://cdn.example/x.svg')).toBe(
      'https://cdn.example/x.svg',
    )
  })
})

describe('dealAvailability', () => {
  it('reads closed as discontinued, then sold out, otherwise in stock', () => {
    expect(dealAvailability({ open: false, soldOut: true })).toBe('https://schema.org/Discontinued')
    expect(dealAvailability({ open: true, soldOut: true })).toBe('https://schema.org/SoldOut')
    expect(dealAvailability({ open: true, soldOut: false })).toBe('https://schema.org/InStock')
  })
})

describe('productJsonLd', () => {
  it('describes the deal as a Product with an Offer at its lead price', () => {
    const deal = makeDeal({ closingDate: '2026-12-24T23:59:00.000Z' })
    const ld = productJsonLd(deal, BRANDS.dealio)
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Spa Day for Two',
      sku: '42',
      url: 'https://dealio.co.uk/deal/london/spa/42/spa-day-for-two',
      image: [
        'https://dealio.co.uk/images/deal/42/1.svg',
        'https://dealio.co.uk/images/deal/42/2.svg',
      ],
      brand: { '@type': 'Brand', name: 'Serenity Spa' },
      offers: {
        '@type': 'Offer',
        price: '29.50',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-12-24',
        url: 'https://dealio.co.uk/deal/london/spa/42/spa-day-for-two',
      },
    })
  })

  it('uses the brand host and currency of an Irish deal', () => {
    const ld = productJsonLd(makeDeal({ currency: 'EUR', price: 4500 }), BRANDS.livingsocialie)
    expect(ld.url).toBe('https://livingsocial.ie/deal/london/spa/42/spa-day-for-two')
    expect(ld.offers).toMatchObject({ price: '45.00', priceCurrency: 'EUR' })
  })

  it('marks a sold-out deal SoldOut and a closed deal Discontinued', () => {
    expect(productJsonLd(makeDeal({ soldOut: true }), BRANDS.dealio).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    })
    expect(productJsonLd(makeDeal({ open: false }), BRANDS.dealio).offers).toMatchObject({
      availability: 'https://schema.org/Discontinued',
    })
  })

  it('adds an aggregate rating only when the deal has reviews', () => {
    expect(productJsonLd(makeDeal(), BRANDS.dealio)).not.toHaveProperty('aggregateRating')
    const rated = productJsonLd(
      makeDeal({ reviewSummary: { total: 87, average: 4.6 } }),
      BRANDS.dealio,
    )
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 87,
      bestRating: 5,
      worstRating: 1,
    })
  })

  it('leaves the offer out when the page does not show a price', () => {
    const deal = makeDeal()
    const hidden = makeDeal({ display: { ...deal.display, showPrice: false } })
    expect(productJsonLd(hidden, BRANDS.dealio)).not.toHaveProperty('offers')
  })

  it('falls back to the lead image when the deal lists no images', () => {
    expect(productJsonLd(makeDeal({ images: [] }), BRANDS.dealio).image).toEqual([
      'https://dealio.co.uk/images/deal/42/1.svg',
    ])
  })
})

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 with absolute URLs on the brand host', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Beauty', path: '/deals/cork/beauty' },
      ],
      BRANDS.dealioie,
    )
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dealio.ie/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Beauty',
          item: 'https://dealio.ie/deals/cork/beauty',
        },
      ],
    })
  })
})

describe('organizationJsonLd and webSiteJsonLd', () => {
  it('name one organisation per brand host, which the product offer sells through', () => {
    expect(organizationJsonLd(BRANDS.dealioie)).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://dealio.ie/#organization',
      name: 'Dealio',
      url: 'https://dealio.ie/',
    })
    expect(webSiteJsonLd(BRANDS.dealioie).publisher).toEqual({
      '@id': organizationId(BRANDS.dealioie),
    })
    expect(productJsonLd(makeDeal(), BRANDS.dealioie).offers).toMatchObject({
      seller: { '@id': organizationId(BRANDS.dealioie) },
    })
  })

  it('offer a SearchAction on the site search page', () => {
    expect(webSiteJsonLd(BRANDS.livingsocial).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://livingsocial.co.uk/search?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    })
  })
})

describe('itemListJsonLd', () => {
  it('lists deal pages in the order shown, positions from 1, URLs absolute', () => {
    const list = itemListJsonLd(
      [
        { urlPath: '/deal/london/spa/1/a', headline: 'A' },
        { urlPath: '/deal/london/spa/2/b', headline: 'B' },
      ],
      BRANDS.dealio,
      'Deals in London',
    )
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Deals in London',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: 'https://dealio.co.uk/deal/london/spa/1/a',
          name: 'A',
        },
        {
          '@type': 'ListItem',
          position: 2,
          url: 'https://dealio.co.uk/deal/london/spa/2/b',
          name: 'B',
        },
      ],
    })
  })
})

describe('jsonLdScript', () => {
  it('cannot close its script element or open a comment, and still parses to the same data', () => {
    const data: JsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><!-- & more',
    }
    const text = jsonLdScript(data)
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    expect(text).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(text)).toEqual(data)
  })
})
