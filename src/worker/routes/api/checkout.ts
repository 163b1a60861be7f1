import { respond } from '../../http/respond'
import { Hono, type Context } from 'hono'
import { CheckoutQuery } from '../../../shared/schemas/checkout'
import {
  GiftingRequest,
  PromoCodeRequest,
  VipRequest,
  WalletRequest,
  CheckoutViewResponse,
} from '../../../shared/schemas/checkout-view'
import type { AppEnv } from '../../http/app-env'
import { validJson, validQuery } from '../../http/validate'
import { type BrowserWallets } from '../../services/checkout/checkout-service'
import { viewerOf } from '../../http/cookies/basket'

/** §7 'Checkout': GET checkout/{token} (timestamp and timerElapsed are cache-busters) and the
 * promo code, gifting, wallet and VIP membership edits, each answering the new checkoutData. Personal: never
 * cached; edits only from the storefront's own origin. */
export const checkout = new Hono<AppEnv>()

const service = (c: Context<AppEnv>) => c.var.services.checkout

/** §7: the checkout call's headers name the alternative payment methods the browser offers,
 * e.g. `alt-payment-methods: apple_pay, google_pay`; without it neither wallet is assumed. */
export const browserOf = (c: Context<AppEnv>): BrowserWallets => {
  const methods = (c.req.header('alt-payment-methods') ?? '').toLowerCase()
  return {
    applePaySupported: methods.includes('apple_pay'),
    legacyBrowser: methods.includes('legacy'),
  }
}

checkout.get('/:token', validQuery(CheckoutQuery), async (c) => {
  const viewer = await viewerOf(c)
  const data = await service(c).checkoutData(c.req.param('token'), viewer, browserOf(c))
  return respond(c, CheckoutViewResponse, { data })
})

checkout.post('/:token/promocode', validJson(PromoCodeRequest), async (c) => {
  const { code } = c.req.valid('json')
  const viewer = await viewerOf(c)
  return respond(c, CheckoutViewResponse, {
    data: await service(c).applyPromo(c.req.param('token'), code, viewer, browserOf(c)),
  })
})

checkout.delete('/:token/promocode', async (c) => {
  const viewer = await viewerOf(c)
  return respond(c, CheckoutViewResponse, {
    data: await service(c).removePromo(c.req.param('token'), viewer, browserOf(c)),
  })
})

checkout.post('/:token/gifting', validJson(GiftingRequest), async (c) => {
  const body = c.req.valid('json')
  const viewer = await viewerOf(c)
  return respond(c, CheckoutViewResponse, {
    data: await service(c).setGifting(c.req.param('token'), body, viewer, browserOf(c)),
  })
})

checkout.post('/:token/wallet', validJson(WalletRequest), async (c) => {
  const { use } = c.req.valid('json')
  const viewer = await viewerOf(c)
  return respond(c, CheckoutViewResponse, {
    data: await service(c).useWallet(c.req.param('token'), use, viewer, browserOf(c)),
  })
})

checkout.post('/:token/vip', validJson(VipRequest), async (c) => {
  const { add } = c.req.valid('json')
  const viewer = await viewerOf(c)
  return respond(c, CheckoutViewResponse, {
    data: await service(c).setVip(c.req.param('token'), add, viewer, browserOf(c)),
  })
})
