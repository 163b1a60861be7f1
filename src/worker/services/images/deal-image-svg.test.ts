import { describe, expect, it } from 'vitest'
import { dealImageSvg } from './deal-image-svg'

const CATEGORIES = [
  'beauty',
  'food-drink',
  'activities',
  'health-fitness',
  'shop',
  'travel',
  'escapes',
  'gifts',
  'wellness',
  'vip',
  'unknown-category',
]

describe('dealImageSvg', () => {
  it('gives the same bytes for the same deal and position', () => {
    const input = {
      dealId: 42,
      position: 2,
      categoryShortName: 'beauty',
      headline: 'Spa Day for 2',
    }
    expect(dealImageSvg(input)).toBe(dealImageSvg({ ...input }))
    expect(dealImageSvg({ ...input, position: 3 })).not.toBe(dealImageSvg(input))
  })

  it.each(CATEGORIES)(
    'draws %s as a small 16:10 picture with no text or outside references',
    (category) => {
      for (let dealId = 1; dealId <= 50; dealId++) {
        const svg = dealImageSvg({
          dealId,
          position: 1,
          categoryShortName: category,
          headline: `Deal ${dealId}`,
        })
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 100"/)
        expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024)
        expect(svg).not.toMatch(/<text|<image|<script|href=|url\((?!#)/)
      }
    },
  )
})
