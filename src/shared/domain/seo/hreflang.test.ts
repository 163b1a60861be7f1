import { describe, expect, it } from 'vitest'
import { BRANDS } from '../../config/brands'
import { countryTwinBrand, hreflangLinks } from './hreflang'

describe('countryTwinBrand', () => {
  it('pairs each brand with its site for the other country', () => {
    expect(countryTwinBrand(BRANDS.dealio).id).toBe('dealioie')
    expect(countryTwinBrand(BRANDS.dealioie).id).toBe('dealio')
    expect(countryTwinBrand(BRANDS.livingsocial).id).toBe('livingsocialie')
    expect(countryTwinBrand(BRANDS.livingsocialie).id).toBe('livingsocial')
  })
})

describe('hreflangLinks', () => {
  it('names the UK page, the Irish page and the UK page as x-default', () => {
    expect(hreflangLinks(BRANDS.dealio, '/deal/1', '/deal/2')).toEqual([
      { hreflang: 'en-GB', href: 'https://dealio.co.uk/deal/1' },
      { hreflang: 'en-IE', href: 'https://dealio.ie/deal/2' },
      { hreflang: 'x-default', href: 'https://dealio.co.uk/deal/1' },
    ])
  })

  it('gives the same set from either side of the pair', () => {
    expect(hreflangLinks(BRANDS.livingsocialie, '/deal/2', '/deal/1')).toEqual(
      hreflangLinks(BRANDS.livingsocial, '/deal/1', '/deal/2'),
    )
  })

  it('is empty for a page with no twin', () => {
    expect(hreflangLinks(BRANDS.dealio, '/deals/london', null)).toEqual([])
  })
})
