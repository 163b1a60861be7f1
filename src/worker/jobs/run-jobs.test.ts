import { describe, expect, it, vi } from 'vitest'
import type { Env } from '../env'
import { runJobs } from './run-jobs'
import { testNow } from '../../../scripts/lib/test-clock.mjs'

describe('runJobs', () => {
  it('runs every job even when one fails, and reports each', { tags: ['dated'] }, async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const failures = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ran: string[] = []
    const outcome = await runJobs(
      [
        { name: 'a', run: async () => void ran.push('a') },
        {
          name: 'broken',
          run: async () => {
            throw new Error('boom')
          },
        },
        { name: 'c', run: async () => void ran.push('c') },
      ],
      {} as Env,
      new Date(testNow()),
    )
    expect(ran).toEqual(['a', 'c'])
    expect(outcome).toEqual([
      { job: 'a', ok: true },
      { job: 'broken', ok: false },
      { job: 'c', ok: true },
    ])
    expect(failures.mock.calls.some(([line]) => String(line).includes('"job":"broken"'))).toBe(true)
    expect(log.mock.calls.filter(([line]) => String(line).includes('"job-finished"'))).toHaveLength(
      2,
    )
    log.mockRestore()
    failures.mockRestore()
  })
})
