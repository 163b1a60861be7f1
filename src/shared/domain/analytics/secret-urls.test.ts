import { describe, expect, it } from 'vitest'
import { urlCarriesSecret } from './secret-urls'

const carries = (path: string) => urlCarriesSecret(new URL(`https://www.example.test${path}`))

describe('urlCarriesSecret', () => {
  it('is true for the reset, activation, preferences, approval and sandbox-pay URLs', () => {
    expect(carries('/reset-password?token=abc')).toBe(true)
    expect(carries('/activate-password?token=abc')).toBe(true)
    expect(carries('/email-preferences?token=abc')).toBe(true)
    expect(carries('/checkout/b-123?approval=xyz')).toBe(true)
    expect(carries('/sandbox/pay/tok-1')).toBe(true)
    expect(carries('/Sandbox/Pay/tok-1')).toBe(true)
    expect(carries('/unsubscribe?s=12&sig=abc')).toBe(true)
  })

  it('is false for ordinary pages, the same pages without their secret included', () => {
    expect(carries('/deals/london')).toBe(false)
    expect(carries('/reset-password')).toBe(false)
    expect(carries('/checkout/b-123')).toBe(false)
    expect(carries('/checkout/b-123?cancelled=1')).toBe(false)
    expect(carries('/search?q=token')).toBe(false)
  })
})
