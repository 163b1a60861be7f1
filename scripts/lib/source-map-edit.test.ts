import { describe, expect, it } from 'vitest'
import {
  decodeMappings,
  decodeSegment,
  encodeMappings,
  encodeSegment,
  originalPosition,
  replaceMapped,
} from './source-map-edit.mjs'

describe('base64 VLQ', () => {
  it('reads and writes the spec’s examples and round-trips large and negative numbers', () => {
    expect(decodeSegment('AAgBC')).toEqual([0, 0, 16, 1])
    expect(encodeSegment([0, 0, 16, 1])).toBe('AAgBC')
    for (const numbers of [
      [123456, -7, 0, 1_000_000],
      [-1, 15, 16, -16],
    ]) {
      expect(decodeSegment(encodeSegment(numbers))).toEqual(numbers)
    }
  })

  it('round-trips whole mappings', () => {
    const mappings = 'AAAA,SAAS,gBAAgB;AACA,IAAI'
    expect(encodeMappings(decodeMappings(mappings))).toBe(mappings)
  })
})

describe('replaceMapped', () => {
  // Generated line 0: `a("X");b()` — `a` from src/a.ts 0:0, `b` from src/b.ts 4:2.
  const map = {
    version: 3,
    sources: ['src/a.ts', 'src/b.ts'],
    names: [],
    mappings: encodeMappings([
      [
        [0, 0, 0, 0],
        [7, 1, 4, 2],
      ],
    ]),
  }

  it('moves the columns after a placeholder by the length it gained', () => {
    const { code, map: moved } = replaceMapped('a("X");b()', map, { X: '/assets/entry.js' })
    expect(code).toBe('a("/assets/entry.js");b()')
    const column = code.indexOf('b()')
    expect(originalPosition(moved, 0, column)).toEqual({ source: 'src/b.ts', line: 4, column: 2 })
    expect(originalPosition(moved, 0, 0)).toEqual({ source: 'src/a.ts', line: 0, column: 0 })
  })

  it('leaves the map alone when nothing is replaced', () => {
    expect(replaceMapped('a("Y");b()', map, { X: 'long' }).map.mappings).toBe(map.mappings)
  })
})
