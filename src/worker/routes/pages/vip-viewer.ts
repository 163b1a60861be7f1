import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { clock } from '../../clock'
import { isPersonalRequest } from '../../middleware/page-cache'
import { isVipMember } from '../../services/vip/vip-membership'

/** Whether the page is for a signed-in VIP member, so it can show their VIP prices from the
 * first paint (§6 'VIP members see VIP prices'). Only a personal request can be one: those
 * neither read nor fill the shared page cache, so a member's page never reaches anyone else,
 * and an anonymous request costs no D1 read. */
export function isVipViewer(c: Context<AppEnv>): Promise<boolean> {
  // Asked by the page and by the shell around it: one answer, one D1 read, per request.
  let answer = asked.get(c.req.raw)
  if (!answer) {
    answer = lookUp(c)
    asked.set(c.req.raw, answer)
  }
  return answer
}

const asked = new WeakMap<Request, Promise<boolean>>()

async function lookUp(c: Context<AppEnv>): Promise<boolean> {
  if (!isPersonalRequest(c)) return false
  const user = await c.var.session.user()
  return user ? isVipMember(c.env.DB, user.id, clock.now()) : false
}
