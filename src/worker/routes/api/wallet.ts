import { Hono } from 'hono'
import { WalletQuery } from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../env'
import { describeIssues } from '../../http/validate'
import { DomainError } from '../../errors'
import { clock } from '../../clock'

/** GET /api/v1/wallet?page=N: §3 'Wallet', balances per currency and 20 movements a page. */
export const wallet = new Hono<AppEnv>()

wallet.get('/', async (c) => {
  const user = await c.var.session.requireUser()
  const query = WalletQuery.safeParse({ page: c.req.query('page') })
  if (!query.success) throw new DomainError('INVALID', describeIssues(query.error))
  const data = await c.var.services.wallet.wallet(user.id, query.data.page, clock.now())
  return c.json({ data })
})
