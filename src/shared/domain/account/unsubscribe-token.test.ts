import { describe, expect, it } from 'vitest'
import { isWellFormedUnsubscribeToken } from './unsubscribe-token'

describe('isWellFormedUnsubscribeToken', () => {
  it('accepts 43 base64url characters', () => {
    expect(isWellFormedUnsubscribeToken('A'.repeat(40) + '_-9')).toBe(true)
  })

  it.each(['', 'short', 'A'.repeat(44), 'A'.repeat(42) + '='])('rejects %j', (token) => {
    expect(isWellFormedUnsubscribeToken(token)).toBe(false)
  })
})
