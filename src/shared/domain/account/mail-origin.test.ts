import { describe, expect, it } from 'vitest'
import { BRANDS, brandFromHost } from '../../config/brands'
import { brandOrigin, mailOrigin } from './mail-origin'

describe('mail link origin', () => {
  it("uses the brand's own host in production, whatever Host the request carried", () => {
    const forged = 'https://attacker.example/api/v1/customer/password-reset'
    const production = { ENVIRONMENT: 'production', BRAND_HOST_PREFIX: '' }
    expect(mailOrigin(forged, brandFromHost('attacker.example'), production)).toBe(
      'https://dealio.co.uk',
    )
    expect(mailOrigin('https://dealio.ie/x', BRANDS.dealioie, production)).toBe('https://dealio.ie')
  })

  it('links mail made locally without a request to the dev server, and only in development', () => {
    const local = { ENVIRONMENT: 'development', LOCAL_PORT: '8787' }
    expect(brandOrigin(BRANDS.livingsocial, local)).toBe('http://livingsocial.localhost:8787')
    expect(brandOrigin(BRANDS.dealio, local)).toBe('http://localhost:8787')
    // A LOCAL_PORT left in a deployed config, or a worker test without one: the brand's host.
    expect(brandOrigin(BRANDS.dealio, { ENVIRONMENT: 'production', LOCAL_PORT: '8787' })).toBe(
      'https://dealio.co.uk',
    )
    expect(brandOrigin(BRANDS.dealio, { ENVIRONMENT: 'test' })).toBe('https://dealio.co.uk')
  })

  it('uses the staging host in staging, whatever Host the request carried', () => {
    const staging = { ENVIRONMENT: 'staging', BRAND_HOST_PREFIX: 'staging.' }
    expect(mailOrigin('http://evil.example/x', BRANDS.livingsocial, staging)).toBe(
      'https://staging.livingsocial.co.uk',
    )
  })

  it('counts an unset or misspelt environment as production, even on localhost', () => {
    for (const env of [{}, { ENVIRONMENT: 'prod' }, { ENVIRONMENT: '' }]) {
      expect(mailOrigin('http://localhost:8787/x', BRANDS.dealio, env)).toBe('https://dealio.co.uk')
    }
  })

  it('ignores the Host in development too unless the request is local', () => {
    const dev = { ENVIRONMENT: 'development' }
    expect(mailOrigin('https://evil.example/x', BRANDS.dealio, dev)).toBe('https://dealio.co.uk')
  })

  it('follows a local request in development and the tests, so local links stay local', () => {
    expect(
      mailOrigin('http://ie.localhost:8787/x', BRANDS.dealioie, { ENVIRONMENT: 'development' }),
    ).toBe('http://ie.localhost:8787')
    expect(mailOrigin('http://localhost/api/v1/x', BRANDS.dealio, { ENVIRONMENT: 'test' })).toBe(
      'http://localhost',
    )
  })

  it('takes only a plain label as the host prefix', () => {
    for (const prefix of ['evil.example/', 'a.b.', '@evil.example#', '-x.']) {
      expect(brandOrigin(BRANDS.dealio, { BRAND_HOST_PREFIX: prefix })).toBe('https://dealio.co.uk')
    }
    expect(brandOrigin(BRANDS.dealioie, { BRAND_HOST_PREFIX: 'Staging.' })).toBe(
      'https://staging.dealio.ie',
    )
  })
})
