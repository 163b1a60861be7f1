import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { attributionFromCookies } from '../../../shared/domain/marketing/landing-attribution'
import { paymentErrorMessage } from '../../../shared/domain/payment/payment-errors'
import { IdempotencyKey, PlaceOrderRequest } from '../../../shared/schemas/place-order'
import type { AppEnv } from '../../env'
import { DomainError, errorBody } from '../../errors'
import { PaymentDeclinedError } from '../../services/orders/order-service'
import { bodyOf } from './json-body'
import { describeIssues } from './valid-query'
import { originOf } from './account-request'

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
    console.error(
      JSON.stringify({
        level: 'error',
        requestId: c.get('requestId') ?? null,
        message: `order attribution failed: ${err instanceof Error ? err.message : String(err)}`,
      }),
    )
  }
}

placeOrder.post('/:token/order', async (c) => {
  const key = IdempotencyKey.safeParse(c.req.header('idempotency-key'))
  if (!key.success) throw new DomainError('INVALID', describeIssues(key.error))
  const user = await c.var.session.user()
  if (!user) throw new DomainError('UNAUTHORISED', LOGIN_TO_BUY)
  const request = await bodyOf(c, PlaceOrderRequest)
  await c.var.services.sandboxApprovals.assertPaysWith(request.payment)
  try {
    const data = await service(c).placeOrder({
      token: c.req.param('token'),
      idempotencyKey: key.data,
      request,
      user,
      origin: originOf(c),
    })
    await recordAttribution(c, Number(data.productOrder.id))
    return c.json({ data }, 201)
  } catch (err) {
    // 402 is not a DomainError status: a refused payment answers here, with the §8 words.
    if (err instanceof PaymentDeclinedError) {
      return c.json(errorBody(err.code, paymentErrorMessage(err.code)), 402)
    }
    throw err
  }
})

orders.get('/:id', async (c) => {
  const user = await c.var.session.user()
  if (!user) throw new DomainError('UNAUTHORISED', 'Please log in')
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError('NOT_FOUND', 'Order not found')
  return c.json({ data: await service(c).orderFor(user.id, id) })
})
