import { Hono } from 'hono'
import { csrf } from 'hono/csrf'
import { WalletQuery } from '../../../shared/schemas/wallet'
import type { AppEnv } from '../../env'
import { DomainError } from '../../errors'
import { describeIssues } from './valid-query'
import { clock } from '../../clock'

/** Same-origin only and never cached, like accounts.ts's /customer/*: the wallet, gift card,
 * gift and credit-claim routes are personal and (but for GET /wallet) change state. */
export function guardPersonal(app: Hono<AppEnv>, paths: readonly string[]) {
  for (const path of paths) {
    app.use(path, csrf())
    app.use(path, async function noStore(c, next) {
      await next()
      c.header('cache-control', 'private, no-store')
    })
  }
}

/** GET /api/v1/wallet?page=N: §3 'Wallet', balances per currency and 20 movements a page. */
export const wallet = new Hono<AppEnv>()

guardPersonal(wallet, ['/wallet'])

wallet.get('/wallet', async (c) => {
  const user = await c.var.session.requireUser()
  const query = WalletQuery.safeParse({ page: c.req.query('page') })
  if (!query.success) throw new DomainError('INVALID', describeIssues(query.error))
  const data = await c.var.services.wallet.wallet(user.id, query.data.page, clock.now())
  return c.json({ data })
})
