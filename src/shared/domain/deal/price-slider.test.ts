import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PRICE_RANGE,
  FIXED_PRICE_STEPS,
  sliderStep,
  sliderStops,
  snapToStep,
} from './price-slider'

describe('sliderStep', () => {
  it.each([
    [0, 5],
    [50, 5],
    [99.99, 5],
    [100, 10],
    [250, 10],
    [499, 10],
    [500, 50],
    [4000, 50],
    [-10, 5],
  ])('steps by %d at %d', (value, step) => {
    expect(sliderStep(value)).toBe(step)
  })
})

describe('snapToStep', () => {
  it.each([
    [0, 0],
    [2, 0],
    [2.5, 5],
    [97, 95],
    [98, 100],
    [104, 100],
    [105, 110],
    [496, 500],
    [523, 500],
    [525, 550],
    [-20, 0],
    [Number.NaN, 0],
  ])('snaps %d to %d', (value, snapped) => {
    expect(snapToStep(value)).toBe(snapped)
  })
})

describe('sliderStops', () => {
  it('steps through each band and ends on max', () => {
    expect(sliderStops(90, 120)).toEqual([90, 95, 100, 110, 120])
  })

  it('crosses into the band of 50 at 500', () => {
    expect(sliderStops(480, 650)).toEqual([480, 490, 500, 550, 600, 650])
  })

  it('aligns an off-grid min to the grid', () => {
    expect(sliderStops(3, 16)).toEqual([3, 5, 10, 15, 16])
  })

  it('covers the default range of 0 to 1000 in 20 + 40 + 11 stops', () => {
    const stops = sliderStops()
    expect(stops[0]).toBe(0)
    expect(stops.at(-1)).toBe(1000)
    expect(stops).toHaveLength(71)
    expect(stops.every((stop, i) => i === 0 || stop > (stops[i - 1] ?? -1))).toBe(true)
  })

  it('gives the min alone for an empty or inverted range', () => {
    expect(sliderStops(100, 100)).toEqual([100])
    expect(sliderStops(200, 100)).toEqual([200])
  })

  it('starts at 0 for a negative min', () => {
    expect(sliderStops(-50, 10)).toEqual([0, 5, 10])
  })

  it('keeps an absurd range to a bounded number of stops', () => {
    expect(sliderStops(0, 1e12).length).toBeLessThanOrEqual(2001)
  })
})

describe('price slider constants', () => {
  it('defaults the range to 0 to 1000', () => {
    expect(DEFAULT_PRICE_RANGE).toEqual({ min: 0, max: 1000 })
  })

  it('offers the fixed steps 0, 10, 20, 50, 100 and 200', () => {
    expect(FIXED_PRICE_STEPS).toEqual([0, 10, 20, 50, 100, 200])
  })
})
