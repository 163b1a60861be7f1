import { brandById, type Brand } from '../../config/brands'

/** The brand's site for the other country (its config's `countryTwin`): the UK and Irish sites
 * of one brand are the same shop in two languages-by-region, so a page on one may name its twin
 * on the other.
 * @example countryTwinBrand(BRANDS.dealio).id === 'dealioie' */
export function countryTwinBrand(brand: Pick<Brand, 'countryTwin'>): Brand {
  return brandById(brand.countryTwin)
}

export interface HreflangLink {
  hreflang: 'en-GB' | 'en-IE' | 'x-default'
  href: string
}

/** The `<link rel="alternate">` set of a page that exists on both countries' sites: one per
 * country on that country's production host, and x-default on the UK site (the brand's first
 * site, where a visitor from elsewhere lands). Google ignores a pair that is not reciprocal, so
 * both pages list the same three links; a page without a twin lists none.
 * @example hreflangLinks(BRANDS.dealioie, '/deals/shop', '/deals/shop')[0].href === 'https://dealio.co.uk/deals/shop' */
export function hreflangLinks(
  brand: Brand,
  path: string,
  twinPath: string | null | undefined,
): HreflangLink[] {
  if (twinPath === null || twinPath === undefined) return []
  const twin = countryTwinBrand(brand)
  const [uk, ie] =
    brand.countryCode === 'gb'
      ? [
          { brand, path },
          { brand: twin, path: twinPath },
        ]
      : [
          { brand: twin, path: twinPath },
          { brand, path },
        ]
  const href = (site: { brand: Brand; path: string }) => `https://${site.brand.host}${site.path}`
  return [
    { hreflang: 'en-GB', href: href(uk) },
    { hreflang: 'en-IE', href: href(ie) },
    { hreflang: 'x-default', href: href(uk) },
  ]
}
