import { describe, expect, it } from 'vitest'
import { hrefWith, keptParams, pageHref, pageOf } from './listing-url'

describe('listing URLs', () => {
  it('keeps the query a form does not change, without the paging parameters', () => {
    expect(keptParams('q=spa&orderBy=recent&page=2&offset=2&pageSize=9', ['orderBy'])).toEqual([
      ['q', 'spa'],
    ])
  })

  it('changes one parameter and starts the list again from the first page', () => {
    expect(hrefWith('/search', 'q=spa&page=3', { orderBy: 'recent' })).toBe(
      '/search?q=spa&orderBy=recent',
    )
    expect(hrefWith('/deals/london/beauty', 'minPrice=10', { minPrice: null })).toBe(
      '/deals/london/beauty',
    )
  })

  it('links the first page as the bare path and later pages with a page parameter', () => {
    expect(pageHref('/deals/london/beauty', 'page=3', 0)).toBe('/deals/london/beauty')
    expect(pageHref('/deals/london/beauty', 'orderBy=recent', 1)).toBe(
      '/deals/london/beauty?orderBy=recent&page=1',
    )
  })

  it('reads the page a URL asks for, defaulting to the first', () => {
    expect(pageOf('/api/v1/deals/london?page=4&pageSize=9')).toBe(4)
    expect(pageOf('/deals/london')).toBe(0)
    expect(pageOf('/deals/london?page=x')).toBe(0)
  })
})
