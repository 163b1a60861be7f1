import { describe, expect, it } from 'vitest'
import { firstNameFor, socialSignInStep } from './social-login-rules'

const base = { identityUserId: null, emailUserId: null, hasVerifiedEmail: true, mayCreate: false }

describe('socialSignInStep', () => {
  it('signs a known identity in even when its email now belongs to someone else', () => {
    expect(socialSignInStep({ ...base, identityUserId: 3, emailUserId: 9 })).toEqual({
      kind: 'sign-in',
      userId: 3,
    })
  })

  it('links an unknown identity to the account holding its verified email', () => {
    expect(socialSignInStep({ ...base, emailUserId: 7 })).toEqual({ kind: 'link', userId: 7 })
  })

  it('never links or creates without a verified email', () => {
    const step = socialSignInStep({ ...base, emailUserId: 7, hasVerifiedEmail: false })
    expect(step).toEqual({ kind: 'no-email' })
    expect(socialSignInStep({ ...base, hasVerifiedEmail: false, mayCreate: true })).toEqual({
      kind: 'no-email',
    })
  })

  it('creates a new user only where the endpoint registers', () => {
    expect(socialSignInStep(base)).toEqual({ kind: 'not-registered' })
    expect(socialSignInStep({ ...base, mayCreate: true })).toEqual({ kind: 'create' })
  })
})

describe('firstNameFor', () => {
  it("keeps the provider's first name, trimmed", () => {
    expect(firstNameFor(' Ann ', 'ann@example.com')).toBe('Ann')
    expect(firstNameFor('A\u0000nn\u0085', 'ann@example.com')).toBe('Ann')
  })

  it('falls back to the local part of the email', () => {
    expect(firstNameFor('', 'ann.lee@example.com')).toBe('ann.lee')
  })
})
