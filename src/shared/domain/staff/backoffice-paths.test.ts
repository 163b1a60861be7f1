import { describe, expect, it } from 'vitest'
import { backofficeAreaOf, backofficeLoginPath, backofficeReturnPath } from './backoffice-paths'

describe('back-office paths', () => {
  it.each([
    ['/merchant', 'merchant'],
    ['/Merchant/reports', 'merchant'],
    ['/admin/audit', 'admin'],
    ['/administrator', null],
    ['/', null],
  ])('puts %s in the %s area', (path, area) => {
    expect(backofficeAreaOf(path)).toBe(area)
  })

  it('returns to a safe path inside the same area only', () => {
    expect(backofficeReturnPath('admin', '/admin/audit?entity=deal')).toBe(
      '/admin/audit?entity=deal',
    )
    expect(backofficeReturnPath('admin', '/merchant')).toBe('/admin')
    expect(backofficeReturnPath('admin', '//evil.example/admin')).toBe('/admin')
    expect(backofficeReturnPath('admin', 'https://evil.example')).toBe('/admin')
    expect(backofficeReturnPath('admin', '/admin/login')).toBe('/admin')
    expect(backofficeReturnPath('merchant', null)).toBe('/merchant')
  })

  it('builds the sign-in path with its return path', () => {
    expect(backofficeLoginPath('merchant', '/merchant/reports')).toBe(
      '/merchant/login?redirect=%2Fmerchant%2Freports',
    )
    expect(backofficeLoginPath('admin', '/admin')).toBe('/admin/login')
  })
})
