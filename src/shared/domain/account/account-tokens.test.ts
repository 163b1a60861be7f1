import { describe, expect, it } from 'vitest'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'
import {
  isTokenRedeemable,
  passwordLinkKind,
  passwordLinkPath,
  tokenExpiresAt,
} from './account-tokens'

const now = new Date(testNow())

describe('account tokens', () => {
  it(
    'expires a reset token after an hour and an express-buy token after 30 minutes',
    { tags: ['dated'] },
    () => {
      expect(tokenExpiresAt('reset', now).toISOString()).toBe(inDays(1 / 24))
      expect(tokenExpiresAt('express_buy', now).toISOString()).toBe(inDays(30 / 1440))
      expect(tokenExpiresAt('activate', now).toISOString()).toBe(inDays(1))
    },
  )

  it('redeems only an unused token before its expiry', { tags: ['dated'] }, () => {
    const expiresAt = inDays(1 / 24)
    expect(isTokenRedeemable({ expiresAt, usedAt: null }, now)).toBe(true)
    expect(isTokenRedeemable({ expiresAt, usedAt: inDays(5 / 1440) }, now)).toBe(false)
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
