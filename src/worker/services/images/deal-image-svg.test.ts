import { describe, expect, it } from 'vitest'
import { dealArtRecipe, dealImageSvg, svgDetailForQuality } from './deal-image-svg'

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

describe('dealArtRecipe', () => {
  // A category page as the seed fills it: a few subcategories' headlines, repeated.
  const HEADLINES = [
    'Spa Day with Treatment & Afternoon Tea for 2',
    '60-Minute Full Body Massage',
    'Gel Manicure & Pedicure',
    'HydraFacial with LED Light Therapy',
  ]
  const page = Array.from({ length: 12 }, (_, i) => ({
    dealId: 3000 + i * 13,
    position: 1,
    categoryShortName: 'beauty',
    headline: HEADLINES[i % HEADLINES.length]!,
  }))

  it('gives a category page of twelve deals at least ten different pictures', () => {
    expect(new Set(page.map((deal) => dealImageSvg(deal))).size).toBe(12)
    const recipes = page.map((deal) => dealArtRecipe(deal))
    const looks = new Set(recipes.map((r) => `${r.subject}/${r.composition}/${r.palette.from}`))
    expect(looks.size).toBeGreaterThanOrEqual(10)
    expect(new Set(recipes.map((r) => r.subject)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(recipes.map((r) => r.composition)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(recipes.map((r) => r.palette.from)).size).toBeGreaterThanOrEqual(10)
  })

  it('draws what the headline names', () => {
    const subject = (headline: string, categoryShortName = 'shop') =>
      dealArtRecipe({ dealId: 5, position: 1, categoryShortName, headline }).subject
    expect(subject('Gel Manicure & Pedicure', 'beauty')).toBe('polish')
    expect(subject("Men's Chronograph Watch")).toBe('watch')
    expect(subject('Wireless Noise-Cancelling Headphones')).toBe('headphones')
    expect(subject('Lodge Stay with Hot Tub', 'escapes')).toBe('house')
    expect(['gift', 'star', 'blocks', 'perfume']).toContain(subject('Something Else', 'gifts'))
  })

  it('shows a different subject on each of a deal’s first pictures', () => {
    const deal = { dealId: 77, categoryShortName: 'beauty', headline: 'Gel Manicure & Pedicure' }
    const subjects = [1, 2, 3].map((position) => dealArtRecipe({ ...deal, position }).subject)
    expect(new Set(subjects).size).toBe(3)
  })

  it('is deterministic: the same deal gives the same recipe and bytes', () => {
    for (const deal of page) {
      expect(dealArtRecipe({ ...deal })).toEqual(dealArtRecipe(deal))
      expect(dealImageSvg({ ...deal })).toBe(dealImageSvg(deal))
    }
  })
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
