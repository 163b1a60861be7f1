import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, pageTypeFromPath } from '../pageType'
import { loginRedirectPath, requiresLogin } from './protected-pages'

const protectedPath = (path: string) =>
  requiresLogin({ pageType: pageTypeFromPath({ path, query: new URLSearchParams() }), path })

describe('requiresLogin', () => {
  it.each([
    '/myaccount',
    '/myaccount/profile',
    '/myaccount/vouchers',
    '/MyAccount/Password',
    '/order-addon/123',
    '/account',
    '/account/settings',
  ])('asks a logged-out visitor to log in on %s', (path) => {
    expect(protectedPath(path)).toBe(true)
  })

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/activate-password',
    '/order-addon/signin-page',
  ])('keeps the sign-in page %s open, so login never redirects to itself', (path) => {
    expect(protectedPath(path)).toBe(false)
  })

  it('leaves every other page type open whatever the path', () => {
    const private_ = ['myaccount', 'vouchers', 'order-addon']
    for (const pageType of PAGE_TYPES) {
      expect(requiresLogin({ pageType, path: '/x' })).toBe(private_.includes(pageType))
    }
    expect(requiresLogin({ pageType: 'checkout', path: '/checkout' })).toBe(false)
    expect(requiresLogin({ pageType: 'claim-gift', path: '/mygift' })).toBe(false)
  })
})

describe('loginRedirectPath', () => {
  it('encodes the return path into the redirect parameter', () => {
    expect(loginRedirectPath('/myaccount/vouchers')).toBe('/login?redirect=%2Fmyaccount%2Fvouchers')
    expect(loginRedirectPath('/order-addon?deal=1&x=a b#top')).toBe(
      '/login?redirect=%2Forder-addon%3Fdeal%3D1%26x%3Da%20b%23top',
    )
  })

  it.each([null, undefined, '', '//evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'drops the unsafe return path %j',
    (returnPath) => {
      expect(loginRedirectPath(returnPath)).toBe('/login')
    },
  )
})
