import type { BrandId } from '../config/brands'
import type { ClientPlatform } from '../config/constants'
import { clientPlatform } from './bot'
import { DYNAMIC_PRICE_HEADER } from './experiments/experiment-cookies'

export type { ClientPlatform }

/** The platform label client calls carry (storefront §7 'app-platform'): WEBAPP-MOBILE, -TABLET
 * or -DESKTOP from the user agent. The rule itself lives beside the bot rule it shares tokens
 * with (domain/bot.ts); this is the name the feed headers use.
 * @example platformLabel('Mozilla/5.0 (iPad; CPU OS 17_0)') === 'WEBAPP-TABLET' */
export const platformLabel = (userAgent: string | null | undefined): ClientPlatform =>
  clientPlatform(userAgent)

/** The brand's country as feed calls send it: the Irish brands end in 'ie'.
 * @example brandCountryCode('livingsocialie') === 'ie' */
export const brandCountryCode = (brandId: BrandId): 'gb' | 'ie' =>
  brandId.endsWith('ie') ? 'ie' : 'gb'

export interface FeedHeadersInput {
  userAgent: string | null | undefined
  brandId: BrandId
  /** The web app's version, sent so the API can tell old clients apart. */
  version: string
  /** §9 'Daily dynamic pricing variant a, b or c'; absent when the visitor has none. */
  dynamicPriceVariant?: 'a' | 'b' | 'c' | null
  /** The location the call is for; `all-locations` is sent only when there is one. */
  locationShortName?: string | null
}

/** The headers every feed call sends (storefront §7: "app-platform, brand, country-code, webapp,
 * version, an optional dynamic-price variant, and all-locations (when a location is given)").
 * The spec names the headers, not their values: `webapp` is 'true' (this is the web app) and
 * `all-locations` carries the location's short name.
 * @example feedHeaders({ userAgent: 'iPhone', brandId: 'dealio', version: '1' })['app-platform'] === 'WEBAPP-MOBILE' */
export function feedHeaders(input: FeedHeadersInput): Record<string, string> {
  const headers: Record<string, string> = {
    'app-platform': platformLabel(input.userAgent),
    brand: input.brandId,
    'country-code': brandCountryCode(input.brandId),
    webapp: 'true',
    version: input.version,
  }
  if (input.dynamicPriceVariant) headers[DYNAMIC_PRICE_HEADER] = input.dynamicPriceVariant
  const location = input.locationShortName?.trim()
  if (location) headers['all-locations'] = location
  return headers
}
