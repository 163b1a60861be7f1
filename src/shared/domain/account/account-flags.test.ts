import { describe, expect, it } from 'vitest'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'
import { accountFlags, isPasswordless } from './account-flags'

const now = new Date(testNow())

describe('accountFlags', () => {
  it('answers all false for an unknown email', () => {
    expect(accountFlags(null, now)).toEqual({
      hasPassword: false,
      isLocked: false,
      isRegistered: false,
      tpl: false,
    })
  })

  it('reports a lock only while it lasts', { tags: ['dated'] }, () => {
    const user = { hasPassword: true, thirdPartyLogin: false }
    const locked = accountFlags({ ...user, lockedUntil: inDays(15 / 1440) }, now)
    expect(locked).toEqual({ hasPassword: true, isLocked: true, isRegistered: true, tpl: false })
    const over = accountFlags({ ...user, lockedUntil: inDays(-1 / 1440) }, now)
    expect(over.isLocked).toBe(false)
  })

  it('counts a user with a social login as not passwordless', () => {
    const flags = accountFlags(
      { hasPassword: false, lockedUntil: null, thirdPartyLogin: true },
      now,
    )
    expect(flags.tpl).toBe(true)
    expect(isPasswordless(flags)).toBe(false)
    expect(isPasswordless({ hasPassword: false, tpl: false })).toBe(true)
  })
})
