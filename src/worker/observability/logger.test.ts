import { afterEach, describe, expect, it, vi } from 'vitest'
import { log, withRequestId } from './logger'

const captured = () => {
  const lines: { method: string; line: Record<string, unknown> }[] = []
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((text: unknown) => {
      lines.push({ method, line: JSON.parse(String(text)) as Record<string, unknown> })
    })
  }
  return lines
}

afterEach(() => vi.restoreAllMocks())

describe('log', () => {
  it('writes one JSON line with level, event, request id and fields, on the level’s method', () => {
    const lines = captured()
    log.info('job-finished', { job: 'a' })
    log.warn('slow', { ms: 900 })
    log.error('broken', { requestId: 'r-1', step: 'pay' })
    expect(lines).toEqual([
      { method: 'log', line: { level: 'info', event: 'job-finished', requestId: null, job: 'a' } },
      { method: 'warn', line: { level: 'warn', event: 'slow', requestId: null, ms: 900 } },
      {
        method: 'error',
        line: { level: 'error', event: 'broken', requestId: 'r-1', step: 'pay' },
      },
    ])
  })

  it('takes the request id from the request it runs in', async () => {
    const lines = captured()
    await withRequestId('ray-1', async () => {
      await Promise.resolve()
      log.warn('deep-in-a-service')
    })
    expect(lines[0]?.line.requestId).toBe('ray-1')
  })

  it('never writes a password, token or card number it is handed', () => {
    const lines = captured()
    log.error('sign-in-failed', {
      password: 'correct horse',
      token: 'tok_live_123',
      message: 'card 4111111111111111 refused',
    })
    const text = JSON.stringify(lines)
    expect(text).not.toMatch(/correct horse|tok_live_123|4111111111111111/)
  })
})
