import { describe, expect, it } from 'vitest'
import { dealBreadcrumbs } from './deal-breadcrumbs'

const makeDeal = (over: Partial<Parameters<typeof dealBreadcrumbs>[0]> = {}) => ({
  urlPath: '/deal/leeds/spa/42',
  dealType: 'local' as const,
  vipOnly: false,
  category: { name: 'Beauty', shortName: 'beauty', canonicalPathType: 'local' },
  subCategory: { id: 7, name: 'Spa', shortName: 'spa' },
  ...over,
})

describe('dealBreadcrumbs', () => {
  it('lists a local deal under its location', () => {
    expect(dealBreadcrumbs(makeDeal(), 'national-deal').map((crumb) => crumb.href)).toEqual([
      '/',
      '/deals/leeds/beauty',
      '/deals/leeds/beauty/spa',
    ])
  })

  it('lists a national deal under its category', () => {
    const deal = makeDeal({
      urlPath: '/deal/shop/electronics/9',
      dealType: 'national',
      category: { name: 'Shop', shortName: 'shop', canonicalPathType: 'national' },
    })
    // The national location's listings: /deals/shop/{subcategory} is no listing.
    expect(dealBreadcrumbs(deal, 'national-deal').map((crumb) => crumb.href)).toEqual([
      '/',
      '/deals/national-deal/shop',
      '/deals/national-deal/shop/spa',
    ])
  })

  it('lists a national deal of a local category under the national location', () => {
    const deal = makeDeal({
      urlPath: '/deal/activities/driving/11',
      dealType: 'national',
      category: { name: 'Activities', shortName: 'activities', canonicalPathType: 'local' },
      subCategory: { id: 3, name: 'Driving', shortName: 'driving' },
    })
    expect(dealBreadcrumbs(deal, 'national-deal')[2]?.href).toBe(
      '/deals/national-deal/activities/driving',
    )
  })

  it('lists a VIP-exclusive deal on the VIP site', () => {
    const deal = makeDeal({
      urlPath: '/deal/vip/vip-dining/939',
      dealType: 'national',
      vipOnly: true,
      category: { name: 'VIP', shortName: 'vip', canonicalPathType: 'national' },
      subCategory: { id: 952, name: 'VIP Dining', shortName: 'vip-dining' },
    })
    expect(dealBreadcrumbs(deal, 'national-deal').map((crumb) => crumb.href)).toEqual([
      '/',
      '/vip/deals/national-deal/vip',
      '/vip/deals/national-deal/vip/vip-dining',
    ])
  })

  it('lists escapes under /deals/escapes', () => {
    const deal = makeDeal({
      urlPath: '/deal/escapes/coastal/5',
      dealType: 'national',
      category: { name: 'Escapes', shortName: 'escapes', canonicalPathType: 'escapes' },
      subCategory: { id: 9, name: 'Coastal', shortName: 'coastal' },
    })
    expect(dealBreadcrumbs(deal, 'national-deal').map((crumb) => crumb.href)).toEqual([
      '/',
      '/deals/escapes',
      '/deals/escapes/coastal',
    ])
  })

  it('lists a travel deal under the travel segment', () => {
    const deal = makeDeal({
      urlPath: '/deal/travel/spain/7',
      dealType: 'national',
      category: { name: 'Travel', shortName: 'travel', canonicalPathType: 'travel' },
      subCategory: { id: 8, name: 'Spain', shortName: 'spain' },
    })
    expect(dealBreadcrumbs(deal, 'national-deal')[2]?.href).toBe('/travel/spain')
  })

  it('names each crumb after the category and subcategory', () => {
    expect(dealBreadcrumbs(makeDeal(), 'national-deal').map((crumb) => crumb.label)).toEqual([
      'Home',
      'Beauty',
      'Spa',
    ])
  })
})
