import { describe, expect, it } from 'vitest'
import { equirectangular, ringPath } from './map-projection'

describe('the map projection', () => {
  it('maps the corners and centre of its bounds onto the SVG', () => {
    // Centred on the equator, where a degree of longitude is a degree of latitude.
    const map = equirectangular({ west: 0, east: 10, south: -5, north: 5 }, 100)
    expect(map.project(5, 0)).toEqual({ x: 0, y: 0 })
    expect(map.project(0, 5)).toEqual({ x: 50, y: 50 })
    expect(map.height).toBe(100)
  })

  it('narrows longitude by the cosine of the middle latitude', () => {
    const map = equirectangular({ west: -10, east: 2, south: 50, north: 58 }, 600)
    // 12° of longitude at 54° N is about 7 "latitude degrees" wide, so the map is taller.
    expect(map.height).toBeGreaterThan(600 * (8 / 12))
    expect(map.project(51.5, -0.12)?.x).toBeGreaterThan(map.project(53.35, -6.26)?.x ?? 0)
  })

  it('leaves out points beyond its bounds (a deal abroad)', () => {
    const map = equirectangular({ west: -11, east: 2, south: 49, north: 59 }, 400)
    expect(map.project(28.1, -15.4)).toBeNull()
  })

  it('draws a closed path through a ring', () => {
    const map = equirectangular({ west: 0, east: 10, south: -5, north: 5 }, 100)
    expect(
      ringPath(map, [
        [0, 5],
        [10, 5],
        [10, -5],
      ]),
    ).toBe('M0,0L100,0L100,100Z')
  })
})
