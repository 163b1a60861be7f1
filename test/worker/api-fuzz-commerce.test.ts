import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket, makeShopper } from '../fixtures/make-shopper'
import { commerceSetup } from './api-fuzz-commerce-setup'
import { baseFixtures } from './fuzz/fixtures'
import { commerceRoutes } from '../../src/worker/routes/api/contracts/commerce'
import { formatFailures, formatReport, fuzzRoutes, type FuzzReport } from './fuzz/runner'
import { scale } from './stress'

// Commerce area: every basket, checkout, order, voucher, refund, wallet, gift
// card and gift route driven from its zod schemas with valid and invalid requests. Each route
// runs on its own real objects (see api-fuzz-commerce-setup), so valid requests reach the code
// behind the 404s: never a 5xx, every 4xx `{error:{code,message}}`, every 2xx its schema.

const PER_ROUTE = scale(64, 320)

/** Routes no generated request can get a 2xx from: Braintree's notifications take only a form
 * Braintree signed, with Braintree configured (neither is so here), and the mail provider's
 * take only a body Svix signed (mail-events.test.ts sends them signed). The fuzz still holds them to
 * no 5xx and the error shape; payments-notifications.test.ts sends them signed. */
const SIGNED_ONLY = new Set([
  'POST /payments/notifications/braintree',
  'GET /payments/notifications/braintree',
  'POST /mail/events',
])

const merge = (reports: FuzzReport[]): FuzzReport => ({
  requests: reports.reduce((sum, report) => sum + report.requests, 0),
  byRoute: Object.assign({}, ...reports.map((report) => report.byRoute)),
  failures: reports.flatMap((report) => report.failures),
})

describe('commerce API fuzz', () => {
  it(
    `sends ${PER_ROUTE} requests to each of the ${commerceRoutes.length} routes: no 5xx, every 4xx an error body, every 2xx its schema`,
    async () => {
      const fixtures = await baseFixtures(env.DB)
      const setup = await commerceSetup(fixtures)
      const started = performance.now()
      const reports: FuzzReport[] = []
      for (const [index, route] of commerceRoutes.entries()) {
        const real = setup.realBody(route)
        const aimed = real && route.body ? { ...route, body: z.union([real, route.body]) } : route
        reports.push(
          await fuzzRoutes(
            [aimed],
            { ...fixtures, ids: setup.idsFor(route) },
            {
              requestsPerRoute: PER_ROUTE,
              seed: 9_000 + index,
            },
          ),
        )
      }
      const report = merge(reports)
      const seconds = (performance.now() - started) / 1000

      console.log(`commerce fuzz, ${seconds.toFixed(1)} s: ${formatReport(report)}`)
      expect(report.failures, formatFailures(report.failures)).toEqual([])
      expect(report.requests).toBeGreaterThanOrEqual(commerceRoutes.length * PER_ROUTE)

      const never = Object.entries(report.byRoute)
        .filter(([route, row]) => row.valid2xx === 0 && !SIGNED_ONLY.has(route))
        .map(([route]) => route)
      console.log('commerce routes without a 2xx to a valid request:', never)
      // Every route's valid requests get past validation and the 404s at least once.
      expect(never).toEqual([])
    },
    scale(120_000, 1_200_000),
  )

  // Found by this fuzzer: a gift pack's giftingDetails carried the preset's price, which the
  // strict §3 GiftingDetails schema (and so every checkout answer with a pack) refused.
  it('a gift pack answers the checkout schema: giftingDetails.giftPack without a price', async () => {
    const {
      id: dealId,
      productIds: [productId],
    } = await makeBasketDeal(env.DB, { products: [{ totalRemaining: 10 }] })
    const shopper = await makeShopper(env.DB)
    const token = await makeOrderBasket(env.DB, shopper.id, [
      { dealId, productId: productId!, quantity: 1 },
    ])
    const res = await SELF.fetch(`http://localhost/api/v1/checkout/${token}/gifting`, {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/json',
        cookie: shopper.cookie,
      },
      body: JSON.stringify({ type: 'ndd-gpk' }),
    })
    expect(res.status).toBe(200)
    const view = CheckoutViewResponse.parse(await res.json()).data
    expect(view.giftingDetails.giftPack).toMatchObject({ delivery: 'NEXT_DAY' })
  })
})
