import { BRANDS, type BrandId } from '../../config/brands'

/** Storefront §7: "Analytics goes to a tag manager, an e-commerce tracker, a product-search
 * tracker and a reporting beacon", "an optional fraud-profiling script may be loaded with
 * organisation and session ids", and §2: "Paths containing /deals, /guides or /deal load an
 * external linking script for the main brand's UK and IE sites, except /deals/shop". */
const PARTNER_NAMES = [
  'ecommerce-tracker',
  'search-tracker',
  'reporting-beacon',
  'linking-script',
  'fraud-profiling',
] as const
type PartnerName = (typeof PARTNER_NAMES)[number]

/** The Worker vars that configure each partner: a script URL (https; plain http only where
 * `allowHttp`, i.e. local development and tests), and for fraud profiling the organisation id. */
export interface PartnerEnv {
  ECOMMERCE_TRACKER_URL?: string
  SEARCH_TRACKER_URL?: string
  REPORTING_BEACON_URL?: string
  LINKING_SCRIPT_URL?: string
  FRAUD_PROFILING_URL?: string
  FRAUD_PROFILING_ORG_ID?: string
}

export interface PartnerScript {
  name: PartnerName
  src: string
  /** The query parameter the browser adds its own per-visit id under (fraud profiling): the
   * page, shared by every visitor through the cache, never holds it. */
  sessionParam: string | null
}

const URL_VARS: Record<PartnerName, keyof PartnerEnv> = {
  'ecommerce-tracker': 'ECOMMERCE_TRACKER_URL',
  'search-tracker': 'SEARCH_TRACKER_URL',
  'reporting-beacon': 'REPORTING_BEACON_URL',
  'linking-script': 'LINKING_SCRIPT_URL',
  'fraud-profiling': 'FRAUD_PROFILING_URL',
}

const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The partners this deployment configures, each with its script URL; a var that is unset or
 * not a usable URL configures nothing (and opens no CSP host).
 * @example configuredPartners({ SEARCH_TRACKER_URL: 'https://t.example/s.js' }, false)[0].name === 'search-tracker' */
export function configuredPartners(env: PartnerEnv, allowHttp: boolean): PartnerScript[] {
  return PARTNER_NAMES.flatMap((name): PartnerScript[] => {
    const url = scriptUrl(env[URL_VARS[name]], allowHttp)
    if (!url) return []
    if (name !== 'fraud-profiling') return [{ name, src: url.href, sessionParam: null }]
    const org = env.FRAUD_PROFILING_ORG_ID?.trim() ?? ''
    if (!ORG_ID.test(org)) return []
    url.searchParams.set('org_id', org)
    return [{ name, src: url.href, sessionParam: 'session_id' }]
  })
}

/** An id of one of the main brand's sites; an unknown id is none. */
const isMainBrand = (id: string) =>
  Object.hasOwn(BRANDS, id) && BRANDS[id as BrandId].family === 'main'
const LINKING_SECTIONS: ReadonlySet<string> = new Set(['deals', 'guides', 'deal'])

/** The configured partners a page loads: all of them, except the linking script outside the
 * main brand's /deals, /guides and /deal pages (and never on /deals/shop).
 * @example partnersForPage(all, { path: '/deals/shop', brandId: 'dealio' }) // no linking-script */
export function partnersForPage(
  partners: readonly PartnerScript[],
  page: { path: string; brandId: string },
): PartnerScript[] {
  const segments = page.path.toLowerCase().split('/').filter(Boolean)
  const linking =
    isMainBrand(page.brandId) &&
    LINKING_SECTIONS.has(segments[0] ?? '') &&
    !(segments[0] === 'deals' && segments[1] === 'shop')
  return partners.filter((partner) => partner.name !== 'linking-script' || linking)
}

/** The origins the CSP opens for the configured partners: exactly their hosts.
 * @example partnerOrigins([{ name: 'search-tracker', src: 'https://t.example/s.js', sessionParam: null }]) // ['https://t.example'] */
export const partnerOrigins = (partners: readonly PartnerScript[]): string[] => [
  ...new Set(partners.map((partner) => new URL(partner.src).origin)),
]

function scriptUrl(raw: string | undefined, allowHttp: boolean): URL | null {
  if (!raw?.trim()) return null
  try {
    const url = new URL(raw.trim())
    const ok = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:')
    return ok && !url.username && !url.password ? url : null
  } catch {
    return null
  }
}
