import type { Context } from 'hono'
import { pickSkin, seasonalFlagsAt } from '../../themes/schedule'
import type { Brand } from '../../shared/config/brands'
import type { AppEnv } from '../http/app-env'
import { clock } from '../clock'

/** The VIP site (storefront §4 'the VIP skin by a VIP site parameter'): pages whose route
 * declares the VIP skin (VIP deals and categories, the /deals/vip hub) and `?site=vip`. */
export function isVipSite(c: Context<AppEnv>, url: URL): boolean {
  return c.get('page')?.route.skin === 'vip' || url.searchParams.get('site') === 'vip'
}

/** The skin of this request's page: the one place pages and the page cache ask. */
export function skinFor(c: Context<AppEnv>, locationShortName = c.get('location').shortName) {
  return skinOf(c.get('brand'), isVipSite(c, new URL(c.req.url)), locationShortName)
}

/** The skin from what skinFor reads off the request, for the page cache's fast path, which
 * runs before the brand, location and page type are on the context. */
export function skinOf(brand: Brand, vipSite: boolean, locationShortName: string) {
  return pickSkin({
    now: clock.now(),
    timeZone: brand.timeZone,
    baseTheme: brand.baseTheme,
    vipSite,
    locationShortName,
  }).skin
}

/** The schedule's seasonal flags for this request's brand and now (storefront §4): the
 * Christmas e-gift window and the special-promotion-off period. They follow the calendar alone,
 * so they are the same for every visitor. */
export const seasonalFlags = (c: Context<AppEnv>) =>
  seasonalFlagsAt(clock.now(), c.get('brand').timeZone)
