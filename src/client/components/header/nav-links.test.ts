import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../../../shared/schemas/navigation'
import { headerNavLinks } from './nav-links'

const makeItem = (over: Partial<NavigationItem>): NavigationItem => ({
  id: 1,
  shortName: 'spa',
  linkText: 'Spa',
  url: '/deals/london/spa',
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

describe('headerNavLinks', () => {
  it('points the local-deals item at the visitor location', () => {
    const links = headerNavLinks({
      navigation: [makeItem({ id: 9, linkText: 'local', url: '/deals/x' })],
      locationShortName: 'leeds',
      path: '/',
    })
    expect(links[0]).toMatchObject({ id: '9', label: 'Local', href: '/deals/leeds' })
  })

  it('adds gifts, the gift finder and the VIP Hub when the list lacks them', () => {
    const links = headerNavLinks({
      navigation: [makeItem({})],
      locationShortName: 'london',
      path: '/',
    })
    expect(links.map((link) => link.href)).toEqual([
      '/deals/london/spa',
      '/gifts',
      '/deal/dublin/gift-finder',
      '/deals/vip',
    ])
    expect(links.at(-1)?.isVip).toBe(true)
  })

  it('does not duplicate entries the list already has', () => {
    const links = headerNavLinks({
      navigation: [
        makeItem({ id: 2, linkText: 'Gifts', url: '/gifts' }),
        makeItem({ id: 3, linkText: 'Gift finder', url: '/deal/london/gift-finder' }),
        makeItem({ id: 4, linkText: 'VIP', url: '/vip-hub', isVip: true }),
      ],
      locationShortName: 'london',
      path: '/',
    })
    expect(links).toHaveLength(3)
  })

  it('marks the link whose path the page is under as active', () => {
    const links = headerNavLinks({
      navigation: [makeItem({})],
      locationShortName: 'london',
      path: '/gifts/for-mum',
    })
    expect(links.filter((link) => link.isActive).map((link) => link.href)).toEqual(['/gifts'])
  })
})
