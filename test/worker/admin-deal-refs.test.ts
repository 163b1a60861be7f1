import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminDealRefsResponse } from '../../src/shared/schemas/admin-deal'
import { makeStaff } from '../fixtures/make-staff'

const page = (path: string, cookie = '') =>
  SELF.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

let admin = ''
beforeAll(async () => {
  admin = (await makeStaff(env.DB, { role: 'admin' })).cookie
})

describe('GET /api/v1/admin/deal-refs', () => {
  const refs = async (query: string) => {
    const res = await page(`/api/v1/admin/deal-refs?${query}`, admin)
    expect(res.status).toBe(200)
    return AdminDealRefsResponse.parse(await res.json()).data
  }

  it('finds merchants of a country by part of their name', async () => {
    const merchant = await env.DB.prepare(
      "SELECT id, display_name FROM merchants WHERE country_code = 'ie' ORDER BY id LIMIT 1",
    ).first<{ id: number; display_name: string }>()
    const word = merchant!.display_name.split(' ')[0]!.toLowerCase()
    const found = await refs(`kind=merchant&country=ie&q=${encodeURIComponent(word)}`)
    expect(found.map((ref) => ref.id)).toContain(merchant!.id)
    expect(found.length).toBeLessThanOrEqual(20)
    for (const ref of found) expect(ref.name.toLowerCase()).toContain(word)
    expect(await refs(`kind=merchant&country=gb&q=${merchant!.id}`)).toEqual([])
  })

  it("offers a category's subcategories, and an id typed in", async () => {
    const subs = await refs('kind=subcategory&categoryId=1')
    expect(subs.length).toBeGreaterThan(0)
    const category = await refs('kind=category&q=1')
    expect(category.map((ref) => ref.id)).toContain(1)
    for (const sub of subs) expect(sub.detail).toBe(category.find((c) => c.id === 1)!.name)
  })

  it('is for admins only', async () => {
    expect((await page('/api/v1/admin/deal-refs?kind=location')).status).toBe(401)
  })
})
