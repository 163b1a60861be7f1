import { describe, expect, it } from 'vitest'
import { routeUrl } from './route-url'

describe('routeUrl', () => {
  it('fills path parameters encoded and appends the defined query fields', () => {
    expect(routeUrl('/wishlist/:id/deal/:dealId', { id: 'a/b', dealId: '7' })).toBe(
      '/wishlist/a%2Fb/deal/7',
    )
    expect(routeUrl('/addresses', {}, { postcode: 'SW1A 1AA', page: undefined })).toBe(
      '/addresses?postcode=SW1A+1AA',
    )
    expect(routeUrl('/customer/profile')).toBe('/customer/profile')
    expect(routeUrl('/recently-viewed', {}, { id: ['3', '2'] })).toBe('/recently-viewed?id=3&id=2')
  })
})
