import { describe, expect, it } from 'vitest'
import { eGiftErrors, giftMessageCounter } from './gift-message'

describe('giftMessageCounter', () => {
  it('counts characters against the limit', () => {
    expect(giftMessageCounter('')).toBe('0/250')
    expect(giftMessageCounter('Happy birthday!')).toBe('15/250')
  })

  it('counts an emoji as one character', () => {
    expect(giftMessageCounter('🎁')).toBe('1/250')
  })
})

describe('eGiftErrors', () => {
  it('accepts a recipient email and a short message', () => {
    expect(eGiftErrors({ recipientEmail: 'mum@example.co.uk', message: 'Love you' })).toEqual({})
  })

  it('requires a recipient email', () => {
    expect(eGiftErrors({ recipientEmail: ' ', message: null })).toEqual({
      recipientEmail: 'Please enter the recipient’s email address',
    })
  })

  it('requires a valid recipient email', () => {
    expect(eGiftErrors({ recipientEmail: 'mum@', message: '' }).recipientEmail).toBe(
      'Please enter a valid email',
    )
  })

  it('refuses a message over 250 characters', () => {
    expect(eGiftErrors({ recipientEmail: 'a@b.co', message: 'x'.repeat(250) })).toEqual({})
    expect(eGiftErrors({ recipientEmail: 'a@b.co', message: 'x'.repeat(251) }).message).toBe(
      'Your message must be 250 characters or fewer',
    )
  })
})
