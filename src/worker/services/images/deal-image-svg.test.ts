import { describe, expect, it } from 'vitest'
import { dealImageSvg, svgDetailForQuality } from './deal-image-svg'

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

describe('svgDetailForQuality', () => {
  it('reads the §9 qualities as full, reduced and minimal detail', () => {
    expect(svgDetailForQuality(85)).toBe('full')
    expect(svgDetailForQuality(61)).toBe('full')
    expect(svgDetailForQuality(60)).toBe('reduced')
    expect(svgDetailForQuality(36)).toBe('reduced')
    expect(svgDetailForQuality(35)).toBe('minimal')
    expect(svgDetailForQuality(1)).toBe('minimal')
  })

  it('draws full detail when no quality, or no usable one, was asked for', () => {
    expect(svgDetailForQuality(null)).toBe('full')
    expect(svgDetailForQuality(Number.NaN)).toBe('full')
  })
})

describe('dealImageSvg detail', () => {
  const input = { dealId: 7, position: 1, categoryShortName: 'beauty', headline: 'Spa' }
  const shapes = (svg: string) => (svg.match(/<(circle|ellipse|rect|path)\b/g) ?? []).length

  it('draws fewer shapes, and fewer bytes, at each lower detail', () => {
    const full = dealImageSvg(input)
    const reduced = dealImageSvg({ ...input, detail: 'reduced' })
    const minimal = dealImageSvg({ ...input, detail: 'minimal' })
    expect(shapes(reduced)).toBeLessThan(shapes(full))
    expect(shapes(minimal)).toBeLessThan(shapes(reduced))
    expect(shapes(minimal)).toBe(2)
    expect(minimal.length).toBeLessThan(reduced.length)
    expect(reduced.length).toBeLessThan(full.length)
  })

  it('keeps the same frame and the full picture as the default', () => {
    expect(dealImageSvg({ ...input, detail: 'full' })).toBe(dealImageSvg(input))
    expect(dealImageSvg({ ...input, detail: 'minimal' })).toMatch(
      /^<svg [^>]*viewBox="0 0 160 100"/,
    )
  })
})
