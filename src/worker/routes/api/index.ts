import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { errorBody } from '../../errors'
import { accounts } from './accounts'
import { staffAuth } from './staff-auth'
import { merchant } from './merchant'
import { adminDeals } from './admin-deals'
import { adminPromotions } from './admin-promotions'
import { adminReturns } from './admin-returns'
import { adminCustomers } from './admin-customers'
import { parcels } from './parcels'
import { creditClaims } from './credit-claims'
import { giftcards } from './giftcards'
import { gifts } from './gifts'
import { wallet } from './wallet'
import { addresses } from './addresses'
import { basket } from './basket'
import { checkout } from './checkout'
import { content } from './content'
import { dealResources } from './deal-resources'
import { exitPromotion } from './exit-promotion'
import { expressBuy } from './express-buy'
import { feeds } from './feeds'
import { logs } from './logs'
import { locations } from './locations'
import { loyalty } from './loyalty'
import { menus } from './menus'
import { orders } from './orders'
import { payments } from './payments'
import { profile } from './profile'
import { rails } from './rails'
import { referral } from './referral'
import { refunds } from './refunds'
import { search } from './search'
import { socialLogin } from './social-login'
import { tracking } from './tracking'
import { travel } from './travel'
import { vip } from './vip'
import { vouchers } from './vouchers'
import { wishlist } from './wishlist'
import { sameOriginWrites } from '../../middleware/same-origin-writes'
import { apiBodyLimit } from '../../middleware/api-body-limit'

/** `/api/v1`: the JSON API of storefront §7. Each area joins here as a sub-app. */
export const api = new Hono<AppEnv>()

api.use(sameOriginWrites(), apiBodyLimit())

api.get('/health', (c) => c.json({ ok: true, brand: c.get('brand').id }))

api.route('/', feeds)
api.route('/', search)
api.route('/', dealResources)
api.route('/', content)
api.route('/', rails)
api.route('/', locations)
api.route('/', menus)
api.route('/', logs)
api.route('/', travel)
api.route('/', payments)
api.route('/', socialLogin)
api.route('/', profile)
api.route('/', basket)
api.route('/', checkout)
api.route('/', orders)
api.route('/', exitPromotion)
api.route('/', tracking)
api.route('/', expressBuy)
api.route('/', addresses)
api.route('/', refunds)
api.route('/', vouchers)
api.route('/', wishlist)
api.route('/', vip)
api.route('/', loyalty)
api.route('/', referral)
api.route('/', wallet)
api.route('/', giftcards)
api.route('/', gifts)
api.route('/', creditClaims)
api.route('/', staffAuth)
api.route('/', merchant)
api.route('/', adminDeals)
api.route('/', adminPromotions)
api.route('/', adminReturns)
api.route('/', adminCustomers)
api.route('/', parcels)
api.route('/', accounts)

api.all('*', (c) =>
  c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404),
)
