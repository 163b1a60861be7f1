import { describe, expect, it } from 'vitest'
import { anonymisedEmail, deletionCompleteBy, loginAttemptKey } from './anonymise'

describe('account deletion rules', () => {
  it('gives every deleted account its own undeliverable address', () => {
    expect(anonymisedEmail(42)).toBe('deleted-42@invalid')
    expect(anonymisedEmail(43)).not.toBe(anonymisedEmail(42))
  })

  it('promises completion within 24 hours of the request', () => {
    expect(deletionCompleteBy(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    )
  })

  it('keys login attempts the way sign-in counts them', () => {
    expect(loginAttemptKey(' Ann@Example.COM ')).toBe('email:ann@example.com')
  })
})
