import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ResilientFetchOptions } from '../../api/resilient-fetch'
import { routeResponseOrNull } from '../../api/typed-read'
import { GENERIC_ERROR, getJson } from './travel-calendar-api'

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status })
// The polling is under test, not the shape check: any body passes (typed as no answer at all).
const isAny = (value: unknown): value is never => value !== null
const availability = (options: ResilientFetchOptions) =>
  routeResponseOrNull('GET /availability/deal/:id', { params: { id: 1 } }, options)

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('navigator', { userAgent: 'test' })
  vi.stubGlobal('location', { href: 'http://localhost/deal/travel/x' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('getJson (travel calendar)', () => {
  it('asks again every 300 ms while the supplier answers 202, then reads the data', async () => {
    fetchMock
      .mockResolvedValueOnce(json(202))
      .mockResolvedValueOnce(json(202))
      .mockResolvedValueOnce(json(200, { ok: true }))
    const loaded = getJson(
      (options) =>
        routeResponseOrNull(
          'GET /flights/cheapest/:id/:date',
          { params: { id: 1, date: '2030-12-01' } },
          options,
        ),
      isAny,
      new AbortController().signal,
    )
    await vi.advanceTimersByTimeAsync(600)
    await expect(loaded).resolves.toEqual({ kind: 'ok', data: { ok: true } })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })

  it('rides out a network blip with the retry delays', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(200, { ok: true }))
    const loaded = getJson(availability, isAny, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(150)
    await expect(loaded).resolves.toEqual({ kind: 'ok', data: { ok: true } })
  })

  it('shows the generic error, not a hang, when every try times out', async () => {
    fetchMock.mockImplementation((url: string) =>
      url.includes('/log/') ? Promise.resolve(json(204)) : new Promise(() => {}),
    )
    const loaded = getJson(availability, isAny, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(5 * 2500 + 150 + 250 + 250 + 500)
    await expect(loaded).resolves.toEqual({ kind: 'error', status: 0, message: GENERIC_ERROR })
  })

  it('reads 204 as nothing for these dates', async () => {
    fetchMock.mockResolvedValueOnce(json(204))
    const loaded = getJson(
      (options) => routeResponseOrNull('GET /products/:dealId', { params: { dealId: 1 } }, options),
      isAny,
      new AbortController().signal,
    )
    await expect(loaded).resolves.toEqual({ kind: 'empty' })
  })
})
