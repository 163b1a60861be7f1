import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { WishlistFlagsResponse, WishlistResponse } from '../../src/shared/schemas/wishlist'
import { call, Jar, liveUkDeals, signIn } from './wishlist-client'

const flags = async (res: Response) => WishlistFlagsResponse.parse(await res.json())
const view = async (res: Response) => WishlistResponse.parse(await res.json())

describe('anonymous wishlist', () => {
  it('is created on the first add with its id in a 7-day cookie, then listed by that id', async () => {
    const jar = new Jar()
    const [a, b] = await liveUkDeals(2)
    const empty = await call(jar, 'GET', '/wishlist')
    expect(await view(empty)).toMatchObject({ id: null, deals: [], quantity: 0, signedIn: false })

    const added = await call(jar, 'POST', `/wishlist/deal/${a}`)
    expect(added.status).toBe(201)
    expect(added.headers.get('cache-control')).toBe('private, no-store')
    expect(added.headers.getSetCookie().join()).toMatch(/wishlist_id=\w+;.*Max-Age=604800/i)
    const { id } = await flags(added)
    expect(id).toBe(jar.get('wishlist_id'))

    await call(jar, 'POST', `/wishlist/${id}/deal/${b}`)
    await call(jar, 'POST', `/wishlist/${id}/deal/${b}`)
    const list = await view(await call(jar, 'GET', `/wishlist/${id}`))
    expect(list.deals.map((d) => d.id)).toEqual([b, a])
    expect(list).toMatchObject({ id, quantity: 2, pageSize: 50, errorMessage: null })

    const fetched = await call(jar, 'GET', '/wishlist')
    expect(fetched.headers.getSetCookie().join()).toMatch(/Max-Age=31536000/i)
    expect((await view(fetched)).quantity).toBe(2)
  })

  it('answers the flag of one deal', async () => {
    const jar = new Jar()
    const [a, b] = await liveUkDeals(2)
    await call(jar, 'POST', `/wishlist/deal/${a}`)
    expect(await (await call(jar, 'GET', `/wishlist/deal/${a}`)).json()).toEqual({
      data: { data: true },
    })
    expect(await (await call(jar, 'GET', `/wishlist/deal/${b}`)).json()).toEqual({
      data: { data: false },
    })
  })

  it('removes one deal, then clears them all', async () => {
    const jar = new Jar()
    const [a, b, c] = await liveUkDeals(3)
    const { id } = await flags(await call(jar, 'POST', `/wishlist/deal/${a}`))
    await call(jar, 'POST', `/wishlist/${id}/deal/${b}`)
    await call(jar, 'POST', `/wishlist/${id}/deal/${c}`)
    expect((await flags(await call(jar, 'DELETE', `/wishlist/${id}/deal/${b}`))).dealIds).toEqual([
      c,
      a,
    ])
    expect((await flags(await call(jar, 'DELETE', `/wishlist/${id}/deal/all`))).dealIds).toEqual([])
    expect((await view(await call(jar, 'GET', `/wishlist/${id}`))).quantity).toBe(0)
  })

  it('pages 50 deals at a time', async () => {
    const jar = new Jar()
    const ids = await liveUkDeals(55)
    expect(ids).toHaveLength(55)
    const { id } = await flags(await call(jar, 'POST', `/wishlist/deal/${ids[0]}`))
    const insert = env.DB.prepare(
      'INSERT INTO wishlist_items (wishlist_id, deal_id, added_at) VALUES (?, ?, ?)',
    )
    await env.DB.batch(
      ids
        .slice(1)
        .map((deal, i) =>
          insert.bind(id, deal, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
        ),
    )
    const first = await view(await call(jar, 'GET', `/wishlist/${id}?page=0`))
    const second = await view(await call(jar, 'GET', `/wishlist/${id}?page=1`))
    expect(first.quantity).toBe(55)
    expect(first.deals).toHaveLength(50)
    expect(second.deals).toHaveLength(5)
    expect(first.nomore).toBe(false)
    expect(second.nomore).toBe(true)
    expect((await call(jar, 'GET', `/wishlist/${id}?page=x`)).status).toBe(400)
  })

  it('answers 4xx with the §8 messages for malformed calls, never a 500', async () => {
    const jar = new Jar()
    const bad = await call(jar, 'POST', '/wishlist/deal/abc')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: { code: 'INVALID', message: 'args malformed' } })
    expect((await call(jar, 'GET', '/wishlist/not-an-id')).status).toBe(400)
    expect((await call(jar, 'GET', `/wishlist/${'a'.repeat(32)}`)).status).toBe(404)
    expect((await call(jar, 'POST', '/wishlist/deal/999999999')).status).toBe(404)
    const missing = await call(jar, 'DELETE', `/wishlist/${'a'.repeat(32)}`)
    expect(await missing.json()).toEqual({ error: { code: 'INVALID', message: 'URL missing' } })
  })

  it('refuses a change from another origin', async () => {
    const [a] = await liveUkDeals(1)
    const { SELF } = await import('cloudflare:test')
    const res = await SELF.fetch(`http://localhost/api/v1/wishlist/deal/${a}`, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
    })
    expect(res.status).toBe(403)
  })
})

