import { describe, expect, it } from 'vitest'
import { configuredPartners, partnerOrigins, partnersForPage } from './partners'

const ALL = {
  ECOMMERCE_TRACKER_URL: 'https://shop-tracker.example/e.js',
  SEARCH_TRACKER_URL: 'https://search.example/s.js',
  REPORTING_BEACON_URL: 'https://beacon.example/b.js',
  LINKING_SCRIPT_URL: 'https://links.example/l.js',
  FRAUD_PROFILING_URL: 'https://fp.example/fp.js',
  FRAUD_PROFILING_ORG_ID: 'org42',
}

describe('configuredPartners', () => {
  it('configures nothing without vars', () => {
    expect(configuredPartners({}, true)).toEqual([])
  })

  it('configures each partner whose var is a usable URL, fraud profiling with its org id', () => {
    const partners = configuredPartners(ALL, false)
    expect(partners.map((p) => p.name)).toEqual([
      'ecommerce-tracker',
      'search-tracker',
      'reporting-beacon',
      'linking-script',
      'fraud-profiling',
    ])
    expect(partners.at(-1)).toEqual({
      name: 'fraud-profiling',
      src: 'https://fp.example/fp.js?org_id=org42',
      sessionParam: 'session_id',
    })
  })

  it('refuses plain http outside development, junk URLs and fraud profiling without an org', () => {
    expect(configuredPartners({ SEARCH_TRACKER_URL: 'http://s.example/s.js' }, false)).toEqual([])
    expect(configuredPartners({ SEARCH_TRACKER_URL: 'http://s.example/s.js' }, true)).toHaveLength(
      1,
    )
    expect(configuredPartners({ SEARCH_TRACKER_URL: 'not a url' }, true)).toEqual([])
    expect(configuredPartners({ FRAUD_PROFILING_URL: 'https://fp.example/x.js' }, true)).toEqual([])
  })
})

describe('partnersForPage', () => {
  const partners = configuredPartners(ALL, false)
  const names = (path: string, brandId = 'dealio') =>
    partnersForPage(partners, { path, brandId }).map((p) => p.name)

  it('loads the linking script on the main brand’s /deals, /guides and /deal pages only', () => {
    expect(names('/deals/london')).toContain('linking-script')
    expect(names('/guides/spa')).toContain('linking-script')
    expect(names('/deal/london/spa/1/x', 'dealioie')).toContain('linking-script')
    expect(names('/deals/shop')).not.toContain('linking-script')
    expect(names('/deals/shop/gifts')).not.toContain('linking-script')
    expect(names('/search')).not.toContain('linking-script')
    expect(names('/deals/london', 'livingsocial')).not.toContain('linking-script')
    expect(names('/search')).toContain('ecommerce-tracker')
  })
})

describe('partnerOrigins', () => {
  it('opens exactly the configured hosts', () => {
    expect(partnerOrigins(configuredPartners(ALL, false))).toEqual([
      'https://shop-tracker.example',
      'https://search.example',
      'https://beacon.example',
      'https://links.example',
      'https://fp.example',
    ])
  })
})
