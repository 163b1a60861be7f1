import { describe, expect, it } from 'vitest'
import { promoCodeStatements } from './promo-codes'
import { dayFromToday, testToday } from '../lib/test-clock.mjs'

describe('promoCodeStatements', () => {
  it('seeds the six demo codes without replacing existing ones', { tags: ['dated'] }, () => {
    const statements = promoCodeStatements(testToday())
    expect(statements).toHaveLength(6)
    for (const statement of statements) expect(statement).toMatch(/^INSERT OR IGNORE INTO/)
    const old = statements.find((statement) => statement.includes("'OLDCODE'"))!
    expect(old).toContain(`'${dayFromToday(-30)}T00:00:00.000Z'`)
  })
  it('refuses a malformed date', () => {
    expect(() => promoCodeStatements('soon')).toThrow(/date/)
  })
})
