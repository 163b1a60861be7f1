import { describe, expect, it } from 'vitest'
import { PAGE_TYPES } from '../pageType'
import { loginRedirectPath, requiresLogin } from './protected-pages'

describe('requiresLogin', () => {
  it.each(['account', 'myaccount', 'vouchers', 'order-addon'] as const)(
    'asks a logged-out visitor to log in on %s pages',
    (pageType) => {
      expect(requiresLogin(pageType)).toBe(true)
    },
  )

  it('leaves every other page type open', () => {
    const open = PAGE_TYPES.filter((pageType) => !requiresLogin(pageType))
    expect(open).toContain('deal')
    expect(open).toContain('checkout')
    expect(open).toContain('claim-gift')
    expect(open).toHaveLength(PAGE_TYPES.length - 4)
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
