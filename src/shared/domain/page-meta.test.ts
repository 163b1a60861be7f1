import { describe, expect, it } from 'vitest'
import { BRANDS } from '../config/brands'
import { pageMeta } from './page-meta'

describe('pageMeta', () => {
  it('defaults robots to INDEX, FOLLOW and makes the canonical absolute on the brand host', () => {
    const meta = pageMeta({ brand: BRANDS.dealioie, canonicalPath: '/deals/cork' })
    expect(meta.robots).toBe('INDEX, FOLLOW')
    expect(meta.canonical).toBe('https://dealio.ie/deals/cork')
  })

  it('suffixes a page title with the brand name', () => {
    expect(pageMeta({ brand: BRANDS.livingsocial, canonicalPath: '/', title: 'Spa' }).title).toBe(
      'Spa | LivingSocial',
    )
  })

  it('gives hyperlocal hub pages the fixed title and the up-to-80% description', () => {
    const meta = pageMeta({
      brand: BRANDS.dealio,
      canonicalPath: '/near-me/hub',
      title: 'x',
      hyperlocalHub: true,
    })
    expect(meta.title).toBe('Deals Near Me | Dealio')
    expect(meta.description).toMatch(/up to 80% on local deals/)
  })

  it('keeps an explicit robots value such as noindex for shop pages', () => {
    expect(
      pageMeta({ brand: BRANDS.dealio, canonicalPath: '/', robots: 'NOINDEX, FOLLOW' }).robots,
    ).toBe('NOINDEX, FOLLOW')
  })
})
