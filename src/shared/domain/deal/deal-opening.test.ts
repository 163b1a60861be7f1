import { describe, expect, it } from 'vitest'
import { opensAfter } from './deal-opening'

describe('opensAfter', () => {
  it('is true before the opening instant and false from it on', () => {
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-21T23:59:59.999Z')).toBe(true)
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z')).toBe(false)
    expect(opensAfter('2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.001Z')).toBe(false)
  })
})
