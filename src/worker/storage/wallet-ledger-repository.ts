import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'

export type WalletKind = 'REFUNDABLE' | 'MARKETING'

/** One movement of wallet credit: positive credits, negative spends. */
export interface LedgerEntry {
  userId: number
  currency: 'GBP' | 'EUR'
  kind: WalletKind
  /** Minor units, never 0: + credit, − spend or expiry. */
  amount: number
  /** e.g. ORDER, REFUND, GIFT_CARD, CREDIT_CLAIM, LOYALTY, REFERRAL, AUTO_CREDIT, EXPIRY. */
  reason: string
  reference: string | null
  /** When an unspent credit lapses; null for spends and for credit that does not expire. */
  expiresAt: string | null
}

/** The wallet's only writes (transactions §3 'Wallet'; DESIGN 'Money'): every movement is a
 * wallet_ledger row, and the guarded wallet_balances row (CHECK balance >= 0) is set to the
 * ledger's sum in the same batch, so a spend that would take a balance below zero fails the
 * whole batch it belongs to. Callers put these statements in their own D1 batch. A credit's
 * `expiresAt` is when its unspent remainder lapses (written off as an EXPIRY row by the job). */
export class WalletLedgerRepository {
  constructor(private readonly db: D1Database) {}

  entry(entry: LedgerEntry, now: string): D1PreparedStatement[] {
    return [
      this.db
        .prepare(
          `INSERT INTO wallet_ledger (user_id, currency, amount, kind, reason, reference,
             created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          entry.userId,
          entry.currency,
          entry.amount,
          entry.kind,
          entry.reason,
          entry.reference,
          now,
          entry.expiresAt,
        ),
      this.rebalance(entry.userId, entry.currency, entry.kind, now),
    ]
  }

  /** Sets the guarded balance to the plain sum of ALL the wallet's rows. Expired credit is not
   * left out here: the nightly expireWalletCredit job writes a negative EXPIRY row for each
   * lapsed credit's unspent remainder (shared/domain/wallet/credit-lots.ts), so the sum already
   * drops when credit lapses, and a credit that lapses after part of it was spent never makes
   * the sum go negative (which would fail every later batch of that customer). */
  rebalance(
    userId: number,
    currency: 'GBP' | 'EUR',
    kind: WalletKind,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO wallet_balances (user_id, currency, kind, balance, updated_at)
         VALUES (?1, ?2, ?3,
           (SELECT COALESCE(SUM(amount), 0) FROM wallet_ledger
             WHERE user_id = ?1 AND currency = ?2 AND kind = ?3),
           ?4)
         ON CONFLICT (user_id, currency, kind) DO UPDATE
           SET balance = excluded.balance, updated_at = excluded.updated_at`,
      )
      .bind(userId, currency, kind, now)
  }
}
