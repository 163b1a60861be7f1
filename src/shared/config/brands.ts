import type { Currency } from '../schemas/money'
import type { CountryCode } from '../schemas/location'

interface Link {
  label: string
  href: string
}

/** The skins a brand can be based on: each has its tokens (themes/tokens.ts), its body class
 * (themes/skins.ts) and its logo and icons under public/brand/{theme}/. */
type BaseTheme = 'dealio' | 'livingsocial'

/** One brand's entry in BRAND_CONFIG; its id is its key there. */
export interface BrandConfig {
  name: string
  /** Production host; dev hosts are `*.localhost` (DESIGN 'Brands'). */
  host: string
  devHost: string
  countryCode: CountryCode
  currency: Currency
  currencySymbol: string
  locale: string
  timeZone: 'Europe/London' | 'Europe/Dublin'
  defaultLocation: string
  /** Feeds default to the national location (storefront §3 'Location'). */
  nationalLocation: string
  /** "Travel pages use the travel or escapes segment depending on brand" (§2 Paths). */
  travelSegment: 'travel' | 'escapes'
  /** Skin used when no seasonal or special skin applies. */
  baseTheme: BaseTheme
  /** The main brand's sites have Refer a friend, the club and the linking script; the sister
   * brand's do not (storefront §2). */
  family: 'main' | 'sister'
  /** The same brand's site for the other country, which a page's hreflang pair names; a brand
   * with no such site names itself. */
  countryTwin: string
  tagline: string
  footerColumns: { heading: string; links: Link[] }[]
  legalLinks: Link[]
  socialLinks: Link[]
  appStoreLinks: { store: 'apple' | 'google'; label: string; href: string }[]
  copyright: string
  /** Who the brand's mail comes from: its own name and a mailbox on its own host. */
  mailSender: { name: string; address: string }
}

export interface Brand extends BrandConfig {
  id: BrandId
}

const companyLinks = (name: string): Link[] => [
  { label: `About ${name}`, href: '/page/aboutus' },
  { label: 'Help & FAQs', href: '/page/faqs' },
  { label: 'Become a merchant', href: '/page/businessfaq' },
  { label: 'Editorial team', href: '/editorial-team' },
  { label: 'Discount codes', href: '/discountcodes' },
]

const shoppingLinks: Link[] = [
  { label: 'Gifts', href: '/gifts' },
  { label: 'Gift finder', href: '/deal/dublin/gift-finder' },
  { label: 'Holiday deals', href: '/guides/holiday-deals' },
  { label: 'Black Friday deals', href: '/guides/black-friday-deals' },
  { label: 'Deals near me', href: '/near-me/hub' },
]

const legalLinks = (country: CountryCode): Link[] => [
  { label: 'Terms of use', href: '/page/termsofuse' },
  {
    label: 'Privacy policy',
    href: country === 'ie' ? '/page/privacypolicy-ie' : '/page/privacypolicy',
  },
  { label: 'E-commerce terms', href: '/page/e-commerceterms' },
  { label: 'Internet safety', href: '/page/internetsafety' },
  { label: 'Takedown', href: '/page/takedown' },
  { label: 'Product recalls', href: '/page/productrecalls' },
  { label: 'Marketing definitions', href: '/page/marketingdefinitions' },
]

const social = (handle: string): Link[] => [
  { label: 'Facebook', href: `https://www.facebook.com/${handle}` },
  { label: 'X', href: `https://x.com/${handle}` },
  { label: 'Instagram', href: `https://www.instagram.com/${handle}` },
]

const apps = (slug: string, appleId: string, androidId: string): Brand['appStoreLinks'] => [
  {
    store: 'apple',
    label: 'Download on the App Store',
    href: `https://apps.apple.com/app/${slug}/id${appleId}`,
  },
  {
    store: 'google',
    label: 'Get it on Google Play',
    href: `https://play.google.com/store/apps/details?id=${androidId}`,
  },
]

/** The brands, the one list of them (a brand is data): ids, zod enums, host
 * resolution and `npm start`'s hosts derive from it. A new brand is an entry here, a row of the
 * `brands` table (a migration) and, unless it shares one, a theme. The first entry is the main
 * brand, the one an unknown host gets. */
