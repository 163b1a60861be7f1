import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { skinClassName } from '../../src/themes/skins'
import { makeStaff } from '../fixtures/make-staff'

const page = (path: string, cookie = '') =>
  SELF.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

const bodyClass = (html: string) => html.match(/<body class="([^"]*)"/)?.[1]

let admin = ''
beforeAll(async () => {
  admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
})

describe('the staff shell', () => {
  it.each(['/admin', '/admin/deals', '/admin/audit', '/admin/customers'])(
    'renders %s without the shop header, basket or seasonal skin',
    async (path) => {
      const res = await page(path, admin)
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).not.toContain('data-island="basket-link"')
      expect(html).not.toContain('href="/login"')
      expect(html).toContain('data-testid="staff-name">Ada Admin<')
      expect(html).toContain('data-island="staff-sign-out"')
      expect(html).toMatch(/<nav aria-label="Admin sections"/)
      // The test clock is in the Black Friday window, which the shop's pages wear.
      expect(bodyClass(await (await page('/')).text())).toBe(skinClassName.blackfriday)
      expect(bodyClass(html)).toBe(skinClassName.dealio)
    },
  )

  it('marks the current section', async () => {
    const html = await (await page('/admin/deals/new', admin)).text()
    expect(html).toContain('<a href="/admin/deals" aria-current="page">Deals</a>')
  })

  it('shows the sign-in page in the bar without sections', async () => {
    const html = await (await page('/admin/login')).text()
    expect(html).not.toContain('Admin sections')
    expect(html).not.toContain('data-island="basket-link"')
  })
})

describe('the audit log page', () => {
  it('lists back-office changes, newest first, filtered by what changed', async () => {
    const { results } = await env.DB.prepare(
      `INSERT INTO audit_log (actor_id, actor_role, action, entity, entity_id, before_json,
         after_json, created_at)
       VALUES (1, 'admin', 'deal.update', 'deal', '1', '{"title":"Old"}', '{"title":"New"}',
         '2026-11-20T09:30:00.000Z') RETURNING id`,
    ).all<{ id: number }>()
    expect(results).toHaveLength(1)
    const html = await (await page('/admin/audit?entity=deal&entityId=1', admin)).text()
    expect(html).toContain('<h1>Audit log</h1>')
    expect(html).toContain('deal.update')
    expect(html).toContain('2026-11-20 09:30 UTC')
    expect(html).toMatch(/<td>title<\/td>/)
  })
})
