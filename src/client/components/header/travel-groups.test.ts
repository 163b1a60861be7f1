import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../../../shared/schemas/navigation'
import { ALL_TRAVEL_DEALS, travelGroups, travelMenuHeading } from './travel-groups'

const makeItem = (over: Partial<NavigationItem>): NavigationItem => ({
  id: 1,
  shortName: 'travel',
  linkText: 'Travel',
  url: '/travel',
  isLocal: false,
  isActive: false,
  imageUrl: null,
  categoryName: null,
  count: null,
  isDefault: false,
  navigationType: null,
  isVip: false,
  subNavigations: [],
  ...over,
})

const navigation = [
  makeItem({ id: 1, linkText: 'Spa', url: '/deals/london/spa' }),
  makeItem({
    id: 3,
    url: '/travel/international',
    navigationType: 'international travel',
    subNavigations: [{ id: 31, url: '/travel/spain', linkText: 'Spain', shortName: 'spain' }],
  }),
  makeItem({
    id: 2,
    url: '/travel/uk',
    navigationType: 'travel',
    subNavigations: [
      { id: 21, url: '/travel/cornwall', linkText: 'Cornwall', shortName: 'cornwall' },
    ],
  }),
]

describe('travelGroups', () => {
  it('lists the home-country group first, then international', () => {
    expect(travelGroups(navigation, 'gb').map((group) => group.label)).toEqual([
      'UK Travel',
      'International Travel',
    ])
  })

  it('names the home group Ireland Travel for Irish locations', () => {
    expect(travelGroups(navigation, 'ie')[0]?.label).toBe('Ireland Travel')
  })

  it('carries each group sub-navigation as links', () => {
    expect(travelGroups(navigation, 'gb')[0]?.links).toEqual([
      { id: '21', label: 'Cornwall', href: '/travel/cornwall' },
    ])
  })
})

describe('travelMenuHeading', () => {
  const groups = travelGroups(navigation, 'gb')

  it('names the sub-category the path is within', () => {
    expect(travelMenuHeading(groups, '/travel/spain/costa-del-sol')).toBe('Spain')
    expect(travelMenuHeading(groups, '/travel/cornwall')).toBe('Cornwall')
  })

  it('falls back to all travel deals elsewhere', () => {
    expect(travelMenuHeading(groups, '/travel')).toBe(ALL_TRAVEL_DEALS)
    expect(travelMenuHeading(groups, '/travel/spainish')).toBe(ALL_TRAVEL_DEALS)
  })
})
