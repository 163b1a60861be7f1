import { describe, expect, it } from 'vitest'
import {
  isTokenRedeemable,
  passwordLinkKind,
  passwordLinkPath,
  tokenExpiresAt,
} from './account-tokens'

const now = new Date('2026-11-21T10:00:00.000Z')

describe('account tokens', () => {
  it('expires a reset token after an hour and an express-buy token after 30 minutes', () => {
    expect(tokenExpiresAt('reset', now).toISOString()).toBe('2026-11-21T11:00:00.000Z')
    expect(tokenExpiresAt('express_buy', now).toISOString()).toBe('2026-11-21T10:30:00.000Z')
    expect(tokenExpiresAt('activate', now).toISOString()).toBe('2026-11-22T10:00:00.000Z')
  })

  it('redeems only an unused token before its expiry', () => {
    const expiresAt = '2026-11-21T11:00:00.000Z'
    expect(isTokenRedeemable({ expiresAt, usedAt: null }, now)).toBe(true)
    expect(isTokenRedeemable({ expiresAt, usedAt: '2026-11-21T10:05:00.000Z' }, now)).toBe(false)
    expect(isTokenRedeemable({ expiresAt, usedAt: null }, new Date(expiresAt))).toBe(false)
  })

  it('mails an activation link to a user without a password and a reset link otherwise', () => {
    expect(passwordLinkKind({ hasPassword: false })).toBe('activate')
    expect(passwordLinkKind({ hasPassword: true })).toBe('reset')
  })

  it('builds the page link with the token escaped for a query string', () => {
    expect(passwordLinkPath('reset', 'a-b_c')).toBe('/reset-password?token=a-b_c')
    expect(passwordLinkPath('activate', 'a+b')).toBe('/activate-password?token=a%2Bb')
  })
})
