import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { StockResponse } from '../../src/shared/schemas/stock'
import { makeBasketDeal } from '../fixtures/make-basket-deal'

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

  // The sales below go to deals of the test's own: the seed's stock is every worker file's
  // (they share one database, setup.ts).
  it('shows a sale that happened after the page was cached', async () => {
    const made = await makeBasketDeal(env.DB, { products: [{ totalRemaining: 5 }] })
    const product = { id: made.productIds[0]!, deal_id: made.id }
    const before = StockResponse.parse(await (await stock(String(product.deal_id))).json())
    expect(before.deals[product.deal_id]!.products[product.id]!.soldOut).toBe(false)

    await env.DB.prepare('UPDATE deal_products SET total_remaining = 0 WHERE id = ?')
      .bind(product.id)
      .run()
    const after = StockResponse.parse(await (await stock(String(product.deal_id))).json())
    expect(after.deals[product.deal_id]!.products[product.id]).toMatchObject({
      soldOut: true,
      remaining: 0,
    })
  })

  it('marks a deal sold out only when every product is', async () => {
    const { id } = await makeBasketDeal(env.DB, {
      products: [{ totalRemaining: 5 }, { totalRemaining: 5 }],
    })
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
