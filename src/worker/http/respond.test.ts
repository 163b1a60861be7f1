import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { respond, UndeclaredAnswer } from './respond'

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

  it('types the data by the schema', () => {
    const app = new Hono()
    // @ts-expect-error: `id` is missing, which the compiler must refuse
    app.get('/', (c) => respond(c, Answer, { data: {} }))
    expect(app.routes).toHaveLength(1)
  })
})
