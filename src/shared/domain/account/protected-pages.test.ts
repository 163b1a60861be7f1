import { describe, expect, it } from 'vitest'
import { loginRedirectPath } from './protected-pages'

// Which pages need a login: test/worker/page-facts.test.ts (the routes declare it).

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
