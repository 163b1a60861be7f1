import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { StockResponse } from '../../src/shared/schemas/stock'

const stock = async (ids: string) => SELF.fetch(`http://localhost/api/v1/stock?ids=${ids}`)

describe('GET /api/v1/stock', () => {
  it('answers live stock per deal and product, never cached', async () => {
    const { results } = await env.DB.prepare('SELECT id FROM deals ORDER BY id LIMIT 3').all<{
      id: number
    }>()
    const res = await stock(results.map((r) => r.id).join(','))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = StockResponse.parse(await res.json())
    expect(Object.keys(body.deals)).toHaveLength(3)
  })

  it('shows a sale that happened after the page was cached', async () => {
    const product = await env.DB.prepare(
      'SELECT p.id, p.deal_id FROM deal_products p JOIN deals d ON d.id = p.deal_id WHERE d.open = 1 AND p.sold_out = 0 LIMIT 1',
    ).first<{ id: number; deal_id: number }>()
    const before = StockResponse.parse(await (await stock(String(product!.deal_id))).json())
    expect(before.deals[product!.deal_id]!.products[product!.id]!.soldOut).toBe(false)

    await env.DB.prepare('UPDATE deal_products SET total_remaining = 0 WHERE id = ?')
      .bind(product!.id)
      .run()
    const after = StockResponse.parse(await (await stock(String(product!.deal_id))).json())
    expect(after.deals[product!.deal_id]!.products[product!.id]).toMatchObject({
      soldOut: true,
      remaining: 0,
    })
  })

  it('marks a deal sold out only when every product is', async () => {
    const deal = await env.DB.prepare(
      'SELECT deal_id FROM deal_products GROUP BY deal_id HAVING COUNT(*) > 1 LIMIT 1',
    ).first<{ deal_id: number }>()
    const id = deal!.deal_id
    await env.DB.prepare(
      'UPDATE deal_products SET total_remaining = 0 WHERE deal_id = ? AND position = (SELECT MIN(position) FROM deal_products WHERE deal_id = ?)',
    )
      .bind(id, id)
      .run()
    const partly = StockResponse.parse(await (await stock(String(id))).json())
    expect(partly.deals[id]!.soldOut).toBe(false)
    await env.DB.prepare('UPDATE deal_products SET total_remaining = 0 WHERE deal_id = ?')
      .bind(id)
      .run()
    const all = StockResponse.parse(await (await stock(String(id))).json())
    expect(all.deals[id]).toMatchObject({ soldOut: true, remaining: 0 })
  })

  it.each(['', 'abc', '1,-2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%s with a clear 400',
    async (ids) => {
      const res = await stock(ids)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
    },
  )

  it('leaves unknown ids out instead of failing', async () => {
    const body = StockResponse.parse(await (await stock('999999998,999999999')).json())
    expect(body.deals).toEqual({})
  })
})
