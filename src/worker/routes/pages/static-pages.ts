import { STATIC_PAGE_CONTENT, staticPageContent } from '../../../client/pages/content/static-pages'
import { LAST_UPDATED_ISO } from '../../../client/pages/content/types'
import type { Brand } from '../../../shared/config/brands'

export { staticPageContent }

/** When the static copy last changed: the sitemap's lastmod for every static page. */
export const STATIC_PAGES_LASTMOD = LAST_UPDATED_ISO

const PRIVACY_POLICY: Record<Brand['countryCode'], string> = {
  gb: '/page/privacypolicy',
  ie: '/page/privacypolicy-ie',
}

/** The static pages a brand lists in its sitemap: every page, except that each country
 * lists only its own privacy policy (the other one carries a notice pointing back). */
export function sitemapStaticPaths(brand: Brand): string[] {
  const otherPrivacyPolicy = PRIVACY_POLICY[brand.countryCode === 'ie' ? 'gb' : 'ie']
  return [...STATIC_PAGE_CONTENT.keys()].filter((path) => path !== otherPrivacyPolicy)
}

/** The same static page on the brand's site for the other country (hreflang): the page itself,
 * or for a privacy policy the other country's own; null for a page this country does not list
 * (the other country's privacy policy, served here only with a notice pointing back). */
export function staticTwinPath(brand: Brand, path: string): string | null {
  if (!sitemapStaticPaths(brand).includes(path)) return null
  return path === PRIVACY_POLICY[brand.countryCode]
    ? PRIVACY_POLICY[brand.countryCode === 'ie' ? 'gb' : 'ie']
    : path
}
