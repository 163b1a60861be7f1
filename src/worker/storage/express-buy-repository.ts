import type { D1Database } from '@cloudflare/workers-types'

/** What express buy reads of a deal: its sale window and the flags that need full checkout. */
export interface ExpressBuyDealRow {
  open: number
  opensAt: string
  closingDate: string
  enableBuyClosedDeal: number
  /** 1 when no product of the deal has stock left. */
  soldOut: number
  highFraudRisk: number
  depositAvailable: number
  vipOnly: number
}

export class ExpressBuyRepository {
  constructor(private readonly db: D1Database) {}

  deal(dealId: number): Promise<ExpressBuyDealRow | null> {
    return this.db
      .prepare(
        `SELECT d.open, d.opens_at AS opensAt, d.closing_date AS closingDate,
                d.enable_buy_closed_deal AS enableBuyClosedDeal,
                CASE WHEN EXISTS (
                  SELECT 1 FROM deal_products p WHERE p.deal_id = d.id AND p.sold_out = 0
                     AND (p.total_remaining IS NULL OR p.total_remaining > 0)
                ) THEN 0 ELSE 1 END AS soldOut,
                d.high_fraud_risk AS highFraudRisk, d.deposit_available AS depositAvailable,
                d.vip_only AS vipOnly
           FROM deals d WHERE d.id = ?`,
      )
      .bind(dealId)
      .first<ExpressBuyDealRow>()
  }
}
