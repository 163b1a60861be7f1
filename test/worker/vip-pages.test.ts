import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { makeShopper, type Shopper } from '../fixtures/make-shopper'
import { ORIGIN } from './account-client'
import { clock } from './clock'

const page = (path: string, who?: Shopper) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: who ? { cookie: who.cookie } : {} })

async function member(): Promise<Shopper> {
  const shopper = await makeShopper(env.DB)
  await env.DB.prepare(
    `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at, expires_at,
       updated_at) VALUES (?, 'dealio', 'GBP', 499, 'ACTIVE', ?, '2099-05-01T00:00:00.000Z', ?)`,
  )
    .bind(shopper.id, clock.now().toISOString(), clock.now().toISOString())
    .run()
  return shopper
}

describe('/myaccount/vip-rewards (My Rewards, VIP only)', () => {
  it('shows a member their status, renewal date and the cancellation', async () => {
    const res = await page('/myaccount/vip-rewards', await member())
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-island="vip-rewards"')
    expect(html).toContain('2099-05-01')
    expect(html).toContain('Cancel membership')
    expect(html).not.toContain('Join VIP')
  })

  it('explains VIP to anyone else with the benefits and the offer to join', async () => {
    const res = await page('/myaccount/vip-rewards', await makeShopper(env.DB))
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('My Rewards is for Dealio VIP members')
    expect(html).toContain('Checkout discount up to 15%')
    expect(html).toContain('Join VIP for £4.99 a year')
  })
})

describe('/second-checkout/benefits', () => {
  it('shows the benefits and the offer to join after an order', async () => {
    const res = await page('/second-checkout/benefits', await makeShopper(env.DB))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    for (const benefit of [
      'Extra savings up to 10%',
      'Checkout discount up to 15%',
      'Competitions with prizes up to 20,000',
      'Priority service',
      'Renewal credit',
    ]) {
      expect(html).toContain(benefit)
    }
    expect(html).toContain('data-island="vip-join"')
  })

  it('shows a member their benefits and renewal date instead of the offer', async () => {
    const html = await (await page('/second-checkout/benefits', await member())).text()
    expect(html).toContain('Your membership renews on 2099-05-01')
    expect(html).not.toContain('data-island="vip-join"')
  })

  it('asks an anonymous visitor to sign in to join', async () => {
    const html = await (await page('/second-checkout/benefits')).text()
    expect(html).toContain('Sign in to join VIP for £4.99 a year')
  })
})
