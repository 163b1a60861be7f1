import { describe, expect, it } from 'vitest'
import { availabilityRetryDelays, shouldRetry } from './retry'

describe('availabilityRetryDelays', () => {
  it('waits 300 ms forty times', () => {
    const delays = availabilityRetryDelays()
    expect(delays).toHaveLength(40)
    expect(new Set(delays)).toEqual(new Set([300]))
  })

  it('gives a fresh list each call', () => {
    availabilityRetryDelays().pop()
    expect(availabilityRetryDelays()).toHaveLength(40)
  })
})

describe('shouldRetry', () => {
  it('asks again while the answer is pending', () => {
    expect(shouldRetry(1, 202)).toBe(true)
    expect(shouldRetry(39, 202)).toBe(true)
  })

  it('stops after forty tries in all', () => {
    expect(shouldRetry(40, 202)).toBe(false)
    expect(shouldRetry(41, 202)).toBe(false)
  })

  it.each([200, 204, 400, 404, 500, 503])('does not ask again after a %i', (status) => {
    expect(shouldRetry(1, status)).toBe(false)
  })

  it.each([0, -1, 1.5, Number.NaN])('does not ask again for attempt %s', (attempt) => {
    expect(shouldRetry(attempt, 202)).toBe(false)
  })
})
