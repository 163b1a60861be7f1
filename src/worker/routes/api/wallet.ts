import { Hono } from 'hono'
import { WalletQuery, WalletResponse } from '../../../shared/schemas/wallet'
import { respond } from '../../http/respond'
import type { AppEnv } from '../../http/app-env'
import { validQuery } from '../../http/validate'
import { signedIn } from './guards'
import { firstOfEach } from './params'
import { clock } from '../../clock'

/** GET /api/v1/wallet?page=N: §3 'Wallet', balances per currency and 20 movements a page. */
export const wallet = new Hono<AppEnv>()

// 401 before the query is judged; other parameters are ignored, as they always were.
wallet.get('/', signedIn(), validQuery(firstOfEach(WalletQuery)), async (c) => {
  const user = await c.var.session.requireUser()
  const { page } = c.req.valid('query')
  const data = await c.var.services.wallet.wallet(user.id, page, clock.now())
  return respond(c, WalletResponse, { data })
})
