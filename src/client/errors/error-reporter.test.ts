import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorRecord, onceFilter, reportError } from './error-reporter'

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  vi.stubGlobal('fetch', fetchMock)
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 Test' })
  vi.stubGlobal('location', { href: 'https://www.dealio.test/account/reset?token=abc' })
})
afterEach(() => vi.unstubAllGlobals())

describe('onceFilter', () => {
  it('lets each message and source through once', () => {
    const first = onceFilter()
    expect(first('boom', 'a.js:1:1')).toBe(true)
    expect(first('boom', 'a.js:1:1')).toBe(false)
    expect(first('boom', 'b.js:1:1')).toBe(true)
    expect(first('other', 'a.js:1:1')).toBe(true)
  })

  it('stops after the per-page cap so a loop cannot flood the log', () => {
    const first = onceFilter(2)
    expect([first('a', 's'), first('b', 's'), first('c', 's')]).toEqual([true, true, false])
  })
})

describe('errorRecord', () => {
  it('has the error log shape of §7 and drops the page query', () => {
    const record = errorRecord(
      { name: 'TypeError', message: 'x is undefined', source: 'app.js:3:9', stack: 'at f' },
      'https://www.dealio.test/account/reset?token=abc#top',
      'UA',
    )
    expect(record).toEqual({
      client: true,
      server: false,
      name: 'TypeError',
      message: 'x is undefined',
      description: 'app.js:3:9',
      error: { stack: 'at f' },
      referrer: 'https://www.dealio.test/account/reset',
      userAgent: 'UA',
    })
  })

  it('cuts long fields to what the endpoint accepts', () => {
    const record = errorRecord(
      { name: '', message: 'm'.repeat(5000), source: 's' },
      'https://a.test/',
      'u',
    )
    expect(record.message).toHaveLength(2000)
    expect(record.name).toBe('Error')
  })
})

describe('reportError', () => {
  it('posts each error once to the error log', async () => {
    const error = { name: 'Error', message: 'once only', source: 'entry.js:1:1' }
    await expect(reportError(error)).resolves.toBe(true)
    await expect(reportError(error)).resolves.toBeNull()
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/log/error')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'once only' })
  })

  it('answers null and only prints when the log cannot be sent', async () => {
    const print = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    await expect(reportError({ name: 'Error', message: 'unsent', source: 'x' })).resolves.toBeNull()
    expect(print).toHaveBeenCalledOnce()
    print.mockRestore()
  })
})
