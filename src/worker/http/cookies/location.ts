import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import { LOCATION_COOKIE } from '../../../shared/config/cookies'
import { cookieMaxAge } from '../../../shared/domain/account/cookie-lifetimes'
import { findTown } from '../../../shared/domain/town-choice'
import type { Town } from '../../../shared/schemas/location'
import type { AppEnv } from '../app-env'

/** One of this brand's towns by short name, or null (another country's town, a pseudo-location
 * such as national-deal, or no place at all). */
export async function brandTown(c: Context<AppEnv>, shortName: string): Promise<Town | null> {
  const brand = c.get('brand')
  const found = findTown(shortName, await c.var.services.catalog.towns(brand.countryCode))
  return found ? { name: found.name, shortName: found.shortName } : null
}

/** The visitor's town for the pages to follow (storefront §9: "location cookie 1 year and 365
 * days on update", so every write gives it a fresh year). Not HttpOnly: it names a town, nothing
 * secret. The location middleware reads it, and the page cache keys on the town it resolves to. */
export function setLocationCookie(c: Context<AppEnv>, town: Town) {
  setCookie(c, LOCATION_COOKIE, town.shortName, {
    path: '/',
    maxAge: cookieMaxAge('location'),
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  })
}

/** Sets the cookie when `shortName` is one of this brand's towns; anything else is left alone
 * (a saved location may be a town of the other country's brand). */
export async function setLocationCookieIfTown(c: Context<AppEnv>, shortName: string | null) {
  const town = shortName ? await brandTown(c, shortName) : null
  if (town) setLocationCookie(c, town)
}

/** After a sign-in the pages follow the town saved in the account details, when it is one of
 * this brand's towns; without one the visitor's own choice stays. */
export async function adoptHomeLocationOnLogin(c: Context<AppEnv>, userId: number) {
  const saved = await c.var.services.profiles.savedLocation(userId)
  await setLocationCookieIfTown(c, saved)
}
