import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { londonDay } from '../../../shared/domain/merchant/london-day'
import { proposedDateOutsideValidity } from '../../../shared/domain/merchant/booking-rules'
import { addCalendarDays as addDays } from '../../../shared/domain/dates'
import {
  bookableDates,
  bookingDateRefusal,
  bookingWindow,
  lastValidDay,
  shopperBookingState,
  turnedDownDays,
} from '../../../shared/domain/voucher/booking-on-redemption'
import { longDay } from '../../../shared/format/long-date'
import type { VoucherBooking } from '../../../shared/schemas/voucher-booking'
import { DomainError } from '../../errors'
import {
  BookingRequestRepository,
  type BookingRequestRow,
  type BookingVoucherRow,
} from '../../storage/booking-request-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import {
  bookingConfirmedEmail,
  bookingRequestedEmail,
  merchantBookingNotice,
  type BookingMailFacts,
} from './booking-emails'
import { bookingVoucherState, bookVoucherStatements, notBookable } from './booking-transitions'

/** The origin of the links in the emails, for the voucher's brand. */
export type BookingMailOrigin = (brand: string) => string

/** A request that lost to another in the same batch surfaces as a constraint failure (the
 * unique index) or as the guard's "malformed JSON". */
const lostRace = (err: unknown) => /constraint failed|malformed JSON/i.test(String(err))

const NOT_FOUND = 'No such voucher'

export const mailFactsOf = (row: BookingVoucherRow): BookingMailFacts => ({
  voucherId: row.id,
  code: row.code,
  dealTitle: row.dealTitle,
  productTitle: row.productTitle,
  merchantName: row.merchantName,
  firstName: row.firstName,
  email: row.email,
})

/** Booking on redemption from the voucher page (see booking-on-redemption.ts for the rules):
 * the owner of a booking-calendar voucher asks for a day, and takes a day the merchant proposed.
 * The merchant's side is MerchantBookingService. Every change is one batch: the row, its guard,
 * the voucher's transitions when it books, and the emails, so a losing parallel request writes
 * nothing. */
export class VoucherBookingService {
  private readonly requests: BookingRequestRepository
  private readonly outbox: OutboxRepository

  constructor(private readonly db: D1Database) {
    this.requests = new BookingRequestRepository(db)
    this.outbox = new OutboxRepository(db)
  }

  /** The owner's booking-calendar voucher; anyone else's is the same 404 as none, and a voucher
   * of another kind of deal is a 422. */
  private async voucherOf(userId: number, voucherId: number) {
    const row = Number.isSafeInteger(voucherId) ? await this.requests.voucher(voucherId) : null
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', NOT_FOUND)
    if (row.bookingCalendar !== 1) {
      throw new DomainError(
        'UNPROCESSABLE',
        'This voucher is not for a deal booked on redemption: use it as its terms say.',
      )
    }
    return row
  }

  private async offeredDates(row: BookingVoucherRow, requests: BookingRequestRow[], now: Date) {
    const today = londonDay(now)
    const window = bookingWindow(today, row.expiresAt, true)
    // A stay's last nights may run past the window's last arrival day.
    const calendar = await this.requests.calendar(
      row.dealId,
      row.productId,
      window.from,
      addDays(window.to, 16),
    )
    return bookableDates({
      today,
      expiresAt: row.expiresAt,
      nights: row.nights,
      hasCalendar: calendar.hasCalendar,
      calendar: calendar.days,
      turnedDown: turnedDownDays(requests),
    })
  }

  private async viewOf(
    row: BookingVoucherRow,
    requests: BookingRequestRow[],
    now: Date,
  ): Promise<VoucherBooking> {
    const state = shopperBookingState(
      bookingVoucherState(row, now) ?? 'READY_TO_REDEEM',
      requests.at(-1) ?? null,
      londonDay(now),
    )
    return {
      voucherId: row.id,
      ...state,
      dates: state.canRequest ? await this.offeredDates(row, requests, now) : [],
    }
  }

  /** The voucher's booking; null when its deal is not booked on redemption (the page shows
   * nothing then). */
  async forPage(userId: number, voucherId: number, now: Date): Promise<VoucherBooking | null> {
    try {
      return await this.view(userId, voucherId, now)
    } catch (err) {
      if (err instanceof DomainError && err.code === 'UNPROCESSABLE') return null
      throw err
    }
  }

  async view(userId: number, voucherId: number, now: Date): Promise<VoucherBooking> {
    const row = await this.voucherOf(userId, voucherId)
    return this.viewOf(row, await this.requests.requests(row.id), now)
  }

