import { describe, expect, it } from 'vitest'
import { activeFilters } from './filter-labels'

const facets = {
  navigations: [
    {
      name: 'Category',
      type: 'category' as const,
      links: [
        { linkText: 'Beauty & Spa', shortName: 'beauty', count: 3, url: '/x', isActive: true },
      ],
    },
  ],
  filters: [
    { name: 'categories', value: 'beauty', removeUrl: '/a' },
    { name: 'minPrice', value: '20', removeUrl: '/b' },
    { name: 'q', value: 'spa', removeUrl: '/c' },
    { name: 'special', value: 'early-bird', removeUrl: '/d' },
  ],
}

describe('active filter labels', () => {
  it('names filters as a visitor would, categories as their facet links do', () => {
    expect(activeFilters(facets, '£').map((f) => f.label)).toEqual([
      'Beauty & Spa',
      'From £20',
      'Search: spa',
      'early bird',
    ])
  })

  it('leaves out the filters the page is made of', () => {
    expect(activeFilters(facets, '£', ['special', 'q']).map((f) => f.removeUrl)).toEqual([
      '/a',
      '/b',
    ])
  })
})
