import { describe, expect, it } from 'vitest'
import { isValidPostcode, parsePostcode } from './postcode'

describe('parsePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  ec2a   4ny ', 'EC2A 4NY'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['bt71nn', 'BT7 1NN'],
    ['gir 0aa', 'GIR 0AA'],
  ])('reads the UK postcode %s as %s', (typed, normal) => {
    expect(parsePostcode(typed)).toEqual({ kind: 'uk', postcode: normal })
  })

  it.each([
    ['D02 X285', 'D02 X285'],
    ['d02x285', 'D02 X285'],
    ['A65 F4E2', 'A65 F4E2'],
    ['t12 y2kp', 'T12 Y2KP'],
    ['D6W 1234', 'D6W 1234'],
    ['h91e5w4', 'H91 E5W4'],
  ])('reads the Eircode %s as %s', (typed, normal) => {
    expect(parsePostcode(typed)).toEqual({ kind: 'eircode', postcode: normal })
  })

  it.each([
    '',
    'hello',
    'SW1A',
    '1AA SW1',
    'SW1A 1CA', // C is never a unit letter
    'QA1 1AA', // Q never starts an area
    'SW1A 1AAA',
    'D02 X28', // an Eircode identifier has four characters
    'B02 X285', // B is no routing key letter
    'D02 X2B5', // nor an identifier letter
    'D02-X285!',
  ])('refuses %j', (typed) => {
    expect(parsePostcode(typed)).toBeNull()
    expect(isValidPostcode(typed)).toBe(false)
  })
})
