import type { D1Database } from '@cloudflare/workers-types'
import { refundEligibility } from '../../../shared/domain/refund/refund-eligibility'
import {
  effectiveVoucherState,
  stateOfRow,
  VOUCHER_STATE_LABELS,
} from '../../../shared/domain/voucher/lifecycle'
import { voucherActions, type VoucherFilter } from '../../../shared/domain/voucher/voucher-actions'
import type {
  RedeemLocation,
  VoucherDetail,
  VoucherListResponse,
  VoucherSummary,
} from '../../../shared/schemas/voucher'
import { collectionPointFor } from '../../../shared/domain/checkout/click-and-collect'
import { stayDatesOf } from '../../../shared/domain/travel/stay-lengths'
import { DomainError } from '../../errors'
import { VoucherRepository, type VoucherRecord } from '../../storage/voucher-repository'

const VOUCHERS_PER_PAGE = 10

/** Where the voucher is used: a click-and-collect deal's goods wait at the site's one collection
 * point (the one the checkout and the terms name, transactions §9); any other voucher at the
 * merchant's main address, when it has a whole one. */
function redeemLocationOf(row: VoucherRecord): RedeemLocation | null {
  if (row.deliveryType === 'click-and-collect') {
    const point = collectionPointFor(row.countryCode === 'ie' ? 'ie' : 'gb')
    return {
      addressLine1: point.line1,
      addressLine2: point.line2,
      town: point.town,
      postCode: point.postcode,
    }
  }
  return row.addressLine1 && row.town && row.postCode
    ? {
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        town: row.town,
        postCode: row.postCode,
      }
    : null
}

function summaryOf(row: VoucherRecord, now: Date): VoucherSummary {
  // A status no migration allows would be a bug upstream; show it as ready rather than fail.
  const stored = stateOfRow(row) ?? 'READY_TO_REDEEM'
  const state = effectiveVoucherState(stored, row.expiresAt, now)
  return {
    id: row.id,
    dealId: row.dealId,
    dealTitle: row.dealTitle,
    productTitle: row.productTitle,
    stay: stayDatesOf(row.checkIn, row.checkOut),
    merchant: row.merchantName,
    redeemLocation: redeemLocationOf(row),
    redeemLocationUrl: row.redeemLocationUrl,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    state,
    statusLabel: VOUCHER_STATE_LABELS[state],
    actions: voucherActions(state, {
      // Whether a refund would be taken, not how: the method is the refund form's to offer.
      refundable: refundEligibility(
        {
          status: row.status,
          orderProgress: row.orderProgress,
          purchasedAt: row.createdAt,
          expiresAt: row.expiresAt,
          cashPaid: 0,
          checkIn: row.checkIn,
        },
        now.toISOString(),
      ).eligible,
      returnRequested: row.returnRequested === 1,
      stay: row.checkIn !== null,
    }),
    orderNumber: String(row.orderId),
    trackingReference: row.trackingReference,
    dispatchedAt: row.dispatchedAt,
    deliveredAt: row.deliveredAt,
  }
}

/** The signed-in customer's vouchers, read only: the list and one voucher. */
export class VoucherService {
  private readonly repository: VoucherRepository

  constructor(db: D1Database) {
    this.repository = new VoucherRepository(db)
  }

  async list(
    userId: number,
    filter: VoucherFilter,
    page: number,
    now: Date,
  ): Promise<VoucherListResponse['data']> {
    const { rows, total } = await this.repository.listForUser(
      userId,
      filter,
      now.toISOString(),
      VOUCHERS_PER_PAGE,
      (page - 1) * VOUCHERS_PER_PAGE,
    )
    return {
      vouchers: rows.map((row) => summaryOf(row, now)),
      filter,
      page,
      pageSize: VOUCHERS_PER_PAGE,
      total,
      totalPages: Math.max(1, Math.ceil(total / VOUCHERS_PER_PAGE)),
    }
  }

  /** The voucher when `userId` owns it. Anyone else's, or none, is the same 404, so ids reveal
   * nothing. */
  async detail(userId: number, voucherId: number, now: Date): Promise<VoucherDetail> {
    const row = Number.isSafeInteger(voucherId) ? await this.repository.find(voucherId) : null
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', 'No such voucher')
    return {
      ...summaryOf(row, now),
      code: row.code,
      terms: row.finePrint,
      giftMessage: row.giftMessage?.trim() || null,
    }
  }
}
