import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { opensAfter } from '../../../shared/domain/deal/deal-opening'
import { DomainError } from '../../errors'
import { clock } from '../../clock'

/** Issue 18: a deal that has not opened is a 404 like an unknown id to anyone but signed-in
 * staff, on every resource keyed by its id, not only /deal/{id} (deal-resources.ts): its
 * calendar, products, flights, reviews and social cue would otherwise tell of it, prices
 * included, before its launch. Runs after the id's validator. A staff answer for such a deal is
 * private, no-store: the same URL is public and cached for everyone once the deal opens. */
export const hideUnopenedDeal = (param: 'id' | 'dealId') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = Number(c.req.param(param))
    if (!(await c.var.services.catalog.opensLater(id, clock.now()))) return next()
    if (!(await c.var.session.staff())) throw new DomainError('NOT_FOUND', `No deal ${id}`)
    await next()
    c.res.headers.set('cache-control', 'private, no-store')
    c.res.headers.set('vary', 'Cookie')
  })

/** The same rule for a caller that has already read the deal's `opensAt` (ISO) with its own
 * data, as the storefront pictures do to spare a D1 read per picture: 'open' to everyone,
 * 'preview' to staff before the opening, 'hidden' (answer as for an unknown id) otherwise. */
export async function unopenedDealView(
  c: Context<AppEnv>,
  opensAt: string,
): Promise<'open' | 'preview' | 'hidden'> {
  if (!opensAfter(opensAt, clock.now().toISOString())) return 'open'
  return (await c.var.session.staff()) ? 'preview' : 'hidden'
}
