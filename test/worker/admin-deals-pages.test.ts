import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeStaff } from '../fixtures/make-staff'
import { inDays } from './clock'

let cookie = ''
let future = 0
// Only this run's deal has the title: the deal list is searched for it.
const TITLE = `Not Yet Open Deal ${crypto
  .randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 8)}`

const page = (path: string, as?: string) =>
  SELF.fetch(`http://localhost${path}`, { headers: as ? { cookie: as } : {}, redirect: 'manual' })

beforeAll(async () => {
  cookie = (await makeStaff(env.DB, { role: 'admin' })).cookie
  // A deal of its own that has not opened yet: only a preview shows it.
  future = (await makeBasketDeal(env.DB, { products: [{}] })).id
  await env.DB.prepare('UPDATE deals SET opens_at = ?, closing_date = ?, title = ? WHERE id = ?')
    .bind(inDays(400), inDays(800), TITLE, future)
    .run()
})

describe('admin deal pages', () => {
  it('sends a visitor without a staff session to the admin sign-in, a merchant gets 403', async () => {
    for (const path of ['/admin/deals', '/admin/deals/new', `/admin/deals/${future}`]) {
      const res = await page(path)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toMatch(/^\/admin\/login/)
    }
    const merchantId = (await env.DB.prepare('SELECT id FROM merchants LIMIT 1').first<{
      id: number
    }>())!.id
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId })
    expect((await page('/admin/deals', merchant.cookie)).status).toBe(403)
  })

  it('lists and searches deals, server-rendered, private and not indexed', async () => {
    const res = await page(`/admin/deals?q=${encodeURIComponent(TITLE)}`, cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain(`href="/admin/deals/${future}"`)
    expect(html).toContain(TITLE)
    expect(html).toMatch(/noindex/i)
    expect((await page('/admin/deals?page=garbage', cookie)).status).toBe(200)
  })

  it('renders the new and edit forms as islands, with products and the preview link', async () => {
    const created = await page('/admin/deals/new', cookie)
    expect(created.status).toBe(200)
    expect(await created.text()).toContain('data-island="admin-deal-form"')
    const res = await page(`/admin/deals/${future}`, cookie)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('data-island="admin-deal-form"')
    expect(html).toContain('data-island="admin-deal-extras"')
    expect(html).toContain(`href="/admin/deals/${future}/preview"`)
    expect(html).toContain('<th>Per week</th>')
    expect((await page('/admin/deals/99999999', cookie)).status).toBe(404)
  })

  it(
    'previews a deal that has not opened through the storefront deal page',
    { tags: ['dated'] },
    async () => {
      expect((await page(`/admin/deals/${future}/preview`)).status).toBe(302)
      const res = await SELF.fetch(`http://localhost/admin/deals/${future}/preview`, {
        headers: { cookie },
      })
      expect(res.status).toBe(200)
      expect(new URL(res.url).pathname).toMatch(/^\/deal-preview\//)
      const html = await res.text()
      expect(html).toContain(TITLE)
      expect(html).toMatch(/NOINDEX/)
      // The public path of the same deal is a 404 until it opens.
      const publicPath = new URL(res.url).pathname.replace(/^\/deal-preview\//, '/deal/')
      expect((await SELF.fetch(`http://localhost${publicPath}`)).status).toBe(404)
    },
  )
})
