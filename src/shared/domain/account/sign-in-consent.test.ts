import { describe, expect, it } from 'vitest'
import { signInSubscribes } from './sign-in-consent'

describe('signInSubscribes', () => {
  it('subscribes a new account that signed up with the consent line', () => {
    expect(signInSubscribes({ kind: 'sign-up', consent: true, current: null })).toBe(true)
    expect(signInSubscribes({ kind: 'sign-up', consent: true, current: 'UNSUBSCRIBED' })).toBe(true)
  })

  it('subscribes on login only an address that has never decided', () => {
    expect(signInSubscribes({ kind: 'login', consent: true, current: null })).toBe(true)
    expect(signInSubscribes({ kind: 'login', consent: true, current: 'UNSUBSCRIBED' })).toBe(false)
  })

  it('changes nothing without the consent line or for a subscriber', () => {
    expect(signInSubscribes({ kind: 'sign-up', consent: false, current: null })).toBe(false)
    expect(signInSubscribes({ kind: 'login', consent: false, current: null })).toBe(false)
    expect(signInSubscribes({ kind: 'login', consent: true, current: 'SUBSCRIBED' })).toBe(false)
  })
})
