import type { D1Database } from '@cloudflare/workers-types'
import { daysBetween } from '../../../shared/domain/dates'
import { redemptionPlan } from '../../../shared/domain/merchant/redemption'
import { stayGuests } from '../../../shared/domain/merchant/stay-arrival'
import {
  isPlausibleVoucherCode,
  normaliseVoucherCode,
} from '../../../shared/domain/merchant/voucher-code-input'
import {
  stateOfRow,
  VOUCHER_STATE_LABELS,
  type VoucherState,
} from '../../../shared/domain/voucher/lifecycle'
import type { MerchantVoucher } from '../../../shared/schemas/merchant'
import { DomainError } from '../../errors'
import {
  MerchantPortalRepository,
  type MerchantVoucherRow,
} from '../../storage/merchant-portal-repository'
import { auditStatement } from '../staff/audit-log'
import type { StaffUser } from '../staff/staff-types'
import { transitionChain } from '../vouchers/transition-chain'

/** The merchant a merchant user acts for; c.var.session.requireStaff('merchant') guarantees one. */
export function merchantOf(staff: StaffUser): number {
  if (staff.merchantId === null) throw new DomainError('FORBIDDEN', 'This account has no merchant')
  return staff.merchantId
}

const NOT_FOUND = 'No voucher of yours has that code'

const viewOf = (row: MerchantVoucherRow, state: VoucherState): MerchantVoucher => ({
  code: row.code,
  status: state,
  statusLabel: VOUCHER_STATE_LABELS[state],
  dealTitle: row.dealTitle,
  productTitle: row.productTitle,
  buyerFirstName: row.buyerFirstName,
  expiresAt: row.expiresAt,
  bookingCalendar: row.bookingCalendar === 1,
  ...stayOf(row),
})

/** A stay's dates and its lead guest, so the till can tell the right arrival. */
function stayOf(row: MerchantVoucherRow): Pick<MerchantVoucher, 'stay' | 'leadGuest'> {
  if (!row.checkIn || !row.checkOut) return { stay: null, leadGuest: null }
  return {
    stay: {
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: daysBetween(row.checkIn, row.checkOut),
    },
    leadGuest: stayGuests(row.passengers).names[0] ?? null,
  }
}

/** Redeeming at the till, for the staff user's own merchant only:
 * another merchant's code is a 404 like a code that does not exist, so codes cannot be probed. */
export class MerchantVoucherService {
  private readonly portal: MerchantPortalRepository
  constructor(private readonly db: D1Database) {
    this.portal = new MerchantPortalRepository(db)
  }

  private async find(staff: StaffUser, input: string) {
    const code = normaliseVoucherCode(input)
    const row = isPlausibleVoucherCode(code)
      ? await this.portal.findVoucher(merchantOf(staff), code)
      : null
    const state = row && stateOfRow(row)
    if (!row || !state) throw new DomainError('NOT_FOUND', NOT_FOUND)
    return { row, state }
  }

  async lookup(staff: StaffUser, input: string): Promise<MerchantVoucher> {
    const { row, state } = await this.find(staff, input)
    return viewOf(row, state)
  }

  /** Redeemed (then Booked for a calendar-on-redemption deal) through the voucher state machine,
   * with its history and audit rows in one batch. Each transition is guarded on the state read
   * here, so of parallel redemptions exactly one batch commits; the others fail whole and are
   * told why from the voucher as it now is. */
  async redeem(staff: StaffUser, input: string, now: Date): Promise<MerchantVoucher> {
    const { row, state } = await this.find(staff, input)
    const plan = redemptionPlan(
      {
        state,
        expiresAt: row.expiresAt,
        redeemedAt: row.redeemedAt,
        statusChangedAt: row.statusChangedAt,
        bookingCalendar: row.bookingCalendar === 1,
        refundPending: row.refundPending === 1,
      },
      now,
    )
    if (!plan.ok) throw new DomainError('CONFLICT', plan.message)
    const chain = transitionChain(this.db, {
      voucherId: row.id,
      from: state,
      fromRow: { status: row.status, orderProgress: row.orderProgress },
      events: plan.events,
      actor: `merchant:${staff.id}`,
      now,
      refusal: 'This voucher cannot be redeemed any more.',
    })
    const { statements, to: from, toRow } = chain
    statements.push(
      auditStatement(this.db, {
        actor: staff,
        action: 'voucher.redeem',
        entity: 'voucher',
        entityId: String(row.id),
        before: { code: row.code, status: state },
        after: { code: row.code, status: from },
        now,
      }),
    )
    try {
      await this.db.batch(statements)
    } catch {
      throw await this.lostRace(staff, row.code, now)
    }
    return viewOf({ ...row, status: toRow.status, orderProgress: toRow.orderProgress }, from)
  }

  /** Why a redemption that lost a race (or failed) did not happen, from the voucher as it is. */
  private async lostRace(staff: StaffUser, code: string, now: Date): Promise<DomainError> {
    const { row, state } = await this.find(staff, code)
    const plan = redemptionPlan(
      {
        state,
        expiresAt: row.expiresAt,
        redeemedAt: row.redeemedAt,
        statusChangedAt: row.statusChangedAt,
        bookingCalendar: row.bookingCalendar === 1,
        refundPending: row.refundPending === 1,
      },
      now,
    )
    return new DomainError(
      'CONFLICT',
      plan.ok ? 'This voucher was changed meanwhile. Please try again.' : plan.message,
    )
  }
}
