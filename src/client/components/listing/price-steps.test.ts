import { describe, expect, it } from 'vitest'
import { sliderMove } from './price-steps'

describe('moving a price slider', () => {
  it('lands on the nearest stop of its band', () => {
    expect(sliderMove(0, 23)).toBe(25)
    expect(sliderMove(0, 512)).toBe(500)
    expect(sliderMove(1000, 1200)).toBe(1000)
  })

  it('moves at least one stop in the direction of travel', () => {
    expect(sliderMove(1000, 995)).toBe(950)
    expect(sliderMove(100, 105)).toBe(110)
    expect(sliderMove(100, 95)).toBe(95)
    expect(sliderMove(0, 5)).toBe(5)
  })

  it('stays put at the ends of the range', () => {
    expect(sliderMove(0, 0)).toBe(0)
    expect(sliderMove(1000, 1000)).toBe(1000)
  })
})
