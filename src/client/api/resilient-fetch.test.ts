import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RETRY_DELAYS_MS } from '../../shared/config/constants'
import {
  FetchFailure,
  fetchOrNull,
  raceTimeout,
  resilientFetch,
  responseOrNull,
  retryDelay,
  setDynamicPriceVariant,
} from './resilient-fetch'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
const never = () => new Promise<Response>(() => {})
const PAGE_STATE = JSON.stringify({ brandId: 'dealioie', locationShortName: 'dublin' })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' })
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'page-state' ? { textContent: PAGE_STATE } : null),
  })
  vi.stubGlobal('location', { href: 'https://www.dealio.test/deals/london?token=secret' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setDynamicPriceVariant(null)
})

describe('raceTimeout', () => {
  it("rejects with 'Connection timeout: {limit}' when the work outlasts the limit", async () => {
    const onTimeout = vi.fn()
    const raced = raceTimeout(new Promise(() => {}), 2500, onTimeout)
    const seen = expect(raced).rejects.toThrow('Connection timeout: 2500')
    await vi.advanceTimersByTimeAsync(2499)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await seen
    expect(onTimeout).toHaveBeenCalledOnce()
  })

  it('answers with the work when it wins and leaves no timer behind', async () => {
    await expect(raceTimeout(Promise.resolve(7), 2500)).resolves.toBe(7)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('retryDelay', () => {
  it('walks the delay list of §9 and then gives up', () => {
    expect(RETRY_DELAYS_MS.map((_, i) => retryDelay(i))).toEqual([...RETRY_DELAYS_MS])
    expect(retryDelay(RETRY_DELAYS_MS.length)).toBeNull()
  })
})

describe('resilientFetch', () => {
  it('answers the parsed JSON of a successful call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { deals: [1] }))
    await expect(resilientFetch('/api/v1/x')).resolves.toEqual({ deals: [1] })
  })

  it("times out after the default 2500 ms with 'Connection timeout: 2500' and aborts the call", async () => {
    fetchMock.mockImplementation(never)
    const call = expect(resilientFetch('/api/v1/slow')).rejects.toThrow('Connection timeout: 2500')
    await vi.advanceTimersByTimeAsync(2500)
    await call
    const init = fetchMock.mock.calls[0]![1] as RequestInit
    expect(init.signal?.aborted).toBe(true)
  })

  it("rejects an empty answer with 'No data received from {url}'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }))
    await expect(resilientFetch('/api/v1/empty')).rejects.toThrow(
      'No data received from /api/v1/empty',
    )
  })

  it('retries a failing call after each delay of the list, in order', async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, {}))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(json(200, { ok: 1 }))
    const result = resilientFetch('/api/v1/flaky', { retry: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(149)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(250)
    expect(fetchMock).toHaveBeenCalledTimes(3)
    await expect(result).resolves.toEqual({ ok: 1 })
  })

  it('tries once plus once per delay of the list, then rejects with the last failure', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, {})))
    const result = resilientFetch('/api/v1/down', { retry: true })
    const seen = expect(result).rejects.toThrow('/api/v1/down answered 500')
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0))
    await seen
    expect(fetchMock).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1)
  })

  it('never retries a request the server refused (4xx) or a call without retry', async () => {
    fetchMock.mockResolvedValue(json(404, {}))
    const refused = await resilientFetch('/api/v1/gone', { retry: true }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(FetchFailure)
    expect((refused as FetchFailure).status).toBe(404)
    fetchMock.mockResolvedValue(json(500, {}))
    await expect(resilientFetch('/api/v1/once')).rejects.toThrow('answered 500')
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('stops retrying when the caller aborts', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, {})))
    const controller = new AbortController()
    const result = resilientFetch('/api/v1/x', { retry: true, signal: controller.signal })
    const seen = expect(result).rejects.toBeDefined()
    await vi.advanceTimersByTimeAsync(10)
    controller.abort()
    await seen
    await vi.advanceTimersByTimeAsync(20_000)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sends the feed headers of §7, with the dynamic-price variant once it is known', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})))
    setDynamicPriceVariant('c')
    await resilientFetch('/api/v1/feed', { feed: true })
    const headers = (fetchMock.mock.calls[0]![1] as RequestInit).headers as Headers
    expect(Object.fromEntries(headers.entries())).toMatchObject({
      accept: 'application/json',
      'app-platform': 'WEBAPP-MOBILE',
      brand: 'dealioie',
      'country-code': 'ie',
      webapp: 'true',
      'dynamic-price-variant': 'c',
      'all-locations': 'dublin',
    })
    expect(headers.get('version')).toMatch(/^\d+\.\d+\.\d+$/)
    await resilientFetch('/api/v1/plain')
    const plain = (fetchMock.mock.calls[1]![1] as RequestInit).headers as Headers
    expect(plain.has('app-platform')).toBe(false)
  })
})

describe('fetchOrNull', () => {
  it('swallows a failure as null and posts it to the error log', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, {})))
    await expect(fetchOrNull('/api/v1/rail')).resolves.toBeNull()
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit]
    expect(url).toBe('/api/v1/log/error')
    expect(JSON.parse(String(init.body))).toMatchObject({
      client: true,
      message: '/api/v1/rail answered 500',
      description: '/api/v1/rail',
      referrer: 'https://www.dealio.test/deals/london',
    })
  })

  it('does not log a call the caller aborted', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    )
    const result = fetchOrNull('/api/v1/suggest', { signal: controller.signal })
    controller.abort()
    await expect(result).resolves.toBeNull()
    await vi.advanceTimersByTimeAsync(10)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('responseOrNull', () => {
  it('hands back a 4xx answer as it is, so a 404 can mean "gone"', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(404, {})))
    const res = await responseOrNull('/api/v1/deal/1', { retry: true })
    expect(res?.status).toBe(404)
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('retries a 5xx with the first delays and then answers null', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(502, {})))
    const res = responseOrNull('/api/v1/rail', { retry: true, maxRetries: 2 })
    await vi.advanceTimersByTimeAsync(150 + 250)
    await expect(res).resolves.toBeNull()
    // Three tries, then the error log.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4))
    expect(fetchMock.mock.calls[3]![0]).toBe('/api/v1/log/error')
  })

  it('answers null when the call times out every time', async () => {
    fetchMock.mockImplementation(never)
    const res = responseOrNull('/api/v1/slow', { timeoutMs: 100 })
    await vi.advanceTimersByTimeAsync(100)
    await expect(res).resolves.toBeNull()
  })
})
