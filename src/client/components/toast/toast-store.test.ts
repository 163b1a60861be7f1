import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, getToasts, showToast, subscribeToasts } from './toast-store'

describe('the toast store', () => {
  beforeEach(() => {
    // The store is a module of its own and the unit project shares modules between files
    // (vitest.config.ts): start from an empty stack whatever ran before.
    getToasts().forEach((toast) => dismissToast(toast.id))
    vi.useFakeTimers()
  })
  afterEach(() => {
    getToasts().forEach((toast) => dismissToast(toast.id))
    vi.useRealTimers()
  })

  it('stacks toasts in the order shown and drops each after 5 s', () => {
    showToast('First')
    vi.advanceTimersByTime(1_000)
    showToast('Second', { tone: 'error' })
    expect(getToasts().map((t) => [t.message, t.tone])).toEqual([
      ['First', 'info'],
      ['Second', 'error'],
    ])
    vi.advanceTimersByTime(4_000)
    expect(getToasts().map((t) => t.message)).toEqual(['Second'])
    vi.advanceTimersByTime(1_000)
    expect(getToasts()).toEqual([])
  })

  it('tells subscribers of every change and can be dismissed early', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasts(listener)
    const id = showToast('Saved', { testId: 'saved' })
    expect(getToasts()[0]).toMatchObject({ message: 'Saved', testId: 'saved' })
    dismissToast(id)
    expect(getToasts()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    showToast('Unheard')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
