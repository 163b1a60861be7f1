import { describe, expect, it } from 'vitest'
import { anonymisedEmail, deletionCompleteBy, loginAttemptKey } from './anonymise'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

describe('account deletion rules', () => {
  it('gives every deleted account its own undeliverable address', () => {
    expect(anonymisedEmail(42)).toBe('deleted-42@invalid')
    expect(anonymisedEmail(43)).not.toBe(anonymisedEmail(42))
  })

  it('promises completion within 24 hours of the request', { tags: ['dated'] }, () => {
    expect(deletionCompleteBy(new Date(testNow())).toISOString()).toBe(inDays(1))
  })

  it('keys login attempts the way sign-in counts them', () => {
    expect(loginAttemptKey(' Ann@Example.COM ')).toBe('email:ann@example.com')
  })
})
