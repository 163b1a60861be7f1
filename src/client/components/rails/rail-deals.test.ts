import { describe, expect, it } from 'vitest'
import { interleaveIds } from './rail-deals'

describe('interleaveIds', () => {
  it('takes each location type in turn, newest first, without repeats', () => {
    expect(interleaveIds({ local: [3, 1, 5], travel: [2, 3], national: [4] }, 12)).toEqual([
      3, 2, 4, 1, 5,
    ])
  })

  it('stops at the maximum and is empty without lists', () => {
    expect(interleaveIds({ local: [1, 2, 3] }, 2)).toEqual([1, 2])
    expect(interleaveIds({}, 12)).toEqual([])
  })
})
