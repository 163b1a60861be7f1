import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import type {
  AnswerOfRoute,
  BodyOfRoute,
  ParamsOfRoute,
  QueryOfRoute,
  RouteKey,
} from './typed-call'
import { callRoute } from './typed-call'

// Type-level: these lines stop compiling (node scripts/typecheck.mjs) if the client loses its
// types from the route declarations.
describe('callRoute is typed by the route declarations', () => {
  it('knows each declared route, its body and its answer', () => {
    expectTypeOf<'POST /customer/login'>().toMatchTypeOf<RouteKey>()
    expectTypeOf<'POST /customer/no-such-route'>().not.toMatchTypeOf<RouteKey>()
    // One route's method with another's path is no route.
    expectTypeOf<'DELETE /customer/login'>().not.toMatchTypeOf<RouteKey>()
    expectTypeOf<BodyOfRoute<'POST /customer/password-reset'>>().toEqualTypeOf<{
      email: string
    }>()
    expectTypeOf<AnswerOfRoute<'POST /customer/login/first-step'>>().not.toBeAny()
    expectTypeOf<AnswerOfRoute<'POST /customer/login/first-step'>>().not.toBeUnknown()
    const typedOnly = () => {
      // @ts-expect-error a body field the route does not declare
      void callRoute('POST /customer/password-reset', { body: { emial: 'a@b.c' } })
      // @ts-expect-error a route nobody declared
      void callRoute('POST /customer/nowhere')
    }
    expectTypeOf(typedOnly).toBeFunction()
  })

  it("knows each route's path parameters and query", () => {
    expectTypeOf<ParamsOfRoute<'GET /wishlist/:id'>>().toEqualTypeOf<{ id: string }>()
    expectTypeOf<ParamsOfRoute<'GET /wishlist'>>().toEqualTypeOf<undefined>()
    expectTypeOf<QueryOfRoute<'GET /addresses/autocomplete'>['q']>().toEqualTypeOf<string>()
    const typedOnly = () => {
      void callRoute('GET /wishlist/:id', { params: { id: 'ab12' } })
      // @ts-expect-error a path parameter the route does not name
      void callRoute('GET /wishlist/:id', { params: { wishlistId: 'ab12' } })
      // @ts-expect-error the route names a parameter, so it must be given
      void callRoute('GET /wishlist/deal/:dealId')
      // @ts-expect-error a route without parameters takes none
      void callRoute('GET /customer/profile', { params: { id: '1' } })
      void callRoute('GET /addresses/autocomplete', { query: { q: 'SW1' } })
      // @ts-expect-error a query field the route does not read
      void callRoute('GET /addresses/autocomplete', { query: { query: 'SW1' } })
      // @ts-expect-error the route's query is required
      void callRoute('GET /addresses/autocomplete')
    }
    expectTypeOf(typedOnly).toBeFunction()
  })
})

describe('callRoute', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends the filled path, the query, the JSON body and the caller's headers", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: {} }))
    vi.stubGlobal('fetch', fetch)
    await callRoute('POST /checkout/:token/promocode', {
      params: { token: 'tok/1' },
      body: { code: 'SAVE10' },
      headers: { 'alt-payment-methods': 'legacy' },
    })
    await callRoute('GET /addresses', { query: { postcode: 'SW1A 1AA' } })
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/checkout/tok%2F1/promocode',
      '/api/v1/addresses?postcode=SW1A+1AA',
    ])
    const init = fetch.mock.calls[0]?.[1] ?? {}
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"code":"SAVE10"}')
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'alt-payment-methods': 'legacy',
    })
  })

  it('gives up by the caller’s signal, answering as offline', async () => {
    vi.stubGlobal('fetch', (_url: string, init?: RequestInit) =>
      init?.signal?.aborted
        ? Promise.reject(init.signal.reason)
        : Promise.resolve(Response.json({})),
    )
    const result = await callRoute('GET /customer/session', { signal: AbortSignal.abort() })
    expect(result).toMatchObject({ ok: false, status: 0 })
  })
})
