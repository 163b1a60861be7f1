import { SELF, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CheckoutViewResponse } from '../../src/shared/schemas/checkout-view'
import { bumpPageCacheGeneration } from '../../src/worker/cache/page-cache-generation'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeOrderBasket } from '../fixtures/make-shopper'
import { atInstant, clock, inDays } from './clock'

const UK = 'http://localhost'
let deal = { id: 0, productIds: [0] }

const checkoutGifting = async () => {
  const token = await makeOrderBasket(env.DB, null, [
    { dealId: deal.id, productId: deal.productIds[0]!, quantity: 1 },
  ])
  const res = await SELF.fetch(`${UK}/api/v1/checkout/${token}`, { headers: { origin: UK } })
  expect(res.status).toBe(200)
  return CheckoutViewResponse.parse(await res.json()).data.giftingDefaults
}

// The e-gift window is 21–26 Dec in the brand's zone; the pinned clock's own year is used.
const inYear = (monthDayTime: string) => `${clock.now().getUTCFullYear()}-${monthDayTime}`

beforeAll(async () => {
  // Open through the whole next e-gift window wherever the pinned clock stands (up to a year
  // ahead of it): the usual fixture closes 180 days on, before a December seen from June.
  deal = await makeBasketDeal(env.DB, {
    closingDate: inDays(400),
    products: [{ price: 2000 }],
  })
})

describe('the Christmas e-gift window (storefront §4)', { tags: ['dated'] }, () => {
  it('leads checkout gifting with the e-gift inside the window', async () => {
    const defaults = await atInstant(inYear('12-22T10:00:00.000Z'), checkoutGifting)
    expect(defaults).toEqual({
      eGiftByDefault: true,
      eGiftLabel: 'Last-minute? Send it as an e-gift',
    })
  })

  it('keeps the usual gifting defaults outside it, to the day in the UK zone', async () => {
    expect(await atInstant(inYear('11-15T12:00:00.000Z'), checkoutGifting)).toEqual({
      eGiftByDefault: false,
      eGiftLabel: 'Send as an e-gift (free)',
    })
    // 27 Dec 00:30 UTC is 27 Dec in London too: the window is over.
    const after = await atInstant(inYear('12-27T00:30:00.000Z'), checkoutGifting)
    expect(after.eGiftByDefault).toBe(false)
    // 20 Dec 23:30 UTC is still 20 Dec in London.
    const eve = await atInstant(inYear('12-20T23:30:00.000Z'), checkoutGifting)
    expect(eve.eGiftByDefault).toBe(false)
  })
})

// The spec names these days: the test is about them, not about "now".
const INSIDE_THE_2023_PROMOTION_OFF_PERIOD = '2023-11-25T12:00:00.000Z'

describe(
  'the special-promotion-off period (storefront §4: 24–28 Nov 2023)',
  { tags: ['dated'] },
  () => {
    it('switches the exit promotion off the pages and its deals off the API', async () => {
      await bumpPageCacheGeneration(env.FEED_CACHE)
      const during = await atInstant(INSIDE_THE_2023_PROMOTION_OFF_PERIOD, async () => ({
        page: await (await SELF.fetch(`${UK}/deals/london?pc=promotion-off`)).text(),
        api: await (await SELF.fetch(`${UK}/api/v1/exit-promotion/deals`)).json(),
      }))
      expect(during.page).not.toContain('data-island="exit-promotion"')
      expect(during.api).toEqual({ deals: [] })
      // Pages do not key the cache on parameters they do not read: retire the 2023 copy.
      await bumpPageCacheGeneration(env.FEED_CACHE)
      const after = await (await SELF.fetch(`${UK}/deals/london?pc=promotion-on`)).text()
      expect(after).toContain('data-island="exit-promotion"')
    })
  },
)
