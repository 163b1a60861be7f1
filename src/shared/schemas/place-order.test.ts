import { describe, expect, it } from 'vitest'
import { Passenger } from './place-order'

const passenger = {
  title: 'Ms',
  firstNames: 'Ann Marie',
  lastName: 'Smith',
  dateOfBirth: '1990-04-01',
}

describe('Passenger', () => {
  it('refuses control characters in names, as passports have none', () => {
    const clean = Passenger.safeParse(passenger)
    const withNul = Passenger.safeParse({ ...passenger, lastName: 'Smi\u0000th' })
    expect(withNul.success).toBe(false)
    expect(withNul.error?.issues[0]?.message).toBe('Please enter a valid name')
    // The other fields decide whether the clean one passes; the names must not be its problem.
    expect(clean.error?.issues.some((i) => i.path.includes('lastName')) ?? false).toBe(false)
  })

  it('still asks for the names when they are blank', () => {
    const blank = Passenger.safeParse({ ...passenger, firstNames: '  ' })
    expect(blank.error?.issues.map((i) => i.message)).toContain('Please enter the first names')
  })
})
