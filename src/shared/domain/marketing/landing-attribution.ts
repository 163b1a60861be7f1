import type { OrderAttribution } from '../../schemas/order-attribution'
import { cookieMaxAge } from '../account/cookie-lifetimes'

export type { OrderAttribution }

/** The marketing cookies of storefront §9 'Cookie lifetimes', by the name we give them. */
const MARKETING_COOKIES = {
  source: 'mkt_source',
  affiliateClickId: 'mkt_affiliate_click',
  searchClickId: 'mkt_search_click',
  groupId: 'mkt_group',
  facebookClickId: 'mkt_facebook_click',
} as const

// The spec names the cookies but not the landing parameters; these are the ones the ad
// platforms append: Google and Microsoft Ads' click ids, Facebook's, Awin's and Impact's
// affiliate click ids, and the basket line's `mgId` (transactions §2) for the group id.
const SEARCH_CLICK_PARAMS = ['gclid', 'msclkid'] as const
const AFFILIATE_CLICK_PARAMS = ['awc', 'irclickid'] as const
const GROUP_PARAMS = ['mgid'] as const
const FACEBOOK_CLICK_PARAMS = ['fbclid'] as const
const UTM = /^utm_/
const CLICK_AND_GROUP_PARAMS = new Set<string>([
  ...SEARCH_CLICK_PARAMS,
  ...AFFILIATE_CLICK_PARAMS,
  ...GROUP_PARAMS,
  ...FACEBOOK_CLICK_PARAMS,
])

/** A landing parameter that only says where the visitor came from: it changes nothing on the
 * page, so it is kept out of the page's render and its cache key.
 * @example isCampaignParam('utm_source') === true; isCampaignParam('sc_cid') === false */
export function isCampaignParam(name: string): boolean {
  return UTM.test(name) || CLICK_AND_GROUP_PARAMS.has(name)
}

/** The URL without its campaign parameters (same path, other parameters in their order).
 * @example withoutCampaignParams(new URL('https://x/d?utm_source=a&page=2')).search === '?page=2' */
export function withoutCampaignParams(url: URL): URL {
  const clean = new URL(url)
  for (const name of [...url.searchParams.keys()]) {
    if (isCampaignParam(name)) clean.searchParams.delete(name)
  }
  return clean
}

export interface MarketingCookie {
  name: string
  value: string
  maxAgeSeconds: number
}

// Printable ASCII, bounded: a parameter is a visitor's input, stored and later written to the
// order; anything else is dropped rather than cleaned up.
const TEXT = /^[\x20-\x7E]{1,100}$/
const CLICK_ID = /^[A-Za-z0-9._~\-]{1,200}$/

const textOf = (value: string | null) => {
  const trimmed = value?.trim() ?? ''
  return TEXT.test(trimmed) ? trimmed : null
}
const clickIdOf = (params: URLSearchParams, names: readonly string[]) => {
  for (const name of names) {
    const value = params.get(name)?.trim() ?? ''
    if (CLICK_ID.test(value)) return value
  }
  return null
}

/** The marketing cookies a landing URL's query sets, each with its §9 lifetime: source 365 days
 * (30 when the visit is an affiliate's: `utm_medium=affiliate` or an affiliate click id);
 * affiliate click id 30; search click id 365; group id 7; Facebook click id 90. The source
 * cookie carries source, medium and campaign together, since they describe one click. Each
 * cookie is set only from its own parameters (the last click wins per cookie), and a missing
 * or malformed parameter sets nothing.
 * @example marketingCookiesFor(new URLSearchParams('fbclid=abc'))
 *   // [{ name: 'mkt_facebook_click', value: 'abc', maxAgeSeconds: 7776000 }] */
