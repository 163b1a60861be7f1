import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { WalletLedgerRepository, type WalletKind } from './wallet-ledger-repository'

export type { WalletKind }

/** The statements an order's batch runs on tables other services read: purchase caps, promo
 * redemptions, wallet, social-cue purchases and the after-purchase events (the catalogue's
 * stock and a stay's nights are the catalog module's: deal-stock-repository.ts). Each guard is
 * a plain write whose table CHECK or UNIQUE fails the whole batch when a concurrent order took
 * what this one counted on (DESIGN 'Stock and caps'); no statement silently writes nothing. */
export class OrderBatchRepository {
  constructor(private readonly db: D1Database) {}

  countPurchase(userId: number, scope: string, count: number, cap: number): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO purchase_counters (user_id, scope, count, cap) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, scope) DO UPDATE
           SET count = purchase_counters.count + excluded.count, cap = excluded.cap`,
      )
      .bind(userId, scope, count, cap)
  }

  /** What the customer has bought on each scope, for the check before paying. */
  async counts(userId: number, scopes: readonly string[]): Promise<Map<string, number>> {
    if (scopes.length === 0) return new Map()
    const { results } = await this.db
      .prepare(
        `SELECT scope, count FROM purchase_counters
         WHERE user_id = ? AND scope IN (${scopes.map(() => '?').join(',')})`,
      )
      .bind(userId, ...scopes)
      .all<{ scope: string; count: number }>()
    return new Map(results.map((row) => [row.scope, row.count]))
  }

  /** single_use_key is UNIQUE (migrations/0013): a second use of a single-use code fails. */
  redeemPromo(
    code: string,
    userId: number,
    orderId: number,
    singleUse: boolean,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO promo_redemptions (code, user_id, order_id, single_use_key, redeemed_at)
         VALUES (?1, ?2, ?3, ?4, ?5)`,
      )
      .bind(code, userId, String(orderId), singleUse ? code : null, now)
  }

  /** One more use of a code with a per-customer limit; promo_user_limit refuses one too many. */
  countPromoUse(code: string, userId: number, cap: number): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO promo_user_uses (code, user_id, count, cap) VALUES (?, ?, 1, ?)
         ON CONFLICT (code, user_id) DO UPDATE
           SET count = promo_user_uses.count + 1, cap = excluded.cap`,
      )
      .bind(code, userId, cap)
  }

  /** A spend as a ledger row, then the guarded balance set to the ledger's sum. */
  debitWallet(
    userId: number,
    currency: 'GBP' | 'EUR',
    kind: WalletKind,
    amount: number,
    orderId: number,
    now: string,
  ): D1PreparedStatement[] {
    return new WalletLedgerRepository(this.db).entry(
      {
        userId,
        currency,
        kind,
        amount: -amount,
        reason: 'ORDER',
        reference: String(orderId),
        expiresAt: null,
      },
      now,
    )
  }

  /** Storefront social cues and buy-again read deal_purchases (migrations/0005). */
  recordPurchase(
    dealId: number,
    productId: number,
    quantity: number,
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO deal_purchases (deal_id, product_id, quantity, purchased_at)
         VALUES (?, ?, ?, ?)`,
      )
      .bind(dealId, productId, quantity, now)
  }

  recordEvent(
    kind: 'LOYALTY_PURCHASE' | 'REFERRAL_PURCHASE',
    userId: number,
    orderId: number,
    amount: number,
    currency: 'GBP' | 'EUR',
    now: string,
  ): D1PreparedStatement {
    return this.db
      .prepare(
        `INSERT INTO order_events (kind, user_id, order_id, amount, currency, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(kind, userId, orderId, amount, currency, now)
  }

  /** The card brand the sandbox tokenizer recorded for a token (receipts show it). */
  async cardBrandOf(tokenHash: string): Promise<'VISA' | 'MASTERCARD' | null> {
    const row = await this.db
      .prepare('SELECT card_brand AS cardBrand FROM payment_tokens WHERE token_hash = ?')
      .bind(tokenHash)
      .first<{ cardBrand: 'VISA' | 'MASTERCARD' }>()
    return row?.cardBrand ?? null
  }

  /** Whether an authorisation already pays for an order: such a one must never be voided. */
  async isLinked(gateway: string, reference: string): Promise<boolean> {
    const row = await this.db
      .prepare(
        `SELECT order_id AS orderId FROM payment_authorisations
         WHERE gateway = ? AND gateway_reference = ?`,
      )
      .bind(gateway, reference)
      .first<{ orderId: number | null }>()
    return row?.orderId != null
  }
}
