import { respond } from '../../http/respond'
import { Hono } from 'hono'
import {
  PayBalanceRequest,
  RefundRequest,
  ReturnRequest,
  RefundResponse,
  AfterSaleResponse,
  ReturnResponse,
  PayBalanceResponse,
} from '../../../shared/schemas/refund'
import type { AppEnv } from '../../http/app-env'
import { validJson } from '../../http/validate'
import { originOf } from './account-request'
import { signedIn } from './guards'
import { idParam, PositiveId } from './params'
import { clock } from '../../clock'

const voucherParam = idParam(PositiveId, 'No such voucher')

/** Refunds, returns and deposit balances (transactions §4, §5, §7 'Vouchers and returns'). All
 * personal, so never cached; every change must come from the storefront's own origin. */
export const refunds = new Hono<AppEnv>()
export const returns = new Hono<AppEnv>()
/** A voucher's after-sale view and balance payment, mounted under /vouchers. */
export const afterSale = new Hono<AppEnv>()

refunds.post('/', signedIn(), validJson(RefundRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const body = c.req.valid('json')
  const data = await c.var.services.refunds.request(user, body, clock.now(), {
    brand: c.get('brand'),
    origin: originOf(c),
  })
  return respond(c, RefundResponse, { data }, 201)
})

afterSale.get('/:id/after-sale', signedIn(), voucherParam, async (c) => {
  const user = await c.var.session.requireUser()
  const data = await c.var.services.afterSale.view(user.id, c.req.valid('param').id, clock.now())
  return respond(c, AfterSaleResponse, { data })
})

returns.post('/', signedIn(), validJson(ReturnRequest), async (c) => {
  const user = await c.var.session.requireUser()
  const body = c.req.valid('json')
  return respond(
    c,
    ReturnResponse,
    { data: await c.var.services.afterSale.requestReturn(user.id, body, clock.now()) },
    201,
  )
})

// The body is judged before the id, as it always was: a bad body is a 400 whatever the id.
afterSale.post(
  '/:id/pay-balance',
  signedIn(),
  validJson(PayBalanceRequest),
  voucherParam,
  async (c) => {
    const user = await c.var.session.requireUser()
    const body = c.req.valid('json')
    const data = await c.var.services.afterSale.payBalance(
      user.id,
      c.req.valid('param').id,
      body.paymentToken,
      clock.now(),
    )
    return respond(c, PayBalanceResponse, { data })
  },
)
