import type { Context } from 'hono'
import { Island } from '../../../client/islands/island'
import { RewardsClub } from '../../../client/islands/loyalty/rewards-club'
import type { AppEnv } from '../../http/app-env'
import { isClubBrand } from '../../services/loyalty/loyalty-service'
import { clock } from '../../clock'

/** /myaccount/rewards, the points club (§2), main brand UK only: elsewhere the page explains
 * (the Irish site's menu has no Club, §2). The island starts with the summary, no request. */
export const rewardsPage = {
  title: 'Club',
  body: async (c: Context<AppEnv>) => {
    if (!isClubBrand(c.get('brand').id)) {
      return <p>The club is only available on Dealio in the UK.</p>
    }
    const user = await c.var.session.requireUser()
    const summary = await c.var.services.loyalty.summary(user.id, clock.now())
    return <Island name="rewards-club" component={RewardsClub} props={{ summary }} />
  },
}
