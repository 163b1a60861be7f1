import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import type { AnswerOfRoute } from './typed-call'
import {
  readRoute,
  readRouteOrNull,
  readUrl,
  routeResponseOrNull,
  type ReadKey,
} from './typed-read'

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>
beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('navigator', { userAgent: 'test' })
  vi.stubGlobal('location', { href: 'http://localhost/deal/x' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// Type-level: these lines stop compiling (node scripts/typecheck.mjs) if a read loses its types
// from the route declarations.
describe('reads are typed by the route declarations', () => {
  it('take only declared GETs, their parameters and query, and answer their schema', () => {
    expectTypeOf<'GET /deal/:id/social-cue'>().toMatchTypeOf<ReadKey>()
    expectTypeOf<'POST /deal/:id/reviews'>().not.toMatchTypeOf<ReadKey>()
    expectTypeOf(readRoute<'GET /suggest'>).returns.resolves.toEqualTypeOf<
      AnswerOfRoute<'GET /suggest'>
    >()
    expectTypeOf<AnswerOfRoute<'GET /deal/:id/social-cue'>>().toEqualTypeOf<{
      lastSixHours: number
      lastTwelveHours: number
      lastTwentyFourHours: number
    }>()
    const typedOnly = () => {
      void readRoute('GET /suggest', { query: { q: 'spa' } })
      void readRoute('GET /suggest')
      // @ts-expect-error a write is not a read
      void readRoute('POST /deal/:id/reviews', { params: { id: 1 } })
      // @ts-expect-error the route names a parameter, so it must be given
      void readRouteOrNull('GET /deal/:id')
      // @ts-expect-error a query field the route does not read
      void readRoute('GET /wallet', { query: { pages: 2 } })
    }
    expectTypeOf(typedOnly).toBeFunction()
  })
})

describe('readUrl', () => {
  it('fills the path under /api/v1 and appends the defined query fields', () => {
    expect(readUrl('GET /deal/:id/reviews', { params: { id: 7 }, query: { page: 1 } })).toBe(
      '/api/v1/deal/7/reviews?page=1',
    )
    expect(readUrl('GET /suggest', { query: { q: 'spa & sun', location: undefined } })).toBe(
      '/api/v1/suggest?q=spa+%26+sun',
    )
    expect(readUrl('GET /travel/facets')).toBe('/api/v1/travel/facets')
  })
})

describe('readRoute', () => {
  it('asks for the filled URL with the options given, and answers the JSON', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ suggestions: [] }))
    const controller = new AbortController()
    const answer = await readRoute(
      'GET /suggest',
      { query: { q: 'spa' } },
      { signal: controller.signal, init: { headers: { 'x-probe': '1' } } },
    )
    expect(answer).toEqual({ suggestions: [] })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/suggest?q=spa')
    expect(new Headers(init?.headers).get('x-probe')).toBe('1')
    expect(init?.credentials).toBe('same-origin')
  })

  it('retries as resilientFetch does when the options ask for it', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json({ suggestions: [] }))
    const answer = readRoute('GET /suggest', {}, { retry: true, maxRetries: 1 })
    await vi.advanceTimersByTimeAsync(150)
    await expect(answer).resolves.toEqual({ suggestions: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('readRouteOrNull and routeResponseOrNull', () => {
  it('answer null for a failure the options do not retry', async () => {
    fetchMock.mockImplementation(async (url) =>
      url.includes('/log/')
        ? new Response(null, { status: 204 })
        : new Response('', { status: 500 }),
    )
    await expect(readRouteOrNull('GET /deal/:id/social-cue', { params: { id: 3 } })).resolves.toBe(
      null,
    )
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/deal/3/social-cue')
    // The failure is logged (§8) before the read is done with.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
  })

  it('hand back a 404 as it came, for the caller to read', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ error: {} }, { status: 404 }))
    const res = await routeResponseOrNull('GET /deal/:id', { params: { id: 9 } }, { retry: true })
    expect(res?.status).toBe(404)
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/deal/9'])
  })
})
