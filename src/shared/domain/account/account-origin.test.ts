import { describe, expect, it } from 'vitest'
import { accountOrigin, type AccountOriginInput } from './account-origin'

const makeInput = (over: Partial<AccountOriginInput> = {}): AccountOriginInput => ({
  registrationSource: 'password',
  expressRegistered: false,
  hasPassword: true,
  identityProviders: [],
  ...over,
})

describe('accountOrigin', () => {
  it('calls a password account a registration', () => {
    expect(accountOrigin(makeInput())).toBe('REGISTRATION')
  })

  it('names the express and PayPal registrations', () => {
    expect(accountOrigin(makeInput({ registrationSource: 'express', hasPassword: false }))).toBe(
      'EXPRESS',
    )
    expect(accountOrigin(makeInput({ registrationSource: null, expressRegistered: true }))).toBe(
      'EXPRESS',
    )
    expect(accountOrigin(makeInput({ registrationSource: 'paypal' }))).toBe('PAYPAL')
  })

  it('credits a social sign-in only with an account it created (no password)', () => {
    const google = makeInput({ hasPassword: false, identityProviders: ['google', 'facebook'] })
    expect(accountOrigin(google)).toBe('GOOGLE')
    expect(accountOrigin({ ...google, identityProviders: ['facebook'] })).toBe('FACEBOOK')
    expect(accountOrigin({ ...google, hasPassword: true })).toBe('REGISTRATION')
  })
})
