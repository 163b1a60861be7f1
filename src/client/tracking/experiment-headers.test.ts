import { describe, expect, it } from 'vitest'
import { subcategoryListParams } from './experiment-headers'

describe('experiment parameters on client calls', () => {
  it('adds the subcategory variant to subcategory list calls', () => {
    expect(subcategoryListParams('a=1; exp=dp-b.rb-a.bc-0.sd-b')).toEqual({ sdTest: 'b' })
  })

  it('adds nothing for the other arm or once the cookie has expired', () => {
    expect(subcategoryListParams('exp=dp-a.rb-a.bc-0.sd-a')).toEqual({})
    expect(subcategoryListParams('a=1')).toEqual({})
  })
})
