import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import {
  nextVoucherState,
  rowOfState,
  stateOfRow,
  VOUCHER_STATE_LABELS,
} from '../../../shared/domain/voucher/lifecycle'
import {
  deliveryCutoff,
  isParcel,
  parcelRefusal,
  type ParcelEvent,
} from '../../../shared/domain/voucher/parcel-rules'
import { ParcelAddress, type Parcel, type ParcelList } from '../../../shared/schemas/parcels'
import { DomainError } from '../../errors'
import { OutboxRepository, type OutboxMessage } from '../../storage/outbox-repository'
import { ParcelRepository, type ParcelRow } from '../../storage/parcel-repository'
import { VoucherRepository } from '../../storage/voucher-repository'
import { auditStatement } from '../staff/audit-log'
import type { StaffUser } from '../staff/staff-types'
import { parcelDeliveredEmail, parcelDispatchedEmail } from './parcel-emails'

/** Who works the parcel desk: a merchant user sees only its merchant's parcels, an admin all. */
export interface ParcelDesk {
  staff: StaffUser
  /** The merchant whose deals are in scope; null for an admin. */
  merchantId: number | null
}

/** The origin of the links in a brand's emails (mailOrigin in a request, the brand's host in
 * the scheduled job). */
export type MailOriginOf = (brand: string) => string

/** The lists show the oldest orders first; more than this at once is a backlog to clear first. */
const LIST_LIMIT = 200
/** Parcels the job delivers per run; the next run (15 minutes on) takes the rest. */
const JOB_BATCH = 200

const NOT_FOUND = 'No parcel of yours has that voucher number'
const CHANGED = 'This parcel was changed meanwhile. Please try again.'
/** A lost transitionGuard surfaces from D1 as "malformed JSON" (its json() of plain text). */
const lostRace = (err: unknown) => /constraint failed|malformed JSON/i.test(String(err))

