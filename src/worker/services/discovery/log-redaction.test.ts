import { describe, expect, it } from 'vitest'
import { isSensitiveKey, passesLuhn, redactLogValue, redactText } from './log-redaction'

describe('redactLogValue', () => {
  it('drops token, password, card and authorization fields at any depth', () => {
    const record = {
      ct: 'customer-token',
      bt: 'basket-token',
      message: 'kept',
      extras: {
        password: 'hunter2',
        cardNumber: '4111111111111111',
        accessToken: 'abc',
        Authorization: 'Bearer abc',
        nested: { apiKey: 'k', sessionCookie: 'c', step: 2 },
        list: [{ cvv: '123', ok: true }],
      },
    }
    expect(redactLogValue(record)).toEqual({
      message: 'kept',
      extras: { nested: { step: 2 }, list: [{ ok: true }] },
    })
  })

  it('caps nesting so a record cannot grow without bound', () => {
    const deep = { a: { b: { c: { d: { e: { f: 1 } } } } } }
    expect(redactLogValue(deep)).toEqual({ a: { b: { c: { d: { e: '[nested too deep]' } } } } })
  })
})

describe('redactText', () => {
  it('masks card numbers that pass the Luhn check and keeps other long numbers', () => {
    expect(redactText('paid with 4111 1111 1111 1111 today')).toBe('paid with [card number] today')
    expect(redactText('card 5555-5555-5555-4444')).toBe('card [card number]')
    expect(redactText('at 1700000000001 ms')).toBe('at 1700000000001 ms')
  })

  it('masks authorization values and credential query parameters', () => {
    expect(redactText('Authorization: Bearer eyJ.abc-def')).toBe('Authorization: Bearer [redacted]')
    expect(redactText('/reset?token=abc123&page=2')).toBe('/reset?token=[redacted]&page=2')
  })

  it('cuts text to 2,000 characters after masking', () => {
    expect(redactText('x'.repeat(5000))).toHaveLength(2000)
  })
})

describe('passesLuhn and isSensitiveKey', () => {
  it('recognise card numbers and credential field names', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(['ct', 'bt', 'refreshToken', 'PASSWORD', 'card_cvc'].every(isSensitiveKey)).toBe(true)
    expect(['message', 'name', 'userAgent', 'brand'].some(isSensitiveKey)).toBe(false)
  })
})
