import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToBasket } from './basket-api'

const TOKEN = 'AbCdEfGhIjKlMnOp'
const NEW_TOKEN = 'NewBasketToken123'
const product = { dealId: 1, dealProductId: 11, quantity: 2 }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const created = () => json(201, { data: { basketToken: NEW_TOKEN } })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('document', { cookie: '' })
})
afterEach(() => vi.unstubAllGlobals())

const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init.method} ${url}`)

describe('addToBasket', () => {
  it('starts a basket when the shopper has none and goes to its checkout', async () => {
    fetchMock.mockResolvedValueOnce(created())
    const result = await addToBasket('dealio', product)
    expect(result).toEqual({ ok: true, token: NEW_TOKEN, checkoutPath: `/checkout/${NEW_TOKEN}` })
    expect(calls()).toEqual(['POST /api/v1/basket'])
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({
      brand: 'dealio',
      eligibleForVip: false,
      products: [product],
    })
  })

  it('adds to the basket the cookie names and shows its 409 message as it is', async () => {
    document.cookie = `other=1; basket_token=${TOKEN}`
    fetchMock.mockResolvedValueOnce(
      json(409, { error: { code: 'CONFLICT', message: 'max quantity reached' } }),
    )
    expect(await addToBasket('dealio', product)).toEqual({
      ok: false,
      message: 'max quantity reached',
    })
    expect(calls()).toEqual([`POST /api/v1/basket/${TOKEN}/product`])
  })

  it('starts afresh when the cookie’s basket is gone or closed', async () => {
    document.cookie = `basket_token=${TOKEN}`
    fetchMock
      .mockResolvedValueOnce(
        json(404, { error: { code: 'NOT_FOUND', message: 'Basket not found' } }),
      )
      .mockResolvedValueOnce(created())
    const result = await addToBasket('dealio', product)
    expect(result).toMatchObject({ ok: true, token: NEW_TOKEN })
    expect(calls()).toEqual([`POST /api/v1/basket/${TOKEN}/product`, 'POST /api/v1/basket'])
  })

  it('says so in words when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    const result = await addToBasket('dealio', product)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/connection/)
  })
})
