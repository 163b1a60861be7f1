import type { Brand } from '../config/brands'
import { shareCardPath } from './share-card'
import { hreflangLinks, type HreflangLink } from './seo/hreflang'

export interface PageMeta {
  title: string
  description: string
  robots: string
  canonical: string
  /** Absolute URL of the page's share card (a 1200×630 PNG): social sites need both. */
  image: string
  ogType: 'website' | 'product'
  siteName: string
  themeColor: string
  /** hreflang alternates: empty unless the page exists on the other country's site. */
  alternates: HreflangLink[]
}

export interface PageMetaInput {
  brand: Brand
  /** Path + query of the canonical page (relative); made absolute on the brand's host. */
  canonicalPath: string
  title?: string
  description?: string
  robots?: string
  /** Path or URL of the page's share card (shareCardPath); the brand's home card without one. */
  image?: string | null
  ogType?: PageMeta['ogType']
  themeColor?: string
  hyperlocalHub?: boolean
  /** The same page's path on the brand's site for the other country; left out (or null) when
   * that site has no such page (a town's page, a deal sold in one country only). */
  twinPath?: string | null
}

/** Storefront §2 'Page metadata': robots defaults to INDEX, FOLLOW; hyperlocal hub pages
 * get a fixed title and a description promising up to 80% off local deals.
 * @example pageMeta({ brand, canonicalPath: '/' }).robots === 'INDEX, FOLLOW' */
export function pageMeta(input: PageMetaInput): PageMeta {
  const { brand } = input
  const defaultDescription = `${brand.name}: ${brand.tagline}. Spa breaks, restaurants, experiences and escapes at up to 80% off.`
  const title = input.hyperlocalHub
    ? `Deals Near Me | ${brand.name}`
    : input.title
      ? `${input.title} | ${brand.name}`
      : `${brand.name} | ${brand.tagline}`
  const description = input.hyperlocalHub
    ? `Find deals near you and save up to 80% on local deals with ${brand.name}.`
    : (input.description ?? defaultDescription)
  return {
    title,
    description,
    robots: input.robots ?? 'INDEX, FOLLOW',
    canonical: `https://${brand.host}${input.canonicalPath}`,
    image: new URL(input.image ?? shareCardPath({ kind: 'home' }), `https://${brand.host}`).href,
    ogType: input.ogType ?? 'website',
    siteName: brand.name,
    themeColor: input.themeColor ?? '#ffffff',
    alternates: hreflangLinks(brand, input.canonicalPath, input.twinPath),
  }
}
