import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { respond, respondSerialised, UndeclaredAnswer } from './respond'

const Answer = z.object({ data: z.object({ id: z.number().int().positive() }).strict() }).strict()

const appAnswering = (data: unknown) => {
  const app = new Hono<{ Bindings: { ENVIRONMENT: string } }>()
  app.get('/', (c) => respond(c, Answer, data as z.input<typeof Answer>, 201))
  app.onError((error, c) => c.json({ error: error.name }, 500))
  return (ENVIRONMENT: string) => app.request('/', {}, { ENVIRONMENT })
}

describe('respond', () => {
  it('sends the data as given, with the status', async () => {
    const res = await appAnswering({ data: { id: 7 } })('test')
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ data: { id: 7 } })
  })

  it('refuses an answer outside its schema in development and the tests', async () => {
    for (const environment of ['test', 'development']) {
      const res = await appAnswering({ data: { id: -1 } })(environment)
      expect(res.status).toBe(500)
      expect(await res.json()).toEqual({ error: new UndeclaredAnswer('').name })
    }
  })

  it('does not parse in production: the hot path pays nothing', async () => {
    const res = await appAnswering({ data: { id: -1 } })('production')
    expect(res.status).toBe(201)
  })

  it('refuses, in the tests, a route answering with another schema than its contract declares', async () => {
    const app = new Hono<{ Bindings: { ENVIRONMENT: string } }>()
    // GET /api/v1/wallet declares WalletResponse; Answer is not it, however well the data fits.
    app.get('/api/v1/wallet', (c) => respond(c, Answer, { data: { id: 1 } }))
    app.onError((error, c) => c.json({ error: error.message }, 500))
    const res = await app.request('/api/v1/wallet', {}, { ENVIRONMENT: 'test' })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({
      error: 'GET /api/v1/wallet answers with a schema its contract does not declare',
    })
  })

  it('types the data by the schema', () => {
    const app = new Hono()
    // @ts-expect-error: `id` is missing, which the compiler must refuse
    app.get('/', (c) => respond(c, Answer, { data: {} }))
    expect(app.routes).toHaveLength(1)
  })
})

describe('respondSerialised', () => {
  const appSending = (json: string) => {
    const app = new Hono<{ Bindings: { ENVIRONMENT: string } }>()
    app.get('/', (c) => respondSerialised(c, Answer, json, { 'cache-control': 'no-store' }))
    app.onError((error, c) => c.json({ error: error.name }, 500))
    return (ENVIRONMENT: string) => app.request('/', {}, { ENVIRONMENT })
  }

  it('sends the text as JSON with its headers', async () => {
    const res = await appSending('{"data":{"id":3}}')('test')
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toBe('{"data":{"id":3}}')
  })

  it('refuses text outside the schema in the tests, not in production', async () => {
    expect((await appSending('{"data":{}}')('test')).status).toBe(500)
    expect((await appSending('{"data":{}}')('production')).status).toBe(200)
  })
})
