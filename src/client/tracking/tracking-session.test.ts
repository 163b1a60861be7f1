import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ensureTrackingSession } from './tracking-session'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

beforeEach(() => {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ensureTrackingSession', () => {
  it('keeps the id the worker answers and asks only once', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { sessionId: 'abcd-1234' }))
    expect(await ensureTrackingSession()).toBe('abcd-1234')
    expect(await ensureTrackingSession()).toBe('abcd-1234')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an id of the wrong form', 200, { sessionId: 'no spaces <b>' }],
    ['no id', 200, {}],
    ['a number', 200, { sessionId: 12345678 }],
    ['a refusal', 503, { sessionId: 'abcd-1234' }],
  ])('answers false, and stores nothing, for %s', async (_, status, body) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(status, body))
    expect(await ensureTrackingSession()).toBe(false)
    expect(localStorage.getItem('tracking-session')).toBeNull()
  })
})
