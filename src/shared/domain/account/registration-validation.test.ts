import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  emailError,
  firstFieldError,
  isValidEmail,
  validateLogin,
  validateNewPassword,
  validateRegistration,
} from './registration-validation'

const makeRegistration = (over: Partial<Parameters<typeof validateRegistration>[0]> = {}) => ({
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  ...over,
})

describe('isValidEmail', () => {
  it.each(['ann@example.com', ' ann.b+tag@mail.co.uk ', 'x@y.ie'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'a b@c.com', 'a@b@c.com', 'a@b.'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )
  it('rejects addresses over 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false)
  })
})

describe('emailError', () => {
  it('asks for an address first, then for one shaped like an email', () => {
    expect(emailError('  ')).toBe(ACCOUNT_MESSAGES.required)
    expect(emailError('ann@')).toBe(ACCOUNT_MESSAGES.invalidEmail)
    expect(emailError(' ann@example.com ')).toBeUndefined()
  })
})

describe('validateRegistration', () => {
  it('returns no errors for a valid form, with or without a first name', () => {
    expect(validateRegistration(makeRegistration())).toEqual({})
    expect(validateRegistration(makeRegistration({ firstName: 'Ann' }))).toEqual({})
  })

  it('marks every empty field as required', () => {
    expect(validateRegistration({ email: ' ', password: '', confirmPassword: '' })).toEqual({
      email: 'Required field',
      password: 'Required field',
      confirmPassword: 'Required field',
    })
  })

  it('asks for a valid email', () => {
    expect(validateRegistration(makeRegistration({ email: 'ann@' }))).toEqual({
      email: 'Please enter a valid email',
    })
  })

  it('needs at least 6 characters and accepts up to 128', () => {
    const five = makeRegistration({ password: '12345', confirmPassword: '12345' })
    expect(validateRegistration(five).password).toBe(ACCOUNT_MESSAGES.passwordTooShort)
    const six = makeRegistration({ password: '123456', confirmPassword: '123456' })
    expect(validateRegistration(six)).toEqual({})
    const max = 'p'.repeat(128)
    expect(validateRegistration(makeRegistration({ password: max, confirmPassword: max }))).toEqual(
      {},
    )
    const over = 'p'.repeat(129)
    expect(
      validateRegistration(makeRegistration({ password: over, confirmPassword: over })).password,
    ).toBe(ACCOUNT_MESSAGES.passwordTooLong)
  })

  it('says the passwords must match', () => {
    expect(validateRegistration(makeRegistration({ confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Passwords must match',
    })
  })
})

describe('validateLogin', () => {
  it('returns no errors for an email and any non-empty password', () => {
    expect(validateLogin({ email: 'ann@example.com', password: 'x' })).toEqual({})
  })
  it('requires both fields and a valid email', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Required field',
      password: 'Required field',
    })
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({
      email: 'Please enter a valid email',
    })
  })
})

describe('firstFieldError', () => {
  it('gives the first failing field message, or nothing when all are valid', () => {
    expect(firstFieldError({ email: 'Please enter a valid email', password: 'x' })).toBe(
      'Please enter a valid email',
    )
    expect(firstFieldError({})).toBeUndefined()
  })
})

describe('validateNewPassword', () => {
  it('applies the length and match rules to a new password typed twice', () => {
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret1' })).toEqual({})
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: ACCOUNT_MESSAGES.passwordTooShort,
    })
    expect(validateNewPassword({ password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ACCOUNT_MESSAGES.passwordsMustMatch,
    })
  })
})
