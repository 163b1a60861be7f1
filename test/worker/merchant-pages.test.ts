import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeStaff } from '../fixtures/make-staff'
import { buyVouchers, makeMerchantDeal } from './merchant-client'

const MERCHANT = 98_301
const DEAL = 98_311
let cookie = ''

beforeAll(async () => {
  await makeMerchantDeal({ merchantId: MERCHANT, dealId: DEAL, productId: 9_831_101 })
  cookie = (await makeStaff(env.DB, { role: 'merchant', merchantId: MERCHANT })).cookie
})

const page = (path: string, as?: string) =>
  SELF.fetch(`http://localhost${path}`, { headers: as ? { cookie: as } : {}, redirect: 'manual' })

describe('merchant portal pages', () => {
  it('sends a visitor without a staff session to the merchant sign-in', async () => {
    for (const path of ['/merchant/redeem', '/merchant/reports', '/merchant/bookings']) {
      const res = await page(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toMatch(/^\/merchant\/login/)
    }
  })

  it('renders the redeem page with its island, private and not indexed', async () => {
    const res = await page('/merchant/redeem', cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('data-island="merchant-redeem"')
    expect(html).toContain('Voucher code')
    expect(html).toMatch(/noindex/i)
  })

  it('draws the report with bars, tables and the CSV link', async () => {
    await buyVouchers(DEAL, 9_831_101, 2)
    const res = await page('/merchant/reports', cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('aria-label="Vouchers sold per day"')
    expect(html).toContain(`Test deal ${DEAL}`)
    expect(html).toMatch(/href="\/api\/v1\/merchant\/reports\.csv\?from=\d{4}-\d{2}-\d{2}&amp;to=/)
    // A nonsense range falls back to the default 30 days instead of an error page.
    expect((await page('/merchant/reports?from=garbage', cookie)).status).toBe(200)
  })

  it('renders reviews and bookings', async () => {
    const reviews = await page('/merchant/reviews', cookie)
    expect(reviews.status).toBe(200)
    expect(await reviews.text()).toContain('No reviews yet.')
    const bookings = await page('/merchant/bookings', cookie)
    expect(bookings.status).toBe(200)
    expect(await bookings.text()).toContain('No booking requests.')
  })
})
