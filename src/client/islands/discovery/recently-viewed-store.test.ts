import { describe, expect, it } from 'vitest'
import { forget, parseRecentlyViewed, recordView } from './recently-viewed-store'

describe('recently viewed deals', () => {
  it('puts the newest deal first and lists each deal once', () => {
    expect(recordView({ local: [1, 2, 3] }, 'local', 3)).toEqual({ local: [3, 1, 2] })
  })

  it('keeps five deals per location type, dropping the oldest', () => {
    const lists = recordView({ local: [1, 2, 3, 4, 5], travel: [9] }, 'local', 6)
    expect(lists).toEqual({ local: [6, 1, 2, 3, 4], travel: [9] })
  })

  it('reads nothing from a missing or unreadable entry and drops ids that are not ids', () => {
    expect(parseRecentlyViewed(null)).toEqual({})
    expect(parseRecentlyViewed('not json')).toEqual({})
    expect(parseRecentlyViewed('[1,2]')).toEqual({})
    expect(parseRecentlyViewed('{"local":[1,"2",-3,4],"x":"y"}')).toEqual({ local: [1, 4] })
  })

  it('forgets deals that no longer exist', () => {
    expect(forget({ local: [1, 2], travel: [2, 3] }, new Set([2]))).toEqual({
      local: [1],
      travel: [3],
    })
  })
})
