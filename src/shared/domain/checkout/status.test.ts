import { describe, expect, it } from 'vitest'
import {
  canEditCheckout,
  checkoutLoadRecovery,
  checkoutPath,
  nextCheckoutStatus,
  type CheckoutEvent,
  type CheckoutStatus,
} from './status'

describe('nextCheckoutStatus', () => {
  it.each<[CheckoutStatus, CheckoutEvent, CheckoutStatus]>([
    ['LOADING', 'LOADED', 'READY'],
    ['LOADING', 'EDIT', 'LOADING'],
    ['READY', 'EDIT', 'UPDATING'],
    ['UPDATING', 'REFETCHED', 'READY'],
    ['UPDATING', 'FAILED', 'READY'],
    ['UPDATING', 'EDIT', 'UPDATING'],
    ['READY', 'REFRESH', 'REFRESHING'],
    ['REFRESHING', 'REFETCHED', 'REFRESHED'],
    ['REFRESHING', 'FAILED', 'READY'],
    ['REFRESHED', 'EDIT', 'UPDATING'],
  ])('goes from %s on %s to %s', (status, event, next) => {
    expect(nextCheckoutStatus(status, event)).toBe(next)
  })

  it('runs an edit round trip back to READY', () => {
    const events: CheckoutEvent[] = ['LOADED', 'EDIT', 'REFETCHED', 'EDIT', 'REFETCHED']
    expect(events.reduce(nextCheckoutStatus, 'LOADING' as CheckoutStatus)).toBe('READY')
  })
})

describe('canEditCheckout', () => {
  it.each<[CheckoutStatus, boolean]>([
    ['LOADING', false],
    ['READY', true],
    ['UPDATING', false],
    ['REFRESHING', false],
    ['REFRESHED', true],
  ])('%s allows edits: %s', (status, allowed) => {
    expect(canEditCheckout(status)).toBe(allowed)
  })
})

describe('checkoutLoadRecovery', () => {
  it('clears the token, makes a new basket and redirects on 422', () => {
    const recovery = checkoutLoadRecovery(422)
    expect(recovery).toMatchObject({ clearBasketTokenCookie: true, createEmptyBasket: true })
    expect(recovery?.redirectTo('n3wb4sk3t0k3n')).toBe('/checkout/n3wb4sk3t0k3n')
  })

  it.each([200, 404, 500])('does nothing on %i', (status) => {
    expect(checkoutLoadRecovery(status)).toBeNull()
  })

  it('escapes the token in the path', () => {
    expect(checkoutPath('a/b?c')).toBe('/checkout/a%2Fb%3Fc')
  })
})
