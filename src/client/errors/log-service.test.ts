import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logDate, lookupClientIp, parseEdgeTrace, sendLogRecord } from './log-service'

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('parseEdgeTrace', () => {
  it('reads the ip= line of the trace text', () => {
    expect(parseEdgeTrace('fl=29f\nh=www.dealio.test\nip=203.0.113.9\nts=1700000000.123\n')).toBe(
      '203.0.113.9',
    )
    expect(parseEdgeTrace('ip=2001:db8::1\nts=1')).toBe('2001:db8::1')
  })

  it('answers an empty IP when the text has none', () => {
    expect(parseEdgeTrace('<html>not found</html>')).toBe('')
    expect(parseEdgeTrace('ip=<script>')).toBe('')
  })
})

describe('logDate', () => {
  it('writes DD/MMMM/YYYY HH:mm:ss', () => {
    expect(logDate(new Date(2026, 10, 21, 9, 5, 7))).toBe('21/November/2026 09:05:07')
    expect(logDate(new Date(2027, 0, 2, 23, 59, 59))).toBe('02/January/2027 23:59:59')
  })
})

describe('the log service record', () => {
  it('leaves the IP empty, and logs, when the lookup fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    await expect(lookupClientIp()).resolves.toBe('')
    expect(console.error).toHaveBeenCalledOnce()
  })

  it('is sent with its date, the looked-up IP and the client label', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('ip=198.51.100.4\nts=1'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }))
    await expect(
      sendLogRecord({
        brand: 'dealio',
        client: 'WEBAPP-DESKTOP',
        description: 'page 0, no filters',
      }),
    ).resolves.toBe(true)
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit]
    expect(url).toBe('/api/v1/log')
    const body = JSON.parse(String(init.body)) as Record<string, unknown>
    expect(body).toMatchObject({
      brand: 'dealio',
      client: 'WEBAPP-DESKTOP',
      description: 'page 0, no filters',
      ip: '198.51.100.4',
    })
    expect(body.dateTime).toMatch(/^\d{2}\/[A-Z][a-z]+\/\d{4} \d{2}:\d{2}:\d{2}$/)
  })

  it('answers null when the record cannot be sent', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('', { status: 404 }))
      .mockResolvedValueOnce(new Response(null, { status: 500 }))
    await expect(
      sendLogRecord({ brand: 'dealio', client: 'WEBAPP-DESKTOP', description: 'x' }),
    ).resolves.toBeNull()
  })
})