export function marketingCookiesFor(params: URLSearchParams): MarketingCookie[] {
  const cookies: MarketingCookie[] = []
  const affiliateClickId = clickIdOf(params, AFFILIATE_CLICK_PARAMS)
  const source = textOf(params.get('utm_source'))
  if (source) {
    const medium = textOf(params.get('utm_medium'))
    const campaign = textOf(params.get('utm_campaign'))
    const affiliate = medium?.toLowerCase() === 'affiliate' || affiliateClickId !== null
    const value = new URLSearchParams({ source })
    if (medium) value.set('medium', medium)
    if (campaign) value.set('campaign', campaign)
    cookies.push({
      name: MARKETING_COOKIES.source,
      value: value.toString(),
      maxAgeSeconds: cookieMaxAge('source', { affiliate }),
    })
  }
  const clicks = [
    ['affiliateClickId', affiliateClickId],
    ['searchClickId', clickIdOf(params, SEARCH_CLICK_PARAMS)],
    ['groupId', clickIdOf(params, GROUP_PARAMS)],
    ['facebookClickId', clickIdOf(params, FACEBOOK_CLICK_PARAMS)],
  ] as const
  for (const [name, value] of clicks) {
    if (value) {
      cookies.push({ name: MARKETING_COOKIES[name], value, maxAgeSeconds: cookieMaxAge(name) })
    }
  }
  return cookies
}

/** The attribution the marketing cookies hold, or null when they hold none. Values are checked
 * again: a cookie is as much the visitor's input as the parameter was.
 * @example attributionFromCookies({ mkt_source: 'source=google&medium=cpc' })?.medium === 'cpc' */
export function attributionFromCookies(
  cookies: Readonly<Record<string, string | undefined>>,
): OrderAttribution | null {
  const sourceParams = new URLSearchParams(cookies[MARKETING_COOKIES.source] ?? '')
  const click = (name: keyof typeof MARKETING_COOKIES) => {
    const value = cookies[MARKETING_COOKIES[name]] ?? ''
    return CLICK_ID.test(value) ? value : null
  }
  const attribution: OrderAttribution = {
    source: textOf(sourceParams.get('source')),
    medium: textOf(sourceParams.get('medium')),
    campaign: textOf(sourceParams.get('campaign')),
    affiliateClickId: click('affiliateClickId'),
    searchClickId: click('searchClickId'),
    groupId: click('groupId'),
    facebookClickId: click('facebookClickId'),
  }
  if (attribution.source === null) {
    attribution.medium = null
    attribution.campaign = null
  }
  return Object.values(attribution).some((value) => value !== null) ? attribution : null
}

/** A same-site redirect target with the landing's campaign parameters put back, so a landing
 * that is redirected (a deal's canonical path) still arrives with them for the tag manager.
 * Another site's target is left alone.
 * @example carryCampaignParams('/deal/a?x=1', new URLSearchParams('utm_source=g')) === '/deal/a?x=1&utm_source=g' */
export function carryCampaignParams(location: string, landing: URLSearchParams): string {
  return carryParams(
    location,
    [...landing.entries()].filter(([name]) => isCampaignParam(name)),
  )
}

/** A same-site redirect target with `params` appended; another site's target is left alone.
 * @example carryParams('/deal/a?x=1', [['ref', 'n']]) === '/deal/a?x=1&ref=n' */
export function carryParams(location: string, params: readonly [string, string][]): string {
  if (params.length === 0 || !location.startsWith('/') || location.startsWith('//')) {
    return location
  }
  const target = new URL(location, 'https://same.site')
  for (const [name, value] of params) target.searchParams.append(name, value)
  return `${target.pathname}${target.search}${target.hash}`
}

/** One line for staff: source / medium / campaign, then which click ids the order carries.
 * @example describeAttribution({ ...none, source: 'google', medium: 'cpc', searchClickId: 'G1' })
 *   === 'google / cpc · search click G1' */
export function describeAttribution(attribution: OrderAttribution | null): string {
  if (!attribution) return 'direct or unknown'
  const { source, medium, campaign } = attribution
  const parts = [[source, medium, campaign].filter(Boolean).join(' / ')]
  const clicks = [
    ['affiliate click', attribution.affiliateClickId],
    ['search click', attribution.searchClickId],
    ['group', attribution.groupId],
    ['Facebook click', attribution.facebookClickId],
  ] as const
  for (const [label, value] of clicks) if (value) parts.push(`${label} ${value}`)
  return parts.filter(Boolean).join(' · ')
}
