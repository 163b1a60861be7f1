import { describe, expect, it } from 'vitest'
import { creditCampaignStatements } from './credit-campaigns'
import { giftCardHash, giftCardStatements } from './gift-cards'

describe('giftCardStatements', () => {
  it('seeds hashed cards only, never the codes themselves', () => {
    const statements = giftCardStatements('2026-11-21')
    expect(statements).toHaveLength(5)
    expect(statements.join('\n')).not.toContain('GIFT-2026')
    expect(statements[0]).toContain(giftCardHash('gift 2026 aaaa 0001'))
    expect(statements[0]).toContain("'0001', 2500, 'GBP'")
  })

  it('gives the old card an expiry in the past', () => {
    const old = giftCardStatements('2026-11-21').at(-1)!
    expect(old).toContain("'2026-11-05T00:00:00.000Z'")
  })

  it('refuses a malformed date', () => {
    expect(() => giftCardStatements('soon')).toThrow(/date/)
  })
})

describe('creditCampaignStatements', () => {
  it('seeds four all-digit campaigns', () => {
    const statements = creditCampaignStatements('2026-11-21')
    expect(statements).toHaveLength(4)
    for (const statement of statements) expect(statement).toMatch(/^INSERT OR IGNORE INTO/)
  })
})
