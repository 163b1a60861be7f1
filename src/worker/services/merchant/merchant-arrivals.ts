import type { D1Database } from '@cloudflare/workers-types'
import { daysBetween } from '../../../shared/domain/dates'
import { londonDay } from '../../../shared/domain/merchant/london-day'
import {
  arrivalStatus,
  arrivalVoucherLabel,
  stayGuests,
} from '../../../shared/domain/merchant/stay-arrival'
import { stateOfRow, type VoucherState } from '../../../shared/domain/voucher/lifecycle'
import type {
  ArrivalView,
  MerchantArrival,
  MerchantArrivals,
} from '../../../shared/schemas/merchant'
import { MerchantPortalRepository, type ArrivalRow } from '../../storage/merchant-portal-repository'

/** A hotel's front desk reads a page of stays at a time; 50 covers a busy week. */
const ARRIVALS_PAGE_SIZE = 50

interface StoredVoucher {
  code: string
  status: string
  orderProgress: string | null
}

function viewOf(row: ArrivalRow): MerchantArrival {
  const vouchers = (JSON.parse(row.vouchers) as StoredVoucher[])
    .map((voucher) => ({ code: voucher.code, state: stateOfRow(voucher) }))
    .filter((voucher): voucher is { code: string; state: VoucherState } => voucher.state !== null)
    .sort((a, b) => a.code.localeCompare(b.code))
  const { label, cancelled } = arrivalStatus(vouchers.map((voucher) => voucher.state))
  const guests = stayGuests(row.passengers)
  return {
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: daysBetween(row.checkIn, row.checkOut),
    dealTitle: row.dealTitle,
    roomTitle: row.roomTitle,
    quantity: row.quantity,
    guests: guests.names,
    leadGuestPhone: guests.leadPhone,
    vouchers: vouchers.map((voucher) => ({
      code: voucher.code,
      statusLabel: arrivalVoucherLabel(voucher.state),
    })),
    statusLabel: label,
    cancelled,
  }
}

/** The hotel's arrivals: the stays sold for the merchant's own deals, with their dates, rooms,
 * guests and vouchers. Days are Europe/London's, as the portal counts them everywhere. */
export class MerchantArrivalService {
  private readonly portal: MerchantPortalRepository
  constructor(db: D1Database) {
    this.portal = new MerchantPortalRepository(db)
  }

  async list(
    merchantId: number,
    query: { view: ArrivalView; page: number },
    now: Date,
  ): Promise<MerchantArrivals> {
    const { rows, total } = await this.portal.arrivals(
      merchantId,
      londonDay(now),
      query.view,
      ARRIVALS_PAGE_SIZE,
      (query.page - 1) * ARRIVALS_PAGE_SIZE,
    )
    return {
      view: query.view,
      page: query.page,
      pageSize: ARRIVALS_PAGE_SIZE,
      total,
      totalPages: Math.ceil(total / ARRIVALS_PAGE_SIZE),
      arrivals: rows.map(viewOf),
    }
  }
}
