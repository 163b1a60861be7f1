import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ORIGIN, post } from './account-client'
import { buyVouchers } from './refunds-client'

const page = (path: string, cookie: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie }, redirect: 'manual' })

describe('refund and return pages', () => {
  it('renders the refund form for the owner, prefilled, and 404 for anyone else', async () => {
    const bought = await buyVouchers()
    const voucher = bought.vouchers[0]!
    const res = await page(`/myaccount/vouchers/${voucher.id}/refund`, bought.shopper.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    const html = await res.text()
    expect(html).toContain('data-island="refund-form"')
    expect(html).toContain(voucher.code)
    expect(html).toContain(bought.orderNumber)
    expect(html).toContain('has not been redeemed with the merchant')
    const other = await buyVouchers()
    expect(
      (await page(`/myaccount/vouchers/${voucher.id}/refund`, other.shopper.cookie)).status,
    ).toBe(404)
  })

  it('shows the returns label once a return is requested', async () => {
    const bought = await buyVouchers()
    const voucher = bought.vouchers[0]!
    const path = `/myaccount/vouchers/${voucher.id}/return-label`
    expect((await page(path, bought.shopper.cookie)).status).toBe(404)
    await env.DB.prepare(`UPDATE vouchers SET order_progress = 'DELIVERED' WHERE id = ?`)
      .bind(voucher.id)
      .run()
    expect(
      (
        await post(
          '/returns',
          { voucherId: voucher.id, reason: 'FAULTY' },
          { cookie: bought.shopper.cookie },
        )
      ).status,
    ).toBe(201)
    const res = await page(path, bought.shopper.cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`RTN-${voucher.code}`)
    expect(html).toContain('Return Requested')
  })
})
