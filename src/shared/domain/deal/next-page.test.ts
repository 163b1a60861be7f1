import { describe, expect, it } from 'vitest'
import {
  isNoMore,
  listOffset,
  nextPageUrl,
  pageWindow,
  pageFromQuery,
  paginationHref,
  paginationLinks,
  sideDealOffset,
} from './next-page'

describe('pageFromQuery', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['007', 7],
  ])('reads %j as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page)
  })

  it.each([
    null,
    undefined,
    '',
    '  ',
    '-1',
    '2.5',
    '1e3',
    '0x10',
    'abc',
    '3abc',
    '１２',
    '9007199254740993',
  ])('reads %j as the default page 0', (value) => {
    expect(pageFromQuery(value)).toBe(0)
  })

  it('takes the first of repeated values', () => {
    expect(pageFromQuery(['4', '9'])).toBe(4)
    expect(pageFromQuery([])).toBe(0)
  })
})

describe('sideDealOffset', () => {
  it.each([
    ['deal', 5],
    ['other', 2],
    ['travel', 0],
  ] as const)('skips the side deals on a %s page: %i', (pageType, offset) => {
    expect(sideDealOffset({ pageType, mainDealSoldOut: false })).toBe(offset)
  })

  it.each([
    ['deal', 6],
    ['other', 3],
    ['travel', 1],
  ] as const)(
    'skips one more on a %s page when the main deal is sold out: %i',
    (pageType, offset) => {
      expect(sideDealOffset({ pageType, mainDealSoldOut: true })).toBe(offset)
    },
  )
})

describe('listOffset', () => {
  it('works the offset out from the main deal on page 0, whatever the request says', () => {
    expect(listOffset({ page: 0, given: 7, pageType: 'other', mainDealSoldOut: false })).toBe(2)
    expect(listOffset({ page: 0, pageType: 'deal', mainDealSoldOut: true })).toBe(6)
  })

  it('takes the offset a later page carries', () => {
    expect(listOffset({ page: 3, given: 0, pageType: 'other', mainDealSoldOut: false })).toBe(0)
    expect(listOffset({ page: 3, given: 6, pageType: 'other', mainDealSoldOut: false })).toBe(6)
  })

  it('works it out as page 0 did when a later page carries none', () => {
    expect(listOffset({ page: 1, pageType: 'other', mainDealSoldOut: false })).toBe(2)
    expect(listOffset({ page: 1, given: null, pageType: 'other', mainDealSoldOut: true })).toBe(3)
    expect(listOffset({ page: 2, given: -1, pageType: 'travel', mainDealSoldOut: false })).toBe(0)
  })
})

describe('pageWindow', () => {
  it('gives page 0 the main deal, the side deals and one grid page', () => {
    expect(pageWindow({ page: 0, pageSize: 9, offset: 2 })).toEqual({ start: 0, count: 11 })
    expect(pageWindow({ page: 0, pageSize: 9, offset: 0 })).toEqual({ start: 0, count: 9 })
  })

  it('starts a later page after the offset and the pages before it', () => {
    expect(pageWindow({ page: 1, pageSize: 9, offset: 2 })).toEqual({ start: 11, count: 9 })
    expect(pageWindow({ page: 4, pageSize: 36, offset: 3 })).toEqual({ start: 147, count: 36 })
  })

  it.each([
    [9, 0],
    [9, 2],
    [9, 3],
    [36, 5],
    [1, 6],
  ])('tiles the list with page size %i and offset %i: no repeat, no gap', (pageSize, offset) => {
    let expected = 0
    for (let page = 0; page < 12; page++) {
      const window = pageWindow({ page, pageSize, offset })
      expect(window.start).toBe(expected)
      expected = window.start + window.count
    }
  })
})

describe('nextPageUrl', () => {
  it('sets page and offset on the bare path', () => {
    expect(
      nextPageUrl({
        basePath: '/api/v1/deals/london',
        page: 1,
        offset: 5,
        previousPageEmpty: false,
      }),
    ).toBe('/api/v1/deals/london?page=1&offset=5')
  })

  it('adds the page size when given', () => {
    expect(
      nextPageUrl({
        basePath: '/api/v1/deals/london',
        page: 2,
        offset: 2,
        pageSize: 9,
        previousPageEmpty: false,
      }),
    ).toBe('/api/v1/deals/london?page=2&offset=2&pageSize=9')
  })

  it('keeps the filters already on the path and replaces an old page and offset', () => {
    expect(
      nextPageUrl({
        basePath: '/api/v1/deals/london?category=spa&page=1&offset=5&orderBy=recent',
        page: 2,
        offset: 6,
        previousPageEmpty: false,
      }),
    ).toBe('/api/v1/deals/london?category=spa&page=2&offset=6&orderBy=recent')
  })

  it('is absent when the previous page came back empty', () => {
    expect(
      nextPageUrl({
        basePath: '/api/v1/deals/london',
        page: 3,
        offset: 5,
        previousPageEmpty: true,
      }),
    ).toBeNull()
  })

  it('reads a negative or fractional page and offset as whole numbers from 0', () => {
    expect(nextPageUrl({ basePath: '/f', page: -1, offset: 2.7, previousPageEmpty: false })).toBe(
      '/f?page=0&offset=2',
    )
  })

  it.each([0, -9, 2.5, Number.NaN, null])('leaves out an unusable page size %s', (pageSize) => {
    expect(
      nextPageUrl({ basePath: '/f', page: 1, offset: 0, pageSize, previousPageEmpty: false }),
    ).toBe('/f?page=1&offset=0')
  })
})

describe('isNoMore', () => {
  it('says no more when a page has fewer deals than the page size', () => {
    expect(isNoMore(4, 9)).toBe(true)
  })

  it('says no more when a page has no deals', () => {
    expect(isNoMore(0, 9)).toBe(true)
  })

  it('expects more after a full page', () => {
    expect(isNoMore(9, 9)).toBe(false)
  })

  it('uses the listing page size of 9 by default', () => {
    expect(isNoMore(8)).toBe(true)
    expect(isNoMore(9)).toBe(false)
  })
})

describe('paginationHref', () => {
  it('links the first page to the bare path', () => {
    expect(paginationHref('/deals/london', 0)).toBe('/deals/london')
  })

  it('links later pages with their page index', () => {
    expect(paginationHref('/deals/london', 1)).toBe('/deals/london?page=1')
    expect(paginationHref('/deals/london', 5)).toBe('/deals/london?page=5')
  })

  it('drops a page parameter already on the path for the first page', () => {
    expect(paginationHref('/search/london?q=spa&page=3', 0)).toBe('/search/london?q=spa')
  })

  it('keeps other parameters and a fragment', () => {
    expect(paginationHref('/search/london?q=spa#list', 2)).toBe('/search/london?q=spa&page=2#list')
  })

  it('reads a negative page as the first', () => {
    expect(paginationHref('/deals/london', -2)).toBe('/deals/london')
  })
})

describe('paginationLinks', () => {
  it('gives the first page a next link and no previous link', () => {
    expect(paginationLinks({ basePath: '/deals/london', page: 0, nomore: false })).toEqual({
      prev: null,
      next: '/deals/london?page=1',
    })
  })

  it('links page 2 back to the bare path', () => {
    expect(paginationLinks({ basePath: '/deals/london', page: 1, nomore: false })).toEqual({
      prev: '/deals/london',
      next: '/deals/london?page=2',
    })
  })

  it('gives the last page no next link', () => {
    expect(paginationLinks({ basePath: '/deals/london', page: 3, nomore: true })).toEqual({
      prev: '/deals/london?page=2',
      next: null,
    })
  })
})
