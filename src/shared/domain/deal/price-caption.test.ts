import { describe, expect, it } from 'vitest'
import { captionWords, readsAfterPrice } from './price-caption'

describe('captionWords', () => {
  it.each(['pp', 'PP', 'p.p.', ' pp '])('writes %j out as per person', (caption) => {
    expect(captionWords(caption)).toBe('per person')
  })

  it('writes a leading pp out, so a nightly rate reads after the price like any rate', () => {
    expect(captionWords('pp per night')).toBe('per person per night')
    expect(readsAfterPrice(captionWords('pp per night'))).toBe(true)
    expect(captionWords('ppm')).toBe('ppm')
  })

  it('keeps a caption already in words', () => {
    expect(captionWords(' per room ')).toBe('per room')
    expect(captionWords('from')).toBe('from')
  })
})

describe('readsAfterPrice', () => {
  it('puts a rate after the price and a lead-in before it', () => {
    expect(readsAfterPrice('per person')).toBe(true)
    expect(readsAfterPrice('per room')).toBe(true)
    expect(readsAfterPrice('from')).toBe(false)
    expect(readsAfterPrice('VIP')).toBe(false)
  })
})
