import { describe, expect, it } from 'vitest'
import { PAGE_TYPES, type PageType } from '../pageType'
import { loginRedirectPath, requiresLogin } from './protected-pages'

describe('requiresLogin', () => {
  // Page types as the routes give them (test/worker/page-routes.test.ts holds that table).
  it.each<[string, PageType]>([
    ['/myaccount', 'myaccount'],
    ['/myaccount/profile', 'myaccount'],
    ['/myaccount/vouchers', 'vouchers'],
    ['/MyAccount/Password', 'myaccount'],
    ['/order-addon/123', 'order-addon'],
    ['/account', 'account'],
    ['/account/settings', 'account'],
  ])('asks a logged-out visitor to log in on %s', (path, pageType) => {
    expect(requiresLogin({ pageType, path })).toBe(true)
  })

  it.each<[string, PageType]>([
    ['/login', 'account'],
    ['/register', 'account'],
    ['/forgot-password', 'account'],
    ['/reset-password', 'account'],
    ['/activate-password', 'account'],
    ['/order-addon/signin-page', 'order-addon'],
  ])('keeps the sign-in page %s open, so login never redirects to itself', (path, pageType) => {
    expect(requiresLogin({ pageType, path })).toBe(false)
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
