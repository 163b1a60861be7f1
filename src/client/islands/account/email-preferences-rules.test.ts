import { describe, expect, it } from 'vitest'
import { maskEmail, needsSubscribeCall, preferencesFrom } from './email-preferences-rules'

describe('maskEmail', () => {
  it.each([
    ['anna@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['first.last+deals@mail.example.co.uk', 'f***@mail.example.co.uk'],
    ['@example.com', '***'],
    ['not-an-email', '***'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
  })
})

describe('preferencesFrom', () => {
  it('reads the API body the form edits', () => {
    const body = {
      data: {
        email: 'ann@example.com',
        brand: 'dealio',
        location: 'london',
        status: 'SUBSCRIBED',
        preferences: { frequency: 'weekly', categories: [] },
      },
    }
    expect(preferencesFrom(body)).toEqual({
      email: 'ann@example.com',
      location: 'london',
      status: 'SUBSCRIBED',
      frequency: 'weekly',
    })
  })

  it('gives unknown values the defaults and refuses a body without an email', () => {
    expect(preferencesFrom({ data: { email: 'a@b.co', status: 'x', location: '' } })).toEqual({
      email: 'a@b.co',
      location: null,
      status: 'UNSUBSCRIBED',
      frequency: 'daily',
    })
    expect(preferencesFrom({ data: {} })).toBeNull()
    expect(preferencesFrom(null)).toBeNull()
  })
})

describe('needsSubscribeCall', () => {
  it('is needed only for a new location or to subscribe again', () => {
    expect(needsSubscribeCall({ status: 'SUBSCRIBED', location: 'leeds' }, 'leeds')).toBe(false)
    expect(needsSubscribeCall({ status: 'SUBSCRIBED', location: 'leeds' }, 'london')).toBe(true)
    expect(needsSubscribeCall({ status: 'SUBSCRIBED', location: null }, 'london')).toBe(true)
    expect(needsSubscribeCall({ status: 'UNSUBSCRIBED', location: 'leeds' }, 'leeds')).toBe(true)
  })
})
