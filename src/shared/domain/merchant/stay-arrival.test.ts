import { describe, expect, it } from 'vitest'
import { arrivalStatus, arrivalVoucherLabel, stayGuests } from './stay-arrival'

const passenger = (n: number) => ({
  title: 'Ms',
  firstNames: `Grace ${n}`,
  lastName: 'Hopper',
  dateOfBirth: '1980-12-10',
  phone: `0770090012${n}`,
})

describe('a stay on the arrivals list', () => {
  it('names every guest by title, first names and last name, never their date of birth', () => {
    const guests = stayGuests(JSON.stringify([passenger(1), passenger(2)]))
    expect(guests).toEqual({
      names: ['Ms Grace 1 Hopper', 'Ms Grace 2 Hopper'],
      leadPhone: '07700900121',
    })
    expect(JSON.stringify(guests)).not.toContain('1980')
  })

  it('has no guests when the passengers were erased or cannot be read', () => {
    expect(stayGuests(null)).toEqual({ names: [], leadPhone: null })
    expect(stayGuests('not json')).toEqual({ names: [], leadPhone: null })
    expect(stayGuests('{"title":"Mr"}')).toEqual({ names: [], leadPhone: null })
  })

  it('reads as cancelled when every room was refunded, and counts the rooms cancelled', () => {
    expect(arrivalStatus(['REFUNDED', 'REFUNDED'])).toEqual({ label: 'Cancelled', cancelled: true })
    expect(arrivalStatus(['READY_TO_REDEEM', 'REFUNDED'])).toEqual({
      label: 'Ready to Redeem (1 cancelled)',
      cancelled: false,
    })
    expect(arrivalStatus(['REDEEMED', 'READY_TO_REDEEM', 'REDEEMED']).label).toBe(
      'Redeemed, Ready to Redeem',
    )
    expect(arrivalVoucherLabel('REFUNDED')).toBe('Cancelled')
    expect(arrivalVoucherLabel('BOOKED')).toBe('Booked')
  })
})
