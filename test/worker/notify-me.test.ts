import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '../../src/shared/domain/account/registration-validation'
import { sendBackInStockAlerts } from '../../src/worker/services/stock/back-in-stock-job'
import {
  GONE_FOR_GOOD_MESSAGE,
  IN_STOCK_MESSAGE,
} from '../../src/worker/services/stock/back-in-stock-service'
import { MailSuppressionRepository } from '../../src/worker/storage/mail-suppression-repository'
import { freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { clock } from './clock'

// The deal page's notify-me form and the back-in-stock email behind it. Each test makes its own
// deal, so the seeded catalogue other files read is left as it was.

const signUp = (body: unknown) =>
  SELF.fetch('http://localhost/api/v1/notify-me', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** A running shop deal with its one product sold out: the page offers notify-me on it. */
async function soldOutShopDeal(dealType: 'national' | 'local' = 'national') {
  const { id, productIds } = await makeBasketDeal(env.DB, { products: [{ totalRemaining: 0 }] })
  await env.DB.prepare('UPDATE deals SET deal_type = ? WHERE id = ?').bind(dealType, id).run()
  return { id, productId: productIds[0]! }
}

const restock = (productId: number) =>
  env.DB.prepare('UPDATE deal_products SET total_remaining = 5 WHERE id = ?').bind(productId).run()

const alertMails = async (to: string) =>
  (
    await env.DB.prepare(
      `SELECT subject, text_body AS text, html_body AS html FROM email_outbox
        WHERE to_address = ? AND kind = 'back-in-stock' ORDER BY id`,
    )
      .bind(to)
      .all<{ subject: string; text: string; html: string }>()
  ).results

const alertsOf = async (dealId: number) =>
  (
    await env.DB.prepare(
      'SELECT brand, email, notified_at AS notifiedAt FROM back_in_stock_alerts WHERE deal_id = ?',
    )
      .bind(dealId)
      .all<{ brand: string; email: string; notifiedAt: string | null }>()
  ).results

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

describe('the notify-me sign-up', () => {
  it('takes one alert per address however often, and in whatever case, it is sent', async () => {
    const deal = await soldOutShopDeal()
    const email = freshEmail('ann')
    for (const typed of [` ${email.toUpperCase()} `, email]) {
      const res = await signUp({ brand: 'dealio', dealId: deal.id, email: typed })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ data: { dealId: deal.id, status: 'WAITING' } })
    }
    expect(await alertsOf(deal.id)).toEqual([{ brand: 'dealio', email, notifiedAt: null }])
  })

  it('refuses a bad address, an unknown deal and another site, in the error shape', async () => {
    const deal = await soldOutShopDeal()
    const bad = await signUp({ brand: 'dealio', dealId: deal.id, email: 'ann@' })
    expect(bad.status).toBe(400)
    expect(await errorOf(bad)).toEqual({ code: 'INVALID', message: ACCOUNT_MESSAGES.invalidEmail })
    const missing = await signUp({ brand: 'dealio', email: freshEmail('ann') })
    expect(missing.status).toBe(400)
    const unknown = await signUp({ brand: 'dealio', dealId: 2 ** 40, email: freshEmail('ann') })
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('NOT_FOUND')
    const elsewhere = await signUp({ brand: 'livingsocial', dealId: deal.id, email: 'a@b.co' })
    expect(elsewhere.status).toBe(400)
    expect(await alertsOf(deal.id)).toEqual([])
  })

  it('refuses a deal in stock, and one whose stock never comes back, with 409', async () => {
    const inStock = await soldOutShopDeal()
    await restock(inStock.productId)
    const res = await signUp({ brand: 'dealio', dealId: inStock.id, email: freshEmail('ann') })
    expect(res.status).toBe(409)
    expect(await errorOf(res)).toEqual({ code: 'CONFLICT', message: IN_STOCK_MESSAGE })
    // A local deal sells a merchant's fixed capacity: the page offers no form on it.
    const local = await soldOutShopDeal('local')
    const gone = await signUp({ brand: 'dealio', dealId: local.id, email: freshEmail('ann') })
    expect(gone.status).toBe(409)
    expect((await errorOf(gone)).message).toBe(GONE_FOR_GOOD_MESSAGE)
    expect([...(await alertsOf(inStock.id)), ...(await alertsOf(local.id))]).toEqual([])
  })
})

describe('the back-in-stock email', () => {
  it('goes once per alert when the deal is back, however often the job runs', async () => {
    const deal = await soldOutShopDeal()
    const ann = freshEmail('ann')
    const bob = freshEmail('bob')
    for (const email of [ann, bob]) {
      expect((await signUp({ brand: 'dealio', dealId: deal.id, email })).status).toBe(200)
    }
    // Still sold out: nothing to tell.
    await sendBackInStockAlerts(env, clock.now())
    expect(await alertMails(ann)).toEqual([])

    await restock(deal.productId)
    // Two runs at once, then another: each alert's claim is won once.
    await Promise.all([
      sendBackInStockAlerts(env, clock.now()),
      sendBackInStockAlerts(env, clock.now()),
    ])
    await sendBackInStockAlerts(env, clock.now())
    for (const email of [ann, bob]) {
      const mails = await alertMails(email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toBe(`Back in stock: Test deal ${deal.id}`)
      expect(mails[0]!.html).toContain(`/${deal.id}/`)
      expect(mails[0]!.text).toContain('Dealio')
    }
    expect((await alertsOf(deal.id)).every((alert) => alert.notifiedAt !== null)).toBe(true)
  })

  it('is not written to a suppressed address', async () => {
    const deal = await soldOutShopDeal()
    const bounced = freshEmail('bounced')
    const ann = freshEmail('ann')
    for (const email of [bounced, ann]) {
      expect((await signUp({ brand: 'dealio', dealId: deal.id, email })).status).toBe(200)
    }
    await new MailSuppressionRepository(env.DB).suppress(
      bounced,
      'BOUNCE',
      clock.now().toISOString(),
    )
    await restock(deal.productId)
    await sendBackInStockAlerts(env, clock.now())
    expect(await alertMails(bounced)).toEqual([])
    expect(await alertMails(ann)).toHaveLength(1)
  })

  it('waits again after a new sign-up once the deal sold out again', async () => {
    const deal = await soldOutShopDeal()
    const ann = freshEmail('ann')
    await signUp({ brand: 'dealio', dealId: deal.id, email: ann })
    await restock(deal.productId)
    await sendBackInStockAlerts(env, clock.now())
    await env.DB.prepare('UPDATE deal_products SET total_remaining = 0 WHERE id = ?')
      .bind(deal.productId)
      .run()
    expect((await signUp({ brand: 'dealio', dealId: deal.id, email: ann })).status).toBe(200)
    await sendBackInStockAlerts(env, clock.now())
    expect(await alertMails(ann)).toHaveLength(1)
    await restock(deal.productId)
    await sendBackInStockAlerts(env, clock.now())
    expect(await alertMails(ann)).toHaveLength(2)
  })
})
