import type { D1Database } from '@cloudflare/workers-types'
import { toCsv } from '../../../shared/domain/merchant/csv'
import { minorToDecimal } from '../../../shared/domain/money/minor-to-decimal'
import { aggregateReport } from '../../../shared/domain/merchant/report-aggregation'
import { reportRange, utcWindowOf } from '../../../shared/domain/merchant/report-range'
import type { MerchantReport, MerchantReviews } from '../../../shared/schemas/merchant'
import { DomainError } from '../../errors'
import { MerchantPortalRepository } from '../../storage/merchant-portal-repository'

const REVIEWS_PAGE_SIZE = 10

/** The merchant's numbers (sales and redemptions per deal and per day, vouchers
 * outstanding, reviews of the merchant; CSV export), for one merchant only. */
export class MerchantReportService {
  private readonly portal: MerchantPortalRepository
  constructor(db: D1Database) {
    this.portal = new MerchantPortalRepository(db)
  }

  async report(
    merchantId: number,
    query: { from?: string; to?: string },
    now: Date,
  ): Promise<MerchantReport> {
    const range = reportRange(query, now)
    if (!range) throw new DomainError('INVALID', 'Choose a range of at most a year, from before to')
    const { fromIso, toIso } = utcWindowOf(range)
    const [deals, sales, redemptions, outstanding, currency] = await Promise.all([
      this.portal.deals(merchantId),
      this.portal.sales(merchantId, fromIso, toIso),
      this.portal.redemptions(merchantId, fromIso, toIso),
      this.portal.outstanding(merchantId, now.toISOString()),
      this.portal.currency(merchantId),
    ])
    return {
      ...range,
      currency,
      ...aggregateReport({ range, deals, sales, redemptions, outstanding }),
    }
  }

  /** One row per day and deal with any activity, under a header row. */
  static csv(report: MerchantReport): string {
    const header = ['date', 'deal_id', 'deal_title', 'sold', `sales_${report.currency}`, 'redeemed']
    const rows = report.rows.map((row) => [
      row.date,
      row.dealId,
      row.dealTitle,
      row.sold,
      minorToDecimal(row.salesAmount),
      row.redeemed,
    ])
    return toCsv(header, rows)
  }

  async reviews(merchantId: number, page: number): Promise<MerchantReviews> {
    const { rows, total, average } = await this.portal.reviews(
      merchantId,
      REVIEWS_PAGE_SIZE,
      (page - 1) * REVIEWS_PAGE_SIZE,
    )
    return {
      rating: { average: average === null ? null : Math.round(average * 10) / 10, count: total },
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / REVIEWS_PAGE_SIZE),
      reviews: rows,
    }
  }
}
