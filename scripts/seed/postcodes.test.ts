import { describe, expect, it } from 'vitest'
import { parsePostcode } from '../../src/shared/domain/address/postcode'
import { postcodeAddresses, postcodeStatements } from './postcodes'

describe('postcodeAddresses', () => {
  const rows = postcodeAddresses()

  it('generates a few hundred addresses, the same on every run', () => {
    expect(rows.length).toBeGreaterThan(300)
    expect(rows.length).toBeLessThan(1000)
    expect(postcodeAddresses()).toEqual(rows)
  })

  it('stores every postcode in the normal form the lookup searches by', () => {
    for (const row of rows) {
      const parsed = parsePostcode(row.postcode)
      expect(parsed?.postcode).toBe(row.postcode)
      expect(parsed?.kind).toBe(row.countryCode === 'gb' ? 'uk' : 'eircode')
    }
  })

  it('gives a UK postcode several addresses and an Eircode exactly one', () => {
    const count = (postcode: string) => rows.filter((row) => row.postcode === postcode).length
    const uk = rows.find((row) => row.countryCode === 'gb')!
    const ie = rows.find((row) => row.countryCode === 'ie')!
    expect(count(uk.postcode)).toBeGreaterThan(1)
    expect(count(ie.postcode)).toBe(1)
  })

  it('covers every seeded town', () => {
    expect(new Set(rows.map((row) => row.town)).size).toBeGreaterThanOrEqual(37)
  })
})

describe('postcodeStatements', () => {
  it('clears the table first, then inserts', () => {
    const [clear, ...inserts] = postcodeStatements()
    expect(clear).toBe('DELETE FROM postcode_addresses')
    expect(inserts.length).toBeGreaterThan(0)
    for (const statement of inserts) expect(statement).toMatch(/^INSERT INTO postcode_addresses/)
  })
})