const BRAND_CONFIG = {
  dealio: {
    name: 'Dealio',
    host: 'dealio.co.uk',
    devHost: 'localhost',
    countryCode: 'gb',
    currency: 'GBP',
    currencySymbol: '£',
    locale: 'en-GB',
    timeZone: 'Europe/London',
    defaultLocation: 'london',
    nationalLocation: 'national-deal',
    travelSegment: 'travel',
    baseTheme: 'dealio',
    family: 'main',
    countryTwin: 'dealioie',
    tagline: 'Save up to 80% on local deals',
    footerColumns: [
      { heading: 'Dealio', links: companyLinks('Dealio') },
      { heading: 'Shop with us', links: shoppingLinks },
    ],
    legalLinks: legalLinks('gb'),
    socialLinks: social('dealiouk'),
    appStoreLinks: apps('dealio', '6400000001', 'uk.co.dealio.app'),
    copyright: 'Dealio Ltd, registered in England and Wales',
    mailSender: { name: 'Dealio', address: 'hello@dealio.co.uk' },
  },
  dealioie: {
    name: 'Dealio',
    host: 'dealio.ie',
    devHost: 'ie.localhost',
    countryCode: 'ie',
    currency: 'EUR',
    currencySymbol: '€',
    locale: 'en-IE',
    timeZone: 'Europe/Dublin',
    defaultLocation: 'dublin-south',
    nationalLocation: 'national-deal',
    travelSegment: 'travel',
    baseTheme: 'dealio',
    family: 'main',
    countryTwin: 'dealio',
    tagline: 'Save up to 80% on local deals across Ireland',
    footerColumns: [
      { heading: 'Dealio Ireland', links: companyLinks('Dealio') },
      { heading: 'Shop with us', links: shoppingLinks },
    ],
    legalLinks: legalLinks('ie'),
    socialLinks: social('dealioireland'),
    appStoreLinks: apps('dealio-ireland', '6400000002', 'ie.dealio.app'),
    copyright: 'Dealio Ireland Ltd, registered in Ireland',
    mailSender: { name: 'Dealio', address: 'hello@dealio.ie' },
  },
  livingsocial: {
    name: 'LivingSocial',
    host: 'livingsocial.co.uk',
    devHost: 'livingsocial.localhost',
    countryCode: 'gb',
    currency: 'GBP',
    currencySymbol: '£',
    locale: 'en-GB',
    timeZone: 'Europe/London',
    defaultLocation: 'london',
    nationalLocation: 'national-deal',
    travelSegment: 'escapes',
    baseTheme: 'livingsocial',
    family: 'sister',
    countryTwin: 'livingsocialie',
    tagline: 'Experiences, escapes and spa breaks from £59',
    footerColumns: [
      { heading: 'LivingSocial', links: companyLinks('LivingSocial') },
      { heading: 'Discover', links: shoppingLinks },
    ],
    legalLinks: legalLinks('gb'),
    socialLinks: social('livingsocialuk'),
    appStoreLinks: apps('livingsocial', '6400000003', 'uk.co.livingsocial.app'),
    copyright: 'LivingSocial UK Ltd, registered in England and Wales',
    mailSender: { name: 'LivingSocial', address: 'hello@livingsocial.co.uk' },
  },
  livingsocialie: {
    name: 'LivingSocial',
    host: 'livingsocial.ie',
    devHost: 'livingsocial-ie.localhost',
    countryCode: 'ie',
    currency: 'EUR',
    currencySymbol: '€',
    locale: 'en-IE',
    timeZone: 'Europe/Dublin',
    defaultLocation: 'dublin',
    nationalLocation: 'national-deal',
    travelSegment: 'escapes',
    baseTheme: 'livingsocial',
    family: 'sister',
    countryTwin: 'livingsocial',
    tagline: 'Experiences and escapes across Ireland',
    footerColumns: [
      { heading: 'LivingSocial Ireland', links: companyLinks('LivingSocial') },
      { heading: 'Discover', links: shoppingLinks },
    ],
    legalLinks: legalLinks('ie'),
    socialLinks: social('livingsocialie'),
    appStoreLinks: apps('livingsocial-ireland', '6400000004', 'ie.livingsocial.app'),
    copyright: 'LivingSocial Ireland Ltd, registered in Ireland',
    mailSender: { name: 'LivingSocial', address: 'hello@livingsocial.ie' },
  },
} satisfies Record<string, BrandConfig>

export type BrandId = keyof typeof BRAND_CONFIG

/** Names a brand host also answers on: `www.` in production, `staging.` for the staging worker
 * (wrangler.toml `[env.staging]` routes). */
const HOST_PREFIXES = ['', 'www.', 'staging.']

/** What a brand list gives the rest of the code: the brands by id, their ids (first the main
 * brand, as zod's `z.enum` takes them) and the two lookups. Built from a config so a test can
 * add a brand and see everything that derives from the list follow (brands.test.ts). */
export function brandRegistry<Id extends string>(config: Record<Id, BrandConfig>) {
  const ids = Object.keys(config) as Id[]
  const [mainId] = ids
  if (mainId === undefined) throw new Error('brandRegistry: no brand')
  const brands = Object.fromEntries(ids.map((id) => [id, { ...config[id], id }])) as Record<
    Id,
    BrandConfig & { id: Id }
  >
  const main = brands[mainId]
  return {
    brands,
    ids: ids as [Id, ...Id[]],
    /** Hostname (no port) → brand. The only place that compares hostnames (DESIGN 'Brands').
     * Unknown hosts (a preview URL, 127.0.0.1) get the main brand, never an error. */
    fromHost(host: string | null | undefined): BrandConfig & { id: Id } {
      const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
      for (const brand of Object.values<BrandConfig & { id: Id }>(brands)) {
        if (
          hostname === brand.devHost ||
          HOST_PREFIXES.some((prefix) => hostname === `${prefix}${brand.host}`)
        ) {
          return brand
        }
      }
      return main
    },
    /** A stored brand id (a row's `brand` column) → its brand; an unknown one is the main
     * brand, as an unknown host is. */
    byId: (id: string): BrandConfig & { id: Id } =>
      Object.hasOwn(brands, id) ? brands[id as Id] : main,
  }
}

const registry = brandRegistry(BRAND_CONFIG)

export const BRANDS: Readonly<Record<BrandId, Brand>> = registry.brands

/** Every brand id, the main brand first; `z.enum(BRAND_IDS)` is the brand of a request body. */
export const BRAND_IDS: readonly [BrandId, ...BrandId[]] = registry.ids

/** The main brand's UK site, the config's first entry: the one with the club, the exit
 * promotion and an indexed gshop page (storefront §2, §6). */
export const MAIN_BRAND_ID: BrandId = BRAND_IDS[0]

/** @example brandFromHost('ie.localhost:8787').id === 'dealioie' */
export const brandFromHost: (host: string | null | undefined) => Brand = registry.fromHost

/** @example brandById('livingsocial').name === 'LivingSocial'; brandById('x').id === 'dealio' */
export const brandById: (id: string) => Brand = registry.byId
