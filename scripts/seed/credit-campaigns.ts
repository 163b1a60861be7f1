import { sqlValue } from './sql'

const DAY_MS = 86_400_000

/** The demo credit-claim campaigns (/credit?credit_validation=<code>): [code, minor units,
 * currency, days until the campaign ends, max claims]. 1003 has ended; 1004 has room for one. */
const SEEDED_CREDIT_CAMPAIGNS = [
  ['1001', 500, 'GBP', 365, 100_000],
  ['1002', 500, 'EUR', 365, 100_000],
  ['1003', 1000, 'GBP', -1, 100_000],
  ['1004', 200, 'GBP', 365, 1],
] as const

/** Marketing credit lasting 90 days from the claim. INSERT OR IGNORE keeps claim counts.
 * @example creditCampaignStatements('2026-11-21').length === 4 */
export function creditCampaignStatements(today: string): string[] {
  const day = Date.parse(`${today}T00:00:00.000Z`)
  if (Number.isNaN(day)) throw new Error(`today must be a date as YYYY-MM-DD, got ${today}`)
  return SEEDED_CREDIT_CAMPAIGNS.map(([code, amount, currency, days, maxClaims]) => {
    const values = [
      code,
      amount,
      currency,
      'MARKETING',
      new Date(day + days * DAY_MS).toISOString(),
      90,
      maxClaims,
    ]
    return `INSERT OR IGNORE INTO credit_campaigns (code, amount, currency, kind, expires_at, credit_days, max_claims)
VALUES (${values.map(sqlValue).join(', ')})`
  })
}