function addressOf(json: string | null) {
  if (!json) return null
  try {
    const parsed = ParcelAddress.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function viewOf(row: ParcelRow): Parcel {
  const state = stateOfRow(row) ?? 'PROCESSING_ORDER'
  return {
    voucherId: row.id,
    orderNumber: String(row.orderId),
    dealTitle: row.dealTitle,
    productTitle: row.productTitle,
    merchant: row.merchantName,
    recipient: `${row.firstName} ${row.lastName}`.trim(),
    address: addressOf(row.deliveryAddress),
    state,
    statusLabel: VOUCHER_STATE_LABELS[state],
    trackingReference: row.trackingReference,
    orderedAt: row.createdAt,
    dispatchedAt: row.dispatchedAt,
    deliveredAt: row.deliveredAt,
  }
}

/** Posted goods from the parcel desk to the door (transactions §3 'Order progress', §4 'Voucher
 * lifecycle'): Dispatched with a tracking reference, then Delivered, by the merchant, an admin
 * or, some days after dispatch, the scheduled job.
 *
 * Exactly once under parallel requests: each change is the lifecycle's guarded transition
 * followed by transitionGuard, and the tracking reference, the customer's email and the audit
 * row ride in the same batch behind that guard, so a losing batch writes nothing at all. */
export class ParcelService {
  private readonly parcels: ParcelRepository
  private readonly vouchers: VoucherRepository
  private readonly outbox: OutboxRepository

  constructor(private readonly db: D1Database) {
    this.parcels = new ParcelRepository(db)
    this.vouchers = new VoucherRepository(db)
    this.outbox = new OutboxRepository(db)
  }

  async list(desk: ParcelDesk, list: ParcelList): Promise<Parcel[]> {
    return (await this.parcels.list(desk.merchantId, list, LIST_LIMIT)).map(viewOf)
  }

  async dispatch(
    desk: ParcelDesk,
    voucherId: number,
    trackingReference: string,
    now: Date,
    originOf: MailOriginOf,
  ): Promise<Parcel> {
    const row = await this.allowed(desk, voucherId, 'DISPATCH')
    if (row.orderStatus !== 'PAID') {
      throw new DomainError('CONFLICT', 'This order is not paid yet: do not post it until it is.')
    }
    const at = now.toISOString()
    await this.commit(desk, row, 'DISPATCH', now, [
      this.vouchers.recordDispatch(row.id, trackingReference, at),
      this.mail(parcelDispatchedEmail(row, trackingReference, originOf(row.brand)), at),
      auditStatement(this.db, {
        actor: desk.staff,
        action: 'parcel.dispatch',
        entity: 'voucher',
        entityId: String(row.id),
        before: { state: 'PROCESSING_ORDER', trackingReference: row.trackingReference },
        after: { state: 'DISPATCHED', trackingReference },
        now,
      }),
    ])
    return viewOf((await this.parcels.find(desk.merchantId, row.id))!)
  }

  async deliver(
    desk: ParcelDesk,
    voucherId: number,
    now: Date,
    originOf: MailOriginOf,
  ): Promise<Parcel> {
    const row = await this.allowed(desk, voucherId, 'DELIVER')
    const at = now.toISOString()
    await this.commit(desk, row, 'DELIVER', now, [
      this.vouchers.recordDelivery(row.id, at),
      this.mail(parcelDeliveredEmail(row, false, originOf(row.brand)), at),
      auditStatement(this.db, {
        actor: desk.staff,
        action: 'parcel.deliver',
        entity: 'voucher',
        entityId: String(row.id),
        before: { state: 'DISPATCHED' },
        after: { state: 'DELIVERED' },
        now,
      }),
    ])
    return viewOf((await this.parcels.find(desk.merchantId, row.id))!)
  }

  /** Scheduled: parcels dispatched DELIVERED_AFTER_DISPATCH_DAYS ago or more are taken as
   * delivered. Safe to run twice or beside a merchant marking the same parcel: the guarded
   * transition lets one of them through and the other's batch fails whole. */
  async inferDeliveries(now: Date, originOf: MailOriginOf): Promise<number> {
    const at = now.toISOString()
    let delivered = 0
    for (const row of await this.parcels.dueForDelivery(deliveryCutoff(now), JOB_BATCH)) {
      try {
        await this.db.batch([
          ...this.transition(row, 'DELIVER', 'system', at),
          this.vouchers.recordDelivery(row.id, at),
          this.mail(parcelDeliveredEmail(row, true, originOf(row.brand)), at),
        ])
        delivered += 1
      } catch (err) {
        if (!lostRace(err)) throw err
      }
    }
    return delivered
  }

  /** The parcel in the desk's scope, when `event` may happen to it now. Another merchant's
   * voucher is the same 404 as none, so voucher numbers cannot be probed. */
  private async allowed(desk: ParcelDesk, voucherId: number, event: ParcelEvent) {
    const row = await this.parcels.find(desk.merchantId, voucherId)
    if (!row) throw new DomainError('NOT_FOUND', NOT_FOUND)
    const refusal = parcelRefusal(row, event)
    if (refusal) throw new DomainError(isParcel(row) ? 'CONFLICT' : 'UNPROCESSABLE', refusal)
    return row
  }

  private transition(row: ParcelRow, event: ParcelEvent, actor: string, at: string) {
    const fromRow = { status: row.status, orderProgress: row.orderProgress }
    const from = stateOfRow(fromRow)
    const to = from && nextVoucherState(from, event)
    if (!from || !to) throw new DomainError('CONFLICT', CHANGED)
    return [
      ...this.vouchers.transitionStatements({
        voucherId: row.id,
        event,
        fromState: from,
        toState: to,
        from: fromRow,
        to: rowOfState(to, fromRow),
        actor,
        now: at,
      }),
      this.vouchers.transitionGuard(),
    ]
  }

  private async commit(
    desk: ParcelDesk,
    row: ParcelRow,
    event: ParcelEvent,
    now: Date,
    after: D1PreparedStatement[],
  ) {
    const actor = `${desk.staff.role}:${desk.staff.id}`
    try {
      await this.db.batch([...this.transition(row, event, actor, now.toISOString()), ...after])
    } catch (err) {
      if (!lostRace(err)) throw err
      // Told from the parcel as it now is: "already dispatched" rather than a bare conflict.
      const current = await this.parcels.find(desk.merchantId, row.id)
      throw new DomainError('CONFLICT', (current && parcelRefusal(current, event)) ?? CHANGED)
    }
  }

  private mail(message: OutboxMessage, at: string) {
    return this.outbox.insertStatement(message, at)
  }
}
