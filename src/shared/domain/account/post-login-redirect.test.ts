import { describe, expect, it } from 'vitest'
import { isSafeRelativePath, postLoginRedirect } from './post-login-redirect'

const all = {
  localRedirectCookie: '/from-cookie',
  redirectUrl: '/from-query',
  storedPostLoginUrl: '/from-store',
  defaultPage: '/',
}

describe('postLoginRedirect', () => {
  it('prefers the local redirect cookie', () => {
    expect(postLoginRedirect(all)).toBe('/from-cookie')
  })
  it('falls back to the redirect URL', () => {
    expect(postLoginRedirect({ ...all, localRedirectCookie: null })).toBe('/from-query')
  })
  it('then to the stored post-login URL', () => {
    expect(postLoginRedirect({ ...all, localRedirectCookie: '', redirectUrl: undefined })).toBe(
      '/from-store',
    )
  })
  it('then to the default page', () => {
    expect(postLoginRedirect({ defaultPage: '/myaccount/profile' })).toBe('/myaccount/profile')
  })
  it('skips a sign-in page, which would only show the form again', () => {
    expect(postLoginRedirect({ ...all, localRedirectCookie: '/login?redirect=%2F' })).toBe(
      '/from-query',
    )
    expect(postLoginRedirect({ redirectUrl: '/register', defaultPage: '/' })).toBe('/')
    expect(postLoginRedirect({ redirectUrl: '/login-help', defaultPage: '/' })).toBe('/login-help')
  })
  it('skips an unsafe candidate and uses the next safe one', () => {
    expect(postLoginRedirect({ ...all, localRedirectCookie: '//evil.com' })).toBe('/from-query')
    expect(
      postLoginRedirect({
        ...all,
        localRedirectCookie: 'https://evil.com',
        redirectUrl: 'javascript:alert(1)',
        storedPostLoginUrl: '/\\evil.com',
      }),
    ).toBe('/')
  })
  it('keeps query and hash of a safe path', () => {
    expect(postLoginRedirect({ ...all, localRedirectCookie: '/checkout/abc?x=1#pay' })).toBe(
      '/checkout/abc?x=1#pay',
    )
  })
})

describe('isSafeRelativePath', () => {
  it.each(['/', '/myaccount/vouchers', '/deals/london?page=2', '/a//b', '/%2F%2Fevil.com'])(
    'accepts %j',
    (path) => {
      expect(isSafeRelativePath(path)).toBe(true)
    },
  )
  it.each([
    null,
    undefined,
    '',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http://evil.com/path',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'evil.com',
    'myaccount',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /myaccount',
  ])('rejects %j', (path) => {
    expect(isSafeRelativePath(path)).toBe(false)
  })
})
