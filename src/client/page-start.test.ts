import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSessionCheck } from './api/session-check'
import { syncLiveStock } from './live-stock'
import { startPage } from './page-start'

vi.mock('./api/session-check', () => ({ startSessionCheck: vi.fn() }))
vi.mock('./live-stock', () => ({ syncLiveStock: vi.fn(async () => undefined) }))

/** Tasks queued with setTimeout, run one at a time by the test as the browser's loop would. */
let tasks: (() => void)[] = []
/** Runs the oldest queued task and every promise callback it leads to. */
async function runTask() {
  tasks.shift()?.()
  await new Promise((done) => setImmediate(done))
}

beforeEach(() => {
  tasks = []
  vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run))
  vi.mocked(startSessionCheck).mockClear()
  vi.mocked(syncLiveStock).mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('startPage', () => {
  it('starts the session check and live stock each in a task of its own, after the caller’s', async () => {
    let done = false
    const started = startPage().then(() => (done = true))
    // Nothing in the task, or the promise callbacks, that called it.
    await new Promise((settled) => setImmediate(settled))
    expect(startSessionCheck).not.toHaveBeenCalled()
    expect(tasks).toHaveLength(1)
    await runTask()
    expect(startSessionCheck).toHaveBeenCalledTimes(1)
    expect(syncLiveStock).not.toHaveBeenCalled()
    expect(done).toBe(false)
    await runTask()
    expect(syncLiveStock).toHaveBeenCalledTimes(1)
    await started
    expect(done).toBe(true)
    expect(tasks).toHaveLength(0)
  })
})
