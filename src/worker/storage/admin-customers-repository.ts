import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import type {
  AdminCustomerDetail,
  AdminCustomerSummary,
} from '../../shared/schemas/admin-customers'
import type { OrderAttribution } from '../../shared/schemas/order-attribution'

type SummaryRow = Omit<AdminCustomerSummary, 'isLocked' | 'deleted'> & { deletedAt: string | null }

type OrderRow = Omit<AdminCustomerDetail['orders'][number], 'attribution'>
type OrderWithAttributionRow = OrderRow & OrderAttribution & { attributed: number | null }

const SUMMARY = `SELECT id, email, first_name AS firstName, last_name AS lastName, brand,
  created_at AS createdAt, locked_until AS lockedUntil, deleted_at AS deletedAt FROM users`

/** Read-mostly views of a customer for the admin (users, orders, vouchers, wallet, points).
 * Nothing here touches payment_tokens: card data never reaches the back office. */
export class AdminCustomersRepository {
  constructor(private readonly db: D1Database) {}

  async search(email: string): Promise<SummaryRow[]> {
    const { results } = await this.db
      .prepare(
        // A prefix compared as text, not LIKE: D1 refuses a LIKE pattern over 50 bytes (a 500
        // for a long address, found by the fuzzer), and nothing in the address is a wildcard.
        `${SUMMARY} WHERE email = ?1 OR lower(substr(email, 1, length(?1))) = lower(?1)
         ORDER BY email = ?1 DESC, email LIMIT 20`,
      )
      .bind(email)
      .all<SummaryRow>()
    return results
  }

  byId(id: number) {
    return this.db.prepare(`${SUMMARY} WHERE id = ?`).bind(id).first<SummaryRow>()
  }

  /** With each order's attribution (order_attributions, migrations/0036), read alongside. */
  async orders(userId: number): Promise<AdminCustomerDetail['orders']> {
    const { results } = await this.db
      .prepare(
        `SELECT CAST(o.id AS TEXT) AS id, o.status, o.currency, o.total, o.gateway,
           o.created_at AS createdAt, a.order_id AS attributed, a.source, a.medium, a.campaign,
           a.affiliate_click_id AS affiliateClickId, a.search_click_id AS searchClickId,
           a.group_id AS groupId, a.facebook_click_id AS facebookClickId
         FROM orders o LEFT JOIN order_attributions a ON a.order_id = o.id
         WHERE o.user_id = ? ORDER BY o.created_at DESC LIMIT 100`,
      )
      .bind(userId)
      .all<OrderWithAttributionRow>()
    return results.map(
      ({
        attributed,
        source,
        medium,
        campaign,
        affiliateClickId,
        searchClickId,
        groupId,
        facebookClickId,
        ...order
      }) => ({
        ...order,
        attribution:
          attributed === null
            ? null
            : {
                source,
                medium,
                campaign,
                affiliateClickId,
                searchClickId,
                groupId,
                facebookClickId,
              },
      }),
    )
  }

  async vouchers(userId: number): Promise<AdminCustomerDetail['vouchers']> {
    const { results } = await this.db
      .prepare(
        `SELECT id, code, CAST(order_id AS TEXT) AS orderId,
           deal_title || ' (' || product_title || ')' AS title, status,
           order_progress AS orderProgress, expires_at AS expiresAt
         FROM vouchers WHERE user_id = ? ORDER BY id DESC LIMIT 200`,
      )
      .bind(userId)
      .all<AdminCustomerDetail['vouchers'][number]>()
    return results
  }

  async wallet(userId: number): Promise<AdminCustomerDetail['wallet']> {
    const { results } = await this.db
      .prepare(
        `SELECT id, currency, kind, amount, reason, reference, created_at AS createdAt,
           expires_at AS expiresAt
         FROM wallet_ledger WHERE user_id = ? ORDER BY id DESC LIMIT 200`,
      )
      .bind(userId)
      .all<AdminCustomerDetail['wallet'][number]>()
    return results
  }

  async walletBalances(userId: number): Promise<AdminCustomerDetail['walletBalances']> {
    const { results } = await this.db
      .prepare(
        `SELECT currency, kind, balance FROM wallet_balances WHERE user_id = ?
         ORDER BY currency, kind`,
      )
      .bind(userId)
      .all<AdminCustomerDetail['walletBalances'][number]>()
    return results
  }

  async points(userId: number): Promise<AdminCustomerDetail['loyalty']> {
    const [balance, ledger] = await this.db.batch([
      this.db.prepare('SELECT balance FROM points_balances WHERE user_id = ?').bind(userId),
      this.db
        .prepare(
          `SELECT points, reason, reference, created_at AS createdAt FROM points_ledger
           WHERE user_id = ? ORDER BY id DESC LIMIT 100`,
        )
        .bind(userId),
    ])
    return {
      balance: (balance?.results[0] as { balance: number } | undefined)?.balance ?? 0,
      ledger: (ledger?.results ?? []) as AdminCustomerDetail['loyalty']['ledger'],
    }
  }

  /** A lock until `until` (null unlocks and forgets failed logins, as a reset would). */
  setLock(userId: number, until: string | null): D1PreparedStatement {
    return this.db
      .prepare(
        `UPDATE users SET locked_until = ?2,
           failed_logins = CASE WHEN ?2 IS NULL THEN 0 ELSE failed_logins END
         WHERE id = ?1`,
      )
      .bind(userId, until)
  }

  /** A locked customer's open sessions end with the lock. */
  revokeSessions(userId: number, now: string): D1PreparedStatement {
    return this.db
      .prepare('UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL')
      .bind(now, userId)
  }
}
