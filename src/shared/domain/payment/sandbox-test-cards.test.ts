import { describe, expect, it } from 'vitest'
import { testNow, testToday } from '../../../../scripts/lib/test-clock.mjs'
import { checkCard } from './card-checks'
import { paymentErrorMessage } from './payment-errors'
import {
  SANDBOX_3DS_CARDS,
  SANDBOX_TEST_CARDS,
  sandboxOutcome,
  sandboxThreeDSecure,
  threeDSecureRefuses,
} from './sandbox-test-cards'

describe('sandboxOutcome', () => {
  it.each([
    ['4111111111111111', 'APPROVED'],
    ['5555 5555 5555 4444', 'APPROVED'],
    ['4000000000000002', 'DECLINED'],
    ['5105105105105100', 'DECLINED'],
    ['4000000000009995', 'INSUFFICIENT_FUNDS'],
    ['4000000000000069', 'CARD_EXPIRED'],
    ['4000000000000127', 'CVV_MISMATCH'],
    ['4000000000000119', 'ISSUER_UNREACHABLE'],
    ['4000000000003063', 'AUTHENTICATION_FAILED'],
    ['4000000000000010', 'BILLING_ADDRESS_MISMATCH'],
    ['4242424242424242', 'APPROVED'],
  ])('answers %s with %s', (number, outcome) => {
    expect(sandboxOutcome(number, 2500)).toBe(outcome)
  })

  it.each([
    [199_999, 'APPROVED'],
    [200_000, 'PROCESSOR_DECLINED'],
    [299_999, 'PROCESSOR_DECLINED'],
    [300_000, 'GATEWAY_UNREACHABLE'],
    [300_099, 'GATEWAY_UNREACHABLE'],
    [300_100, 'APPROVED'],
  ])('answers an amount of %i minor units with %s', (amount, outcome) => {
    expect(sandboxOutcome('4111111111111111', amount)).toBe(outcome)
  })

  it('lets the card outcome win over the amount', () => {
    expect(sandboxOutcome('4000000000000002', 250_000)).toBe('DECLINED')
  })

  it(
    'uses only test cards that pass the form check, so each reaches the gateway',
    { tags: ['dated'] },
    () => {
      // A card that runs four more years from the pinned instant.
      const expiry = { month: 12, year: Number(testToday().slice(0, 4)) + 4 }
      for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
        expect(checkCard({ number, expiry, cvv: '123' }, new Date(testNow()))).toMatchObject({
          ok: true,
        })
      }
    },
  )

  it('has a distinct message for each failing test card', () => {
    const outcomes = Object.values(SANDBOX_TEST_CARDS).filter(
      (o) => o !== 'APPROVED' && o !== 'INSUFFICIENT_FUNDS',
    )
    const messages = new Set(outcomes.map(paymentErrorMessage))
    expect(messages.size).toBe(new Set(outcomes).size)
  })
})

describe('sandboxThreeDSecure', () => {
  it.each([
    ['4000 0000 0000 3220', 'CHALLENGE'],
    ['4000000000003055', 'FRICTIONLESS'],
    ['4000000000003063', 'FAILED'],
    ['4000000000003097', 'UNAVAILABLE'],
    ['4111111111111111', 'FRICTIONLESS'],
  ])('answers %s with %s', (number, behaviour) => {
    expect(sandboxThreeDSecure(number)).toBe(behaviour)
  })

  it('has 3-D Secure test cards that pass the card form, so they reach the check', () => {
    const expiry = { month: 12, year: Number(testToday().slice(0, 4)) + 4 }
    for (const number of Object.keys(SANDBOX_3DS_CARDS)) {
      expect(checkCard({ number, expiry, cvv: '123' }, new Date(testNow())).ok).toBe(true)
    }
  })
})

describe('threeDSecureRefuses', () => {
  it.each([
    ['CHALLENGE', null, true],
    ['CHALLENGE', 'CHALLENGE_PENDING', true],
    ['CHALLENGE', 'FAILED', true],
    ['CHALLENGE', 'AUTHENTICATED', false],
    ['FRICTIONLESS', null, false],
    ['FRICTIONLESS', 'AUTHENTICATED', false],
    ['FAILED', null, true],
    ['UNAVAILABLE', 'UNAVAILABLE', false],
    [null, null, false],
  ] as const)('card %s with check %s refuses: %s', (card, status, refuses) => {
    expect(threeDSecureRefuses(card, status)).toBe(refuses)
  })
})
