import type { D1Database } from '@cloudflare/workers-types'
import type { ReviewSort } from '../../shared/domain/review/review-rules'
import type { ReviewRow, ReviewSummaryRow } from './listing-rows'

export interface ReviewVoucherRow {
  id: number
  userId: number
  dealId: number
  status: string
  reviewed: number
}

export interface NewReview {
  dealId: number
  voucherId: number
  userId: number
  rating: number
  title: string | null
  text: string
  authorFirstName: string
  createdAt: string
}

const ORDER: Record<ReviewSort, string> = {
  date: 'r.created_at DESC, r.id DESC',
  rating: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
}

/** Which reviews a page reads: one deal's, or every review of the merchant behind a deal (the
 * reviews its stored rating is the average of). */
export type ReviewScope = { dealId: number; merchantWide: boolean }

// The merchant's deals, named by one of them, so the caller needs no second lookup.
const SCOPE_WHERE = {
  deal: 'r.deal_id = ?',
  merchant: `r.deal_id IN (SELECT id FROM deals WHERE merchant_id =
    (SELECT merchant_id FROM deals WHERE id = ?))`,
}

/** Deal reviews (migrations/0002, verified ones since 0024) and the merchant's rating. */
export class ReviewRepository {
  constructor(private readonly db: D1Database) {}

  async page(scope: ReviewScope, sort: ReviewSort, limit: number, offset: number) {
    const where = SCOPE_WHERE[scope.merchantWide ? 'merchant' : 'deal']
    const [page, summary] = await this.db.batch([
      this.db
        .prepare(
          `SELECT r.id, r.rating, r.author_first_name, r.body, r.created_at FROM deal_reviews r
           WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
        )
        .bind(scope.dealId, limit, offset),
      this.db
        .prepare(
          `SELECT COUNT(*) AS total, AVG(r.rating) AS average FROM deal_reviews r WHERE ${where}`,
        )
        .bind(scope.dealId),
    ])
    return {
      reviews: (page?.results ?? []) as ReviewRow[],
      summary: ((summary?.results ?? [])[0] as ReviewSummaryRow | undefined) ?? {
        total: 0,
        average: null,
      },
    }
  }

  voucher(voucherId: number): Promise<ReviewVoucherRow | null> {
    return this.db
      .prepare(
        `SELECT v.id, v.user_id AS userId, v.deal_id AS dealId, v.status,
           EXISTS (SELECT 1 FROM deal_reviews r WHERE r.voucher_id = v.id) AS reviewed
         FROM vouchers v WHERE v.id = ?`,
      )
      .bind(voucherId)
      .first()
  }

  /** Writes the review and recomputes the merchant's rating from all its deals' reviews, in one
   * batch. The INSERT re-checks the voucher (still the customer's, still REDEEMED) and the
   * unique index refuses a second review of it, so racing submissions store one. Answers the
   * new review's id (null when the voucher no longer qualified), the deal's summary and the
   * merchant's rating. */
  async submit(review: NewReview) {
    const [inserted, , summary, merchant] = await this.db.batch([
      this.db
        .prepare(
          `INSERT INTO deal_reviews
             (deal_id, rating, author_first_name, body, created_at, voucher_id, user_id, title)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (
             SELECT 1 FROM vouchers WHERE id = ?6 AND user_id = ?7 AND deal_id = ?1
               AND status = 'REDEEMED')
           RETURNING id, rating, author_first_name, body, created_at`,
        )
        .bind(
          review.dealId,
          review.rating,
          review.authorFirstName,
          review.text,
          review.createdAt,
          review.voucherId,
          review.userId,
          review.title,
        ),
      this.db
        .prepare(
          `UPDATE merchants SET rating = (
             SELECT ROUND(AVG(r.rating), 2) FROM deal_reviews r JOIN deals d ON d.id = r.deal_id
             WHERE d.merchant_id = merchants.id)
           WHERE id = (SELECT merchant_id FROM deals WHERE id = ?)`,
        )
        .bind(review.dealId),
      this.summaryStatement(review.dealId),
      this.db
        .prepare(
          'SELECT m.rating FROM merchants m JOIN deals d ON d.merchant_id = m.id WHERE d.id = ?',
        )
        .bind(review.dealId),
    ])
    return {
      review: ((inserted?.results ?? [])[0] as ReviewRow | undefined) ?? null,
      summary: (summary?.results ?? [])[0] as ReviewSummaryRow,
      merchantRating:
        ((merchant?.results ?? [])[0] as { rating: number | null } | undefined)?.rating ?? null,
    }
  }

  private summaryStatement(dealId: number) {
    return this.db
      .prepare(
        'SELECT COUNT(*) AS total, AVG(rating) AS average FROM deal_reviews WHERE deal_id = ?',
      )
      .bind(dealId)
  }
}
