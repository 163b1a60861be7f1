import { describe, expect, it } from 'vitest'
import { MASKED_PAN, REDACTED, redact, redactText } from './redact'

describe('redact', () => {
  it('replaces the value of every secret-named key, whatever its case or separators', () => {
    const fields = {
      password: 'hunter2',
      newPassword: 'hunter3',
      token: 't',
      resetToken: 'r',
      card_number: '4111111111111111',
      cardNumber: '4111',
      cvv: '123',
      CVC: '123',
      clientSecret: 's',
      Authorization: 'Bearer abc',
      nonce: 'fake-valid-nonce',
      paymentMethodNonce: 'n',
      cookie: 'session=1',
    }
    const safe = redact(fields) as Record<string, unknown>
    for (const key of Object.keys(fields)) expect(safe[key], key).toBe(REDACTED)
  })

  it('keeps ordinary fields, including an authorisation id and counters', () => {
    const fields = { event: 'x', email: 'a@b.test', authorisation: 42, ms: 12, attempts: 3 }
    expect(redact(fields)).toEqual(fields)
  })

  it('masks 13 to 19 digit card numbers inside any string, grouped or not', () => {
    expect(redactText('card 4111 1111 1111 1111 declined')).toBe(`card ${MASKED_PAN} declined`)
    expect(redactText('pan=5555-5555-5555-4444;')).toBe(`pan=${MASKED_PAN};`)
    expect(redactText('amex 378282246310005')).toBe(`amex ${MASKED_PAN}`)
    expect(redactText('19 digits 6011000990139424123')).toBe(`19 digits ${MASKED_PAN}`)
  })

  it('keeps UUIDs whole, though their dash-grouped digits can run to 13 or more', () => {
    // Found by the fuzz run: a random request id read as a card number.
    const id = '5bdfcb98-3921-4986-8963-a25f740f1d76'
    expect(redactText(`request ${id} failed`)).toBe(`request ${id} failed`)
    const digits = '12345678-1234-1234-1234-123456789012'
    expect(redactText(digits)).toBe(digits)
    expect(redactText(`${id} card 4111 1111 1111 1111`)).toBe(`${id} card ${MASKED_PAN}`)
  })

  it('leaves shorter numbers and longer digit runs alone', () => {
    expect(redactText('order 123456789012 for 4999 pence')).toBe(
      'order 123456789012 for 4999 pence',
    )
    expect(redactText('id 12345678901234567890')).toBe('id 12345678901234567890')
  })

  it('masks a bearer credential quoted in free text', () => {
    expect(redactText('sent Authorization: Bearer eyJhbGciOi.abc')).toBe(
      `sent Authorization: Bearer ${REDACTED}`,
    )
  })

  it('masks a number field only when it passes the card check, so timestamps stay', () => {
    expect(redact({ at: 1764323000001 })).toEqual({ at: 1764323000001 })
    expect(redact({ value: 4111111111111111 })).toEqual({ value: MASKED_PAN })
  })

  it('keeps our own ids whole, though one order number in ten passes the card check', () => {
    // 882844871450213 passes Luhn's check, like about a tenth of our 15-digit order numbers.
    expect(
      redact({ order: 882844871450213, orderId: 882844871450213, dealId: 4111111111111111 }),
    ).toEqual({
      order: 882844871450213,
      orderId: 882844871450213,
      dealId: 4111111111111111,
    })
    // A key that only ends in the letters "id" is not an id.
    expect(redact({ paid: 882844871450213 })).toEqual({ paid: MASKED_PAN })
    // A string under such a key is still searched.
    expect(redact({ order: '4111 1111 1111 1111' })).toEqual({ order: MASKED_PAN })
  })

  it('walks nested objects, arrays and errors', () => {
    const err = new Error('declined 4242424242424242')
    const safe = redact({ nested: { list: [{ password: 'p' }, 'x 4242424242424242'] }, err })
    expect(safe).toMatchObject({
      nested: { list: [{ password: REDACTED }, `x ${MASKED_PAN}`] },
      err: { name: 'Error', message: `declined ${MASKED_PAN}` },
    })
  })

  it('stops at a bounded depth instead of following a cycle', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(JSON.stringify(redact(cyclic))).toContain('[too deep]')
  })
})
