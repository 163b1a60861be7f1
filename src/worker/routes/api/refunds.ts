import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { PayBalanceRequest, RefundRequest, ReturnRequest } from '../../../shared/schemas/refund'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { bodyOf } from './json-body'
import { clock } from '../../clock'

const voucherIdOf = (raw: string) => {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id <= 0) throw new DomainError('NOT_FOUND', 'No such voucher')
  return id
}

/** Refunds, returns and deposit balances (transactions §4, §5, §7 'Vouchers and returns'). All
 * personal, so never cached; every change must come from the storefront's own origin. */
export const refunds = new Hono<AppEnv>()

for (const path of [
  '/refunds',
  '/returns',
  '/vouchers/:id/after-sale',
  '/vouchers/:id/pay-balance',
]) {
  refunds.use(path, csrf())
  refunds.use(path, async function noStore(c, next) {
    await next()
    c.header('cache-control', 'private, no-store')
  })
}

refunds.post('/refunds', async (c) => {
  const user = await c.var.session.requireUser()
  const body = await bodyOf(c, RefundRequest)
  const data = await c.var.services.refunds.request(user, body, clock.now())
  return c.json({ data }, 201)
})

refunds.get('/vouchers/:id/after-sale', async (c) => {
  const user = await c.var.session.requireUser()
  const data = await c.var.services.afterSale.view(
    user.id,
    voucherIdOf(c.req.param('id')),
    clock.now(),
  )
  return c.json({ data })
})

refunds.post('/returns', async (c) => {
  const user = await c.var.session.requireUser()
  const body = await bodyOf(c, ReturnRequest)
  return c.json(
    { data: await c.var.services.afterSale.requestReturn(user.id, body, clock.now()) },
    201,
  )
})

refunds.post('/vouchers/:id/pay-balance', async (c) => {
  const user = await c.var.session.requireUser()
  const body = await bodyOf(c, PayBalanceRequest)
  const data = await c.var.services.afterSale.payBalance(
    user.id,
    voucherIdOf(c.req.param('id')),
    body.paymentToken,
    clock.now(),
  )
  return c.json({ data })
})
