import { describe, expect, it } from 'vitest'
import { dealUrlPath, isShortDealForm, parseDealPath, pathSegments, slugify } from './paths'

describe('slugify', () => {
  it('keeps only lower-case letters, digits and single hyphens', () => {
    expect(slugify('  Spa Day -- for 2!!  ')).toBe('spa-day-for-2')
  })

  it('spells out ampersands and drops apostrophes rather than splitting words', () => {
    expect(slugify("Mum's Spa & Afternoon Tea")).toBe('mums-spa-and-afternoon-tea')
  })

  it('folds accented letters to plain ones', () => {
    expect(slugify('Crème Brûlée Café')).toBe('creme-brulee-cafe')
  })

  it('returns an empty slug for text with no letters or digits', () => {
    expect(slugify('£€!?')).toBe('')
  })

  it('leaves an existing slug unchanged', () => {
    expect(slugify('afternoon-tea-for-2')).toBe('afternoon-tea-for-2')
  })
})

describe('pathSegments', () => {
  it('ignores trailing and doubled slashes, query and hash', () => {
    expect(pathSegments('//deals//london/?page=2#top')).toEqual(['deals', 'london'])
  })

  it('decodes and lower-cases each segment', () => {
    expect(pathSegments('/Deals/London%20North')).toEqual(['deals', 'london north'])
  })

  it('keeps a badly encoded segment as it is instead of throwing', () => {
    expect(pathSegments('/deals/%E0%A4%A')).toEqual(['deals', '%e0%a4%a'])
  })
})

describe('dealUrlPath', () => {
  it('builds the full deal path with sub-subcategory, product and slugified blurb', () => {
    expect(
      dealUrlPath({
        locationOrCategory: 'london',
        subcategory: 'spa',
        subsubcategory: 'massage',
        dealId: 42,
        productId: 7,
        blurb: 'Spa Day & Massage for 2',
      }),
    ).toBe('/deal/london/spa/massage/42/7/spa-day-and-massage-for-2')
  })

  it('leaves out the optional parts that are absent', () => {
    expect(dealUrlPath({ locationOrCategory: 'london', subcategory: 'spa', dealId: 42 })).toBe(
      '/deal/london/spa/42',
    )
  })

  it('puts the evergreen marker in place of the id', () => {
    expect(
      dealUrlPath({ locationOrCategory: 'shop', subcategory: 'gifts', dealId: 'e', blurb: 'Mug' }),
    ).toBe('/deal/shop/gifts/e/mug')
  })

  it('drops a blurb that slugifies to nothing', () => {
    expect(
      dealUrlPath({ locationOrCategory: 'london', subcategory: 'spa', dealId: 1, blurb: '!!' }),
    ).toBe('/deal/london/spa/1')
  })

  it('builds paths that parse back to the same ids', () => {
    const path = dealUrlPath({
      locationOrCategory: 'Dublin',
      subcategory: 'Food & Drink',
      subsubcategory: 'Afternoon Tea',
      dealId: 123,
      productId: 456,
      blurb: 'Tea for two',
    })
    expect(parseDealPath(path)).toEqual({ dealId: 123, evergreen: false, productId: 456 })
  })
})

describe('parseDealPath', () => {
  it('reads the deal id after the sub-subcategory', () => {
    expect(parseDealPath('/deal/london/spa/massage/42/spa-day')).toEqual({
      dealId: 42,
      evergreen: false,
      productId: null,
    })
  })

  it('reads the deal id directly after the subcategory when there is no sub-subcategory', () => {
    expect(parseDealPath('/deal/london/spa/42')).toEqual({
      dealId: 42,
      evergreen: false,
      productId: null,
    })
  })

  it('takes a second numeric segment as the product id', () => {
    expect(parseDealPath('/deal/london/spa/massage/42/7/spa-day/')).toEqual({
      dealId: 42,
      evergreen: false,
      productId: 7,
    })
  })

  it("marks an 'e' in place of the id as evergreen with no deal id", () => {
    expect(parseDealPath('/deal/shop/gifts/mugs/e/mug-set')).toEqual({
      dealId: null,
      evergreen: true,
      productId: null,
    })
  })

  it('reads a product id after the evergreen marker', () => {
    expect(parseDealPath('/deal/shop/gifts/E/9')).toEqual({
      dealId: null,
      evergreen: true,
      productId: 9,
    })
  })

  it('reads the short form /{number}/{productId}/', () => {
    expect(parseDealPath('/42/7/')).toEqual({ dealId: 42, evergreen: false, productId: 7 })
  })

  it('treats deal-preview paths like deal paths', () => {
    expect(parseDealPath('/deal-preview/london/spa/42')).toEqual({
      dealId: 42,
      evergreen: false,
      productId: null,
    })
  })

  it('reads a VIP deal path behind the vip segment', () => {
    expect(parseDealPath('/vip/deal/london/spa/42')?.dealId).toBe(42)
  })

  it('returns null for paths that are not deal paths', () => {
    expect(parseDealPath('/deals/london')).toBeNull()
    expect(parseDealPath('/')).toBeNull()
    expect(parseDealPath('/42')).toBeNull()
  })

  it('returns null for a deal path without an id', () => {
    expect(parseDealPath('/deal/london/spa/massage')).toBeNull()
    expect(parseDealPath('/deal/london/spa/massage/blurb/42')).toBeNull()
  })

  it('does not take zero or absurdly long numbers as ids', () => {
    expect(parseDealPath('/deal/london/spa/0')).toBeNull()
    expect(parseDealPath('/deal/london/spa/12345678901234567890')).toBeNull()
  })
})

describe('isShortDealForm', () => {
  it('needs exactly two positive numeric segments', () => {
    expect(isShortDealForm(['42', '7'])).toBe(true)
    expect(isShortDealForm(['42'])).toBe(false)
    expect(isShortDealForm(['42', 'x'])).toBe(false)
    expect(isShortDealForm(['42', '7', '1'])).toBe(false)
  })
})
