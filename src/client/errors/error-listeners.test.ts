import { afterEach, describe, expect, it, vi } from 'vitest'
import { installErrorListeners } from './error-listeners'

const report = vi.hoisted(() => vi.fn())
vi.mock('./error-reporter', () => ({ reportError: report }))

afterEach(() => report.mockReset())

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('installErrorListeners', () => {
  it('reports uncaught errors with their script position and unhandled rejections', async () => {
    const target = new EventTarget()
    installErrorListeners(target as unknown as Window)
    const error = Object.assign(new Event('error'), {
      message: 'Uncaught TypeError: x is undefined',
      filename: 'https://www.dealio.test/assets/entry.js',
      lineno: 3,
      colno: 9,
      error: new TypeError('x is undefined'),
    })
    target.dispatchEvent(error)
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' })
    target.dispatchEvent(rejection)
    await flush()
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'TypeError',
        message: 'Uncaught TypeError: x is undefined',
        source: 'https://www.dealio.test/assets/entry.js:3:9',
      }),
    )
    expect(report).toHaveBeenCalledWith({
      name: 'UnhandledRejection',
      message: 'nope',
      source: 'unhandledrejection',
    })
  })

  it('ignores resource load errors, which carry no message', async () => {
    const target = new EventTarget()
    installErrorListeners(target as unknown as Window)
    target.dispatchEvent(new Event('error'))
    await flush()
    expect(report).not.toHaveBeenCalled()
  })
})
