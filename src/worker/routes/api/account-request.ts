import type { Context } from 'hono'
import { BRANDS, type BrandId } from '../../../shared/config/brands'
import { mailOrigin } from '../../../shared/domain/account/mail-origin'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'

/** The storefront origin mail links are built on: the brand the request came to, at its own
 * configured host outside local development (never a forged Host header's, mail-origin). */
export const originOf = (c: Context<AppEnv>) => mailOrigin(c.req.url, c.get('brand'), c.env)

/** The origin of the links in an email about an order: the order's own brand (a merchant or
 * the shopper may be on another brand's host); the request's brand for an unknown one. */
export const brandOriginOf = (c: Context<AppEnv>) => (brand: string) =>
  mailOrigin(c.req.url, BRANDS[brand as BrandId] ?? c.get('brand'), c.env)

/** A 400 with the first field's §5 message when `errors` has any. */
export function refuseFieldErrors(errors: Record<string, string | undefined>, message?: string) {
  const first = Object.values(errors).find(Boolean)
  if (first) throw new DomainError('INVALID', message ?? first)
}
