import { describe, expect, it } from 'vitest'
import { promoCodeStatements } from './promo-codes'

describe('promoCodeStatements', () => {
  it('seeds the six demo codes without replacing existing ones', () => {
    const statements = promoCodeStatements('2026-11-21')
    expect(statements).toHaveLength(6)
    for (const statement of statements) expect(statement).toMatch(/^INSERT OR IGNORE INTO/)
    const old = statements.find((statement) => statement.includes("'OLDCODE'"))!
    expect(old).toContain("'2026-10-22T00:00:00.000Z'")
  })
  it('refuses a malformed date', () => {
    expect(() => promoCodeStatements('soon')).toThrow(/date/)
  })
})
