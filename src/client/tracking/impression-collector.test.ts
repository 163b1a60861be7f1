import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ImpressionCollector } from './impression-collector'

describe('impression collector', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = () => {
    const batches: number[][] = []
    const collector = new ImpressionCollector<number>((ids) => batches.push(ids))
    return { batches, collector }
  }

  it('counts a card only after it has been visible for a second', () => {
    const { batches, collector } = setup()
    collector.visible(1)
    vi.advanceTimersByTime(999)
    collector.hidden(1)
    vi.advanceTimersByTime(5000)
    collector.flush()
    expect(batches).toEqual([])
    collector.visible(1)
    vi.advanceTimersByTime(1000)
    collector.flush()
    expect(batches).toEqual([[1]])
  })

  it('counts each card once per page however often it comes back into view', () => {
    const { batches, collector } = setup()
    for (let i = 0; i < 3; i++) {
      collector.visible(7)
      vi.advanceTimersByTime(1500)
      collector.hidden(7)
    }
    collector.flush()
    collector.flush()
    expect(batches).toEqual([[7]])
  })

  it('sends a batch as soon as 50 are collected, and the rest on flush', () => {
    const { batches, collector } = setup()
    for (let id = 1; id <= 120; id++) collector.visible(id)
    vi.advanceTimersByTime(1000)
    expect(batches.map((b) => b.length)).toEqual([50, 50])
    expect(batches[0]![0]).toBe(1)
    collector.flush()
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20])
    expect(new Set(batches.flat()).size).toBe(120)
  })

  it('sends nothing when nothing new was seen', () => {
    const { batches, collector } = setup()
    collector.flush()
    expect(batches).toEqual([])
  })
})
