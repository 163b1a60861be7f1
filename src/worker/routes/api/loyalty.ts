import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import type { Brand } from '../../../shared/config/brands'
import { IdempotencyKey } from '../../../shared/schemas/place-order'
import { LoyaltyExchangeResponse, LoyaltySummaryResponse } from '../../../shared/schemas/loyalty'
import type { TrackingDataRequest } from '../../../shared/schemas/tracking'
import type { AppEnv } from '../../http/app-env'
import { DomainError } from '../../errors'
import { isClubBrand } from '../../services/loyalty/loyalty-service'
import { clock } from '../../clock'
import { log } from '../../observability/logger'

/** §8 "Loyalty calls log 'club {product} issue' and return the error". */
const logClubIssue = (brand: Brand, error: unknown, requestId?: string) =>
  log.warn('loyalty-club-issue', {
    message: `club ${brand.name} issue`,
    requestId,
    error: error instanceof DomainError ? error.code : String(error),
  })

const requireClub = (c: Context<AppEnv>) => {
  if (!isClubBrand(c.get('brand').id)) {
    throw new DomainError('NOT_FOUND', 'The club is only available on Dealio in the UK')
  }
}

/** §7 'Loyalty': GET summary, POST exchange/{points}. The points ledger is the club's own; the
 * credit goes to the wallet in the same batch (services/loyalty). */
export const loyalty = new Hono<AppEnv>()

for (const path of ['/', '/*']) {
  loyalty.use(path, async function clubIssues(c, next) {
    await next()
    if (c.error) logClubIssue(c.get('brand'), c.error, c.get('requestId'))
  })
}

loyalty.get('/', async (c) => {
  requireClub(c)
  const user = await c.var.session.requireUser()
  const data = await c.var.services.loyalty.summary(user.id, clock.now())
  return respond(c, LoyaltySummaryResponse, { data })
})

// The points are in the path (§7 "POST exchange /{id}"); a number the rules refuse gets §5's
// 'Please select a number between 1 and N…', so anything that is not digits is sent on as NaN.
loyalty.post('/exchange/:points', async (c) => {
  requireClub(c)
  const user = await c.var.session.requireUser()
  const raw = c.req.param('points')
  const points = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN
  const header = c.req.header('idempotency-key')
  const key = header === undefined ? crypto.randomUUID() : IdempotencyKey.safeParse(header)
  if (typeof key !== 'string' && !key.success) {
    throw new DomainError('INVALID', key.error.issues[0]?.message ?? 'Bad Idempotency-Key')
  }
  const data = await c.var.services.loyalty.exchange(
    user.id,
    points,
    typeof key === 'string' ? key : key.data,
    clock.now(),
  )
  return respond(c, LoyaltyExchangeResponse, { data })
})

/** The tracking-data hook (§7 "POST share-deal {shareDeal}; POST view-deal {viewDeal}"): a
 * signed-in member of the club earns points for the deals they share and view. It never fails
 * the tracking call: a problem is logged as §8's club issue. */
export async function awardDealEventPoints(
  c: Context<AppEnv>,
  userId: number | null,
  body: TrackingDataRequest,
  now: Date,
) {
  if (userId === null || !isClubBrand(c.get('brand').id)) return
  try {
    const service = c.var.services.loyalty
    if (body.shareDeal) await service.recordDealEvent(userId, 'share', body.shareDeal, now)
    if (body.viewDeal) await service.recordDealEvent(userId, 'view', body.viewDeal, now)
  } catch (error) {
    logClubIssue(c.get('brand'), error, c.get('requestId'))
  }
}
