import { describe, expect, it } from 'vitest'
import { priceCaptionShown } from './price-caption'

describe('priceCaptionShown', () => {
  it.each([
    ['pp', 'per person'],
    ['PP', 'per person'],
    ['p.p.', 'per person'],
    ['pppn', 'per person per night'],
    ['pn', 'per night'],
  ])('writes %j out as %j, after the price', (caption, words) => {
    expect(priceCaptionShown(caption)).toEqual({ words, afterPrice: true })
  })

  it('keeps a caption already in words, a rate after the price', () => {
    expect(priceCaptionShown('per room')).toEqual({ words: 'per room', afterPrice: true })
  })

  it('keeps a lead-in before the price', () => {
    expect(priceCaptionShown('from')).toEqual({ words: 'from', afterPrice: false })
  })
})
