import { describe, expect, it } from 'vitest'
import { hasScrolledHalf, registerHref, shouldOfferLightbox } from './account-lightbox-rules'

describe('shouldOfferLightbox', () => {
  it('offers the lightbox to a signed-out visitor who has not seen it', () => {
    expect(
      shouldOfferLightbox({ isAuthCheckFinished: true, isAuthenticated: false, seen: false }),
    ).toBe(true)
  })

  it('waits for the session check, and never shows to a signed-in user or twice in 30 days', () => {
    expect(
      shouldOfferLightbox({ isAuthCheckFinished: false, isAuthenticated: false, seen: false }),
    ).toBe(false)
    expect(
      shouldOfferLightbox({ isAuthCheckFinished: true, isAuthenticated: true, seen: false }),
    ).toBe(false)
    expect(
      shouldOfferLightbox({ isAuthCheckFinished: true, isAuthenticated: false, seen: true }),
    ).toBe(false)
  })
})

describe('hasScrolledHalf', () => {
  it('triggers once the viewport bottom passes half the page', () => {
    expect(hasScrolledHalf({ scrollY: 399, viewportHeight: 800, pageHeight: 2400 })).toBe(false)
    expect(hasScrolledHalf({ scrollY: 400, viewportHeight: 800, pageHeight: 2400 })).toBe(true)
  })

  it('never triggers on a page shorter than the screen', () => {
    expect(hasScrolledHalf({ scrollY: 0, viewportHeight: 800, pageHeight: 700 })).toBe(false)
  })
})

describe('registerHref', () => {
  it('carries the subscribed email to the register form', () => {
    expect(registerHref(' a+b@c.co ')).toBe('/register?email=a%2Bb%40c.co')
  })
})
