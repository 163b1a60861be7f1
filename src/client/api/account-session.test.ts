import { describe, expect, it } from 'vitest'
import { afterLoginPath, loginErrorView, SIGNED_OUT, userFromSession } from './account-session'
import { profileFrom } from './account-profile'
import { readCookie } from './browser-cookies'

describe('userFromSession', () => {
  it('reads a signed-in session as the first name and VIP flag', () => {
    expect(userFromSession({ authenticated: true, firstName: 'Ann', vipUser: true })).toEqual({
      isAuthCheckFinished: true,
      isAuthenticated: true,
      username: 'Ann',
      vipUser: true,
    })
  })

  it.each([null, undefined, 'x', {}, { authenticated: false, firstName: 'Ann' }])(
    'reads %j as a finished check for a signed-out visitor',
    (body) => {
      expect(userFromSession(body)).toEqual(SIGNED_OUT)
    },
  )
})

describe('afterLoginPath', () => {
  it('prefers the local redirect cookie, then ?redirect, then the stored post-login URL', () => {
    const cookies = 'a=1; local_redirect=%2Fwishlist; post_login_url=%2Fmyaccount%2Fprofile'
    expect(afterLoginPath(cookies, '?redirect=%2Fgifts')).toBe('/wishlist')
    expect(afterLoginPath('post_login_url=%2Fmyaccount%2Fprofile', '?redirect=%2Fgifts')).toBe(
      '/gifts',
    )
    expect(afterLoginPath('post_login_url=%2Fmyaccount%2Fprofile', '')).toBe('/myaccount/profile')
  })

  it('goes home when nothing safe is stored', () => {
    expect(afterLoginPath('', '?redirect=https%3A%2F%2Fevil.com')).toBe('/')
  })
})

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('b', 'a=1; b=%2Fx%3Fy%3D1; c=3')).toBe('/x?y=1')
    expect(readCookie('missing', 'a=1')).toBeNull()
  })
})

describe('loginErrorView', () => {
  it("shows the API's message, with the reset link only for a locked account", () => {
    const invalid = { ok: false, status: 401, data: null, message: 'Invalid email/password.' }
    expect(loginErrorView(invalid)).toEqual({
      message: 'Invalid email/password.',
      showResetLink: false,
    })
    expect(loginErrorView({ ...invalid, status: 403, message: 'Locked' }).showResetLink).toBe(true)
  })
})

describe('profileFrom', () => {
  it('reads the wrapped profile and fills what a new account lacks', () => {
    expect(profileFrom({ data: { email: 'a@b.co', firstName: 'Ann', phone: '' } })).toEqual({
      email: 'a@b.co',
      firstName: 'Ann',
      lastName: '',
      phone: null,
      location: null,
      vipUser: false,
      hasPassword: true,
    })
    expect(profileFrom({ email: 'a@b.co', hasPassword: false }).hasPassword).toBe(false)
  })
})
