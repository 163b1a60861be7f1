import { describe, expect, it } from 'vitest'
import { creditCampaignStatements } from './credit-campaigns'
import { giftCardHash, giftCardStatements } from './gift-cards'
import { dayFromToday, inDays, testToday } from '../lib/test-clock.mjs'

describe('giftCardStatements', () => {
  it('seeds hashed cards only, never the codes themselves', { tags: ['dated'] }, () => {
    const statements = giftCardStatements(testToday())
    expect(statements).toHaveLength(5)
    expect(statements.join('\n')).not.toContain('GIFT-2026')
    expect(statements[0]).toContain(giftCardHash('gift 2026 aaaa 0001'))
    expect(statements[0]).toContain("'0001', 2500, 'GBP'")
  })

  it('gives the old card an expiry in the past', { tags: ['dated'] }, () => {
    const old = giftCardStatements(testToday()).at(-1)!
    // Issued 200 days ago, it expired six months (181 days or more) after that: already past.
    const [issuedAt, expiresAt] = old.match(/\d{4}-\d\d-\d\dT[\d:.]+Z/g) ?? []
    expect(issuedAt).toBe(`${dayFromToday(-200)}T00:00:00.000Z`)
    expect(expiresAt! < `${testToday()}T00:00:00.000Z`).toBe(true)
    expect(expiresAt! >= inDays(181, issuedAt)).toBe(true)
  })

  it('refuses a malformed date', () => {
    expect(() => giftCardStatements('soon')).toThrow(/date/)
  })
})

describe('creditCampaignStatements', () => {
  it('seeds four all-digit campaigns', { tags: ['dated'] }, () => {
    const statements = creditCampaignStatements(testToday())
    expect(statements).toHaveLength(4)
    for (const statement of statements) expect(statement).toMatch(/^INSERT OR IGNORE INTO/)
  })
})
