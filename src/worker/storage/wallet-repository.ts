import type { D1Database } from '@cloudflare/workers-types'
import { allocateLots, type LedgerRow } from '../../shared/domain/wallet/credit-lots'
import type { WalletKind } from './wallet-ledger-repository'

export interface WalletSumRow {
  currency: 'GBP' | 'EUR'
  refundable: number
  marketing: number
}

export interface WalletRow extends LedgerRow {
  userId: number
  currency: 'GBP' | 'EUR'
  kind: WalletKind
}

interface WalletTransactionRow {
  id: number
  amount: number
  currency: 'GBP' | 'EUR'
  kind: WalletKind
  reason: string
  createdAt: string
}

const ROW_COLUMNS = `id, user_id AS userId, currency, kind, amount, reason, reference,
  created_at AS createdAt, expires_at AS expiresAt`

/** Groups rows by wallet (user, currency, kind), in id order. */
export function walletsOf(rows: readonly WalletRow[]): WalletRow[][] {
  const groups = new Map<string, WalletRow[]>()
  for (const row of rows) {
    const key = `${row.userId}:${row.currency}:${row.kind}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return [...groups.values()]
}

/** The wallet ledger (DESIGN 'Money': a balance is the sum of its rows). Read here; orders,
 * refunds, gift cards and credit claims append rows through WalletLedgerRepository. */
export class WalletRepository {
  constructor(private readonly db: D1Database) {}

  /** Per currency, what the user may spend now of refundable and marketing credit: the plain
   * sum of rows less any credit that has lapsed but which the nightly job has not yet written
   * off, so checkout never offers credit the job is about to remove. */
  async balances(userId: number, now: string): Promise<WalletSumRow[]> {
    const { results } = await this.db
      .prepare(`SELECT ${ROW_COLUMNS} FROM wallet_ledger WHERE user_id = ? ORDER BY id`)
      .bind(userId)
      .all<WalletRow>()
    const sums = new Map<'GBP' | 'EUR', WalletSumRow>()
    for (const wallet of walletsOf(results)) {
      const { currency, kind } = wallet[0]!
      const sum = sums.get(currency) ?? { currency, refundable: 0, marketing: 0 }
      const { spendable } = allocateLots(wallet, now)
      if (kind === 'REFUNDABLE') sum.refundable += spendable
      else sum.marketing += spendable
      sums.set(currency, sum)
    }
    return [...sums.values()].sort((a, b) => a.currency.localeCompare(b.currency))
  }

  /** The user's movements, newest first. */
  async transactions(userId: number, limit: number, offset: number) {
    const { results } = await this.db
      .prepare(
        `SELECT id, amount, currency, kind, reason, created_at AS createdAt
           FROM wallet_ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, limit, offset)
      .all<WalletTransactionRow>()
    return results
  }

  /** Every row of each wallet holding credit that has lapsed by `now` (for the expiry job). */
  async walletsWithLapsedCredit(now: string): Promise<WalletRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${ROW_COLUMNS} FROM wallet_ledger l
          WHERE EXISTS (SELECT 1 FROM wallet_ledger c
                         WHERE c.user_id = l.user_id AND c.currency = l.currency
                           AND c.kind = l.kind AND c.amount > 0 AND c.expires_at <= ?
                           AND NOT EXISTS (SELECT 1 FROM wallet_ledger e
                                            WHERE e.reason = 'EXPIRY'
                                              AND e.reference = 'lot:' || c.id))
          ORDER BY l.user_id, l.currency, l.kind, l.id`,
      )
      .bind(now)
      .all<WalletRow>()
    return results
  }
}
