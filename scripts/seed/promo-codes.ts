import { sqlValue } from './sql'

const DAY_MS = 86_400_000

/** The demo promo codes (one of each kind: percentage, fixed, per-deal, per-user,
 * single-use, expired), valid from a month before `today` (YYYY-MM-DD) for a year, except
 * OLDCODE, which ended a month ago. EXTRA10 is the storefront's exit-promotion code. SPA20 names
 * the first Spa Days deal (subcategory 101) of the catalogue and WELCOME15 works once per
 * customer. Codes already present are left alone (INSERT OR IGNORE): redemptions reference them,
 * so a re-seed must not delete them.
 * @example promoCodeStatements('2026-11-21').length === 6 */
export function promoCodeStatements(today: string): string[] {
  const day = Date.parse(`${today}T00:00:00.000Z`)
  if (Number.isNaN(day)) throw new Error(`today must be a date as YYYY-MM-DD, got ${today}`)
  const at = (days: number) => new Date(day + days * DAY_MS).toISOString()
  const start = at(-30)
  const end = at(365)
  const code = (values: Record<string, string | number | null>, dealId = 'NULL'): string => {
    const row = {
      kind: 'percentage',
      currency: null,
      user_id: null,
      single_use: 0,
      max_uses_per_user: null,
      starts_at: start,
      expires_at: end,
      min_spend: null,
      created_at: start,
      ...values,
    }
    const columns = Object.keys(row)
    return `INSERT OR IGNORE INTO promo_codes (${columns.join(', ')}, deal_id)
SELECT ${Object.values(row).map(sqlValue).join(', ')}, ${dealId}`
  }
  return [
    code({ code: 'EXTRA10', value: 10 }),
    code({ code: 'SAVE5', kind: 'fixed', value: 500, currency: 'GBP', min_spend: 2000 }),
    code(
      { code: 'SPA20', value: 20 },
      '(SELECT id FROM deals WHERE subcategory_id = 101 ORDER BY id LIMIT 1)',
    ),
    code({ code: 'WELCOME15', value: 15, max_uses_per_user: 1 }),
    code({ code: 'ONCEONLY', value: 25, single_use: 1 }),
    code({ code: 'OLDCODE', value: 10, starts_at: at(-400), expires_at: at(-30) }),
  ]
}