describe('customer wishlist', () => {
  it('merges the anonymous list into the customer’s on login', async () => {
    const [a, b, c] = await liveUkDeals(3)
    // The customer already keeps b on another device.
    const other = new Jar()
    const { email } = await signIn(other)
    await call(other, 'POST', `/wishlist/deal/${b}`)

    const jar = new Jar()
    const anonymous = await flags(await call(jar, 'POST', `/wishlist/deal/${a}`))
    await call(jar, 'POST', `/wishlist/${anonymous.id}/deal/${b}`)
    await call(jar, 'POST', `/wishlist/${anonymous.id}/deal/${c}`)
    await signIn(jar, email)

    const mine = await view(await call(jar, 'GET', '/wishlist'))
    expect(mine.signedIn).toBe(true)
    expect(mine.quantity).toBe(3)
    expect(new Set(mine.deals.map((d) => d.id))).toEqual(new Set([a, b, c]))
    expect(jar.get('wishlist_id')).toBe(mine.id)
    expect(mine.id).not.toBe(anonymous.id)
    expect(
      await env.DB.prepare('SELECT 1 FROM wishlists WHERE id = ?').bind(anonymous.id).first(),
    ).toBeNull()
  })

  it('makes the anonymous list the customer’s own when they had none', async () => {
    const [a] = await liveUkDeals(1)
    const jar = new Jar()
    const anonymous = await flags(await call(jar, 'POST', `/wishlist/deal/${a}`))
    await signIn(jar)
    expect((await view(await call(jar, 'GET', '/wishlist'))).id).toBe(anonymous.id)
  })

  it('checks the customerToken against the session: 403 when it is not this session’s', async () => {
    const jar = new Jar()
    await signIn(jar)
    const token = jar.get('ct')!
    expect((await call(jar, 'GET', `/wishlist?customerToken=${token}`)).status).toBe(200)
    expect((await call(jar, 'GET', `/wishlist?customerToken=${'x'.repeat(40)}`)).status).toBe(403)
    expect((await call(new Jar(), 'GET', `/wishlist?customerToken=${token}`)).status).toBe(403)
    // §5: under 10 characters the fetch stops before any lookup.
    const short = await call(jar, 'GET', '/wishlist?customerToken=short')
    expect(short.status).toBe(400)
    expect(await short.json()).toEqual({ error: { code: 'INVALID', message: 'args malformed' } })
  })

  it('keeps a customer’s list from anyone else, even with its id', async () => {
    const [a] = await liveUkDeals(1)
    const jar = new Jar()
    await signIn(jar)
    const { id } = await flags(await call(jar, 'POST', `/wishlist/deal/${a}`))
    const stranger = new Jar()
    expect((await call(stranger, 'GET', `/wishlist/${id}`)).status).toBe(403)
    expect((await call(stranger, 'DELETE', `/wishlist/${id}/deal/all`)).status).toBe(403)
    await signIn(stranger)
    expect((await call(stranger, 'POST', `/wishlist/${id}/deal/${a}`)).status).toBe(403)
  })

  it('merges through PATCH only with the session’s own token', async () => {
    const [a] = await liveUkDeals(1)
    const jar = new Jar()
    const anonymous = await flags(await call(jar, 'POST', `/wishlist/deal/${a}`))
    const customer = new Jar()
    await signIn(customer)
    const patch = (value: string) =>
      call(customer, 'PATCH', `/wishlist/${anonymous.id}`, {
        operations: [{ op: 'merge', path: '/customerToken', value }],
      })
    expect((await patch('y'.repeat(40))).status).toBe(403)
    const merged = await patch(customer.get('ct')!)
    expect(merged.status).toBe(200)
    expect((await view(merged)).deals.map((d) => d.id)).toEqual([a])
    const wrongOp = await call(customer, 'PATCH', `/wishlist/${anonymous.id}`, {
      operations: [{ op: 'replace', path: '/customerToken', value: 'z'.repeat(20) }],
    })
    expect(wrongOp.status).toBe(400)
  })
})