  /** Asks the merchant for `date`. The same day asked again while it waits is the same request
   * (a double submit answers `created: false`); another day then is refused. A standing
   * proposal is set aside for the new day. */
  async request(
    userId: number,
    voucherId: number,
    date: string,
    now: Date,
    originOf: BookingMailOrigin,
  ): Promise<{ created: boolean; booking: VoucherBooking }> {
    const row = await this.voucherOf(userId, voucherId)
    const requests = await this.requests.requests(row.id)
    const latest = requests.at(-1) ?? null
    if (latest?.status === 'REQUESTED') {
      if (latest.requestedDate === date) {
        return { created: false, booking: await this.viewOf(row, requests, now) }
      }
      throw new DomainError('CONFLICT', this.waiting(latest))
    }
    const refusal = notBookable(bookingVoucherState(row, now))
    if (refusal) throw new DomainError('CONFLICT', refusal)
    const dateRefusal = bookingDateRefusal(
      date,
      londonDay(now),
      await this.offeredDates(row, requests, now),
    )
    if (dateRefusal) throw new DomainError('INVALID', dateRefusal)

    const at = now.toISOString()
    const origin = originOf(row.brand)
    const facts = mailFactsOf(row)
    const statements: D1PreparedStatement[] = []
    if (latest?.status === 'PROPOSED') {
      statements.push(
        this.requests.answerProposalStatement(latest.id, 'PROPOSAL_DECLINED', at),
        this.requests.changedOneGuard(),
      )
    }
    statements.push(
      this.requests.insertStatement(row.id, date, at),
      this.requests.changedOneGuard(),
      this.outbox.insertStatement(bookingRequestedEmail(facts, date, origin), at),
    )
    if (row.merchantId !== null) {
      statements.push(
        this.outbox.merchantNoticeStatement(
          row.merchantId,
          merchantBookingNotice(facts, 'requested', date, origin),
          at,
        ),
      )
    }
    try {
      await this.db.batch(statements)
    } catch (err) {
      if (!lostRace(err)) throw err
      return this.afterLostRace(row, date, now)
    }
    return { created: true, booking: await this.view(userId, voucherId, now) }
  }

  /** A parallel request won: the same day is this request (idempotent), anything else is told
   * as it now stands. */
  private async afterLostRace(row: BookingVoucherRow, date: string, now: Date) {
    const requests = await this.requests.requests(row.id)
    const latest = requests.at(-1)
    if (latest?.status === 'REQUESTED' && latest.requestedDate === date) {
      return { created: false, booking: await this.viewOf(row, requests, now) }
    }
    if (latest?.status === 'REQUESTED') throw new DomainError('CONFLICT', this.waiting(latest))
    const fresh = await this.requests.voucher(row.id)
    throw new DomainError(
      'CONFLICT',
      notBookable(fresh && bookingVoucherState(fresh, now)) ??
        'This booking was changed meanwhile. Please try again.',
    )
  }

  private waiting(latest: BookingRequestRow) {
    return `Your request for ${longDay(latest.requestedDate)} is waiting for the merchant’s answer. You can choose another date if they decline it.`
  }

  /** Takes the merchant's proposed day: the request is accepted and the voucher Redeemed, then
   * Booked, in one batch with its history and the emails. */
  async acceptProposal(
    userId: number,
    voucherId: number,
    now: Date,
    originOf: BookingMailOrigin,
  ): Promise<VoucherBooking> {
    const row = await this.voucherOf(userId, voucherId)
    const latest = (await this.requests.requests(row.id)).at(-1)
    if (latest?.status === 'ACCEPTED') {
      throw new DomainError('CONFLICT', 'This voucher is already booked.')
    }
    if (latest?.status !== 'PROPOSED' || latest.proposedDate === null) {
      throw new DomainError('CONFLICT', 'The merchant has not proposed a date to accept.')
    }
    // Asked again here: a proposal stored before this rule, or one whose voucher's validity
    // changed since, must not book a day the voucher cannot be used on.
    const outside = proposedDateOutsideValidity(
      latest.proposedDate,
      londonDay(now),
      lastValidDay(row.expiresAt),
    )
    if (outside === 'past') {
      throw new DomainError('CONFLICT', 'The proposed date has passed. Please choose another date.')
    }
    if (outside === 'after-expiry') {
      throw new DomainError(
        'CONFLICT',
        'The proposed date is after this voucher expires. Please choose another date.',
      )
    }
    const at = now.toISOString()
    const origin = originOf(row.brand)
    const facts = mailFactsOf(row)
    const statements = [
      this.requests.answerProposalStatement(latest.id, 'ACCEPTED', at),
      this.requests.changedOneGuard(),
      ...bookVoucherStatements(this.db, row, `customer:${userId}`, now),
      this.outbox.insertStatement(bookingConfirmedEmail(facts, latest.proposedDate, origin), at),
    ]
    if (row.merchantId !== null) {
      statements.push(
        this.outbox.merchantNoticeStatement(
          row.merchantId,
          merchantBookingNotice(facts, 'proposal-accepted', latest.proposedDate, origin),
          at,
        ),
      )
    }
    try {
      await this.db.batch(statements)
    } catch (err) {
      if (!lostRace(err)) throw err
      throw new DomainError('CONFLICT', 'This booking was changed meanwhile. Please try again.')
    }
    return this.view(userId, voucherId, now)
  }
}
