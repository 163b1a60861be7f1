import { describe, expect, it } from 'vitest'
import { EventRateLimit } from './event-rate-limit'

describe('tracking event rate limit', () => {
  it('refuses a key once its minute is used up and lets it go again a minute later', () => {
    const limit = new EventRateLimit(100)
    limit.take('a', 60, 0)
    expect(() => limit.take('a', 50, 1_000)).toThrow(/Too many/)
    limit.take('b', 100, 1_000)
    limit.take('a', 40, 59_000)
    limit.take('a', 100, 60_000)
  })
})
