import { describe, expect, it } from 'vitest'
import { isDevelopmentEnvironment, isLocalDevelopment, isLocalHostname } from './local-development'

describe('isLocalDevelopment', () => {
  const local = [
    'http://localhost:8787/dev/mailbox',
    'http://ie.localhost:8787/',
    'http://livingsocial-ie.localhost/',
    'https://localhost/',
    'http://127.0.0.1:8802/',
    'http://[::1]:8787/',
    'http://LOCALHOST./',
  ]
  const remote = [
    'https://dealio.co.uk/dev/mailbox',
    'https://staging.dealio.ie/',
    'https://dealio-production.example.workers.dev/',
    'http://localhost.evil.example/',
    'http://evil-localhost/',
    'http://127.0.0.2/',
    'http://10.0.0.1/',
    'http://[::2]/',
  ]

  it('is on for development and the tests on a local host', () => {
    for (const environment of ['development', 'test']) {
      for (const url of local)
        expect(isLocalDevelopment({ ENVIRONMENT: environment }, url)).toBe(true)
    }
  })

  it('is off for a development environment reached through any other host', () => {
    for (const url of remote) {
      expect(isLocalDevelopment({ ENVIRONMENT: 'development' }, url)).toBe(false)
    }
  })

  it('is off, even on localhost, for production, staging, an unset or a misspelt environment', () => {
    for (const environment of [
      'production',
      'staging',
      'prod',
      'Development',
      'dev',
      '',
      undefined,
    ]) {
      for (const url of local) {
        expect(isLocalDevelopment({ ENVIRONMENT: environment }, url)).toBe(false)
      }
    }
    expect(isLocalDevelopment({}, 'http://localhost/')).toBe(false)
    expect(isLocalDevelopment({ ENVIRONMENT: null }, 'http://localhost/')).toBe(false)
  })

  it('is off for a URL it cannot read', () => {
    expect(isLocalDevelopment({ ENVIRONMENT: 'development' }, 'not a url')).toBe(false)
  })

  it('names the development environments and local hosts exactly', () => {
    expect(isDevelopmentEnvironment('development')).toBe(true)
    expect(isDevelopmentEnvironment('test')).toBe(true)
    expect(isDevelopmentEnvironment('testing')).toBe(false)
    expect(isDevelopmentEnvironment(undefined)).toBe(false)
    expect(isLocalHostname('a.b.localhost')).toBe(true)
    expect(isLocalHostname('localhostx')).toBe(false)
  })
})
