import { describe, expect, it } from 'vitest'
import { sha256Hex } from './sha256-hex'

describe('sha256Hex', () => {
  it('gives the standard digest of a text as lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
    expect(await sha256Hex('')).toMatch(/^e3b0c442[0-9a-f]{56}$/)
  })
})
