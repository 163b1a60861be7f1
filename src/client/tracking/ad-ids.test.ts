import { describe, expect, it } from 'vitest'
import { adIdFor, adIdsAttribute } from './ad-ids'

describe('sponsored ad ids on the page', () => {
  it('finds the ad of a sponsored deal and nothing for any other', () => {
    const attr = adIdsAttribute([
      { adId: 7, dealId: 12 },
      { adId: 8, dealId: 13 },
    ])
    expect(attr).toBe('12:7,13:8')
    expect(adIdFor(attr, 13)).toBe(8)
    expect(adIdFor(attr, 14)).toBeNull()
    expect(adIdFor(undefined, 12)).toBeNull()
    expect(adIdFor('12:x', 12)).toBeNull()
  })
})
