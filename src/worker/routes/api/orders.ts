import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { attributionFromCookies } from '../../../shared/domain/marketing/landing-attribution'
import {
  IdempotencyKey,
  PlaceOrderRequest,
  PlaceOrderResponse,
  OrderDetailsResponse,
} from '../../../shared/schemas/place-order'
import type { AppEnv } from '../../http/app-env'
import { describeIssues, validJson } from '../../http/validate'
import { createMiddleware } from 'hono/factory'
import { signedIn } from './guards'
import { DomainError, PaymentDeclinedError } from '../../errors'
import { recordOps } from '../../services/metrics/metrics-selection'
import type { OpsPoint } from '../../services/metrics/metrics'
import { originOf } from './account-request'
import { forgetOrderedBasket } from '../../http/cookies/basket'
import { errorFields, log } from '../../observability/logger'

/** POST checkout/{token}/order places the basket's order; GET orders/{id} reads one back.
 * Personal and state-changing: same-origin only, never cached. */
/** POST /checkout/{token}/order, mounted under /checkout. */
export const placeOrder = new Hono<AppEnv>()
/** GET /orders/{id}. */
export const orders = new Hono<AppEnv>()

// transactions §5/§6: "Promo code and purchase need login or registration"; checkout registers
// a new email through POST /customer/express-register first.
const LOGIN_TO_BUY = 'Please log in or register to complete your purchase'

const service = (c: Context<AppEnv>) => c.var.services.orders

/** The marketing cookies the shopper carries go onto the placed order. The order stands
 * without them: a failed write is logged and dropped (storefront §8, "logged and swallowed"). */
async function recordAttribution(c: Context<AppEnv>, orderId: number) {
  try {
    await c.var.services.orderAttributions.record(orderId, attributionFromCookies(getCookie(c)))
  } catch (err) {
    log.error('order-attribution-failed', { requestId: c.get('requestId'), ...errorFields(err) })
  }
}

/** orders/min and declines by reason (services/metrics), per brand. */
const brandPoint = (c: Context<AppEnv>, name: OpsPoint['name']) => ({
  name,
  brand: c.get('brand').id,
  value: 1,
})

// The key first, then the shopper, then the body: each answer names the first thing missing.
const idempotencyKey = createMiddleware<AppEnv>(async function idempotencyKey(c, next) {
  const key = IdempotencyKey.safeParse(c.req.header('idempotency-key'))
  if (!key.success) throw new DomainError('INVALID', describeIssues(key.error))
  await next()
})

placeOrder.post(
  '/:token/order',
  idempotencyKey,
  signedIn(LOGIN_TO_BUY),
  validJson(PlaceOrderRequest),
  async (c) => {
    const user = (await c.var.session.user())!
    const request = c.req.valid('json')
    await c.var.services.sandboxApprovals.assertPaysWith(request.payment)
    // A declined payment throws PaymentDeclinedError: handleError answers its 402.
    const data = await service(c)
      .placeOrder({
        token: c.req.param('token'),
        idempotencyKey: IdempotencyKey.parse(c.req.header('idempotency-key')),
        request,
        user,
        origin: originOf(c),
      })
      .catch(async (err: unknown) => {
        if (err instanceof PaymentDeclinedError) {
          await recordOps(c.env, { ...brandPoint(c, 'payment-declined'), label: err.code })
        }
        throw err
      })
    await recordOps(c.env, {
      ...brandPoint(c, 'order-placed'),
      label: data.productOrder.currency,
    })
    await recordAttribution(c, Number(data.productOrder.id))
    forgetOrderedBasket(c, c.req.param('token'))
    return respond(c, PlaceOrderResponse, { data }, 201)
  },
)

orders.get('/:id', async (c) => {
  const user = await c.var.session.user()
  if (!user) throw new DomainError('UNAUTHORISED', 'Please log in')
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError('NOT_FOUND', 'Order not found')
  return respond(c, OrderDetailsResponse, { data: await service(c).orderFor(user.id, id) })
})
