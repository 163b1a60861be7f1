import { describe, expect, it } from 'vitest'
import { experimentHeaders, subcategoryListParams } from './experiment-headers'

describe('experiment headers on client calls', () => {
  it('sends the day’s dynamic-price variant as a feed header', () => {
    expect(experimentHeaders('a=1; exp=dp-b.rb-a.bc-0.sd-b')).toEqual({
      'dynamic-price-variant': 'b',
    })
    expect(subcategoryListParams('exp=dp-b.rb-a.bc-0.sd-b')).toEqual({ sdTest: 'b' })
  })

  it('sends nothing once the variant cookie has expired or was tampered with', () => {
    expect(experimentHeaders('a=1')).toEqual({})
    expect(experimentHeaders('exp=dp-z.rb-a.bc-0.sd-b')).toEqual({})
    expect(subcategoryListParams('exp=dp-a.rb-a.bc-0.sd-a')).toEqual({})
  })
})
