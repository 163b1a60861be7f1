import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../http/app-env'
import { mayPreviewUnopenedDeal, opensAfter } from '../../../shared/domain/deal/deal-opening'
import { DomainError } from '../../errors'
import { clock } from '../../clock'

/** Whether this request's staff user may see deal `id` before it opens (mayPreviewUnopenedDeal):
 * an admin, or the merchant that sells it. The deal's merchant is read only for a merchant user. */
export async function mayPreviewDeal(c: Context<AppEnv>, id: number): Promise<boolean> {
  const staff = await c.var.session.staff()
  if (!staff) return false
  const owner = staff.role === 'merchant' ? await c.var.services.catalog.merchantIdOf(id) : null
  return mayPreviewUnopenedDeal(staff, owner)
}

/** A deal that has not opened is a 404 like an unknown id to anyone but those who may
 * preview it (admins and its own merchant), on every resource keyed by its id, not only
 * /deal/{id} (deal-resources.ts): its calendar, products, flights, reviews and social cue would
 * otherwise tell of it, prices included, before its launch. Runs after the id's validator. A
 * preview answer is private, no-store: the same URL is public and cached for everyone once the
 * deal opens. */
export const hideUnopenedDeal = (param: 'id' | 'dealId') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const id = Number(c.req.param(param))
    if (!(await c.var.services.catalog.opensLater(id, clock.now()))) return next()
    if (!(await mayPreviewDeal(c, id))) throw new DomainError('NOT_FOUND', `No deal ${id}`)
    await next()
    c.res.headers.set('cache-control', 'private, no-store')
    c.res.headers.set('vary', 'Cookie')
  })

/** The same rule for a caller that has already read the deal's `opensAt` (ISO) with its own
 * data, as the storefront pictures do to spare a D1 read per picture: 'open' to everyone,
 * 'preview' to those who may preview it before the opening, 'hidden' (answer as for an unknown
 * id) otherwise. */
export async function unopenedDealView(
  c: Context<AppEnv>,
  dealId: number,
  opensAt: string,
): Promise<'open' | 'preview' | 'hidden'> {
  if (!opensAfter(opensAt, clock.now().toISOString())) return 'open'
  return (await mayPreviewDeal(c, dealId)) ? 'preview' : 'hidden'
}
