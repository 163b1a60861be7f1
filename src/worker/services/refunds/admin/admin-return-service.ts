import { brandById } from '../../../../shared/config/brands'
import { brandOrigin } from '../../../../shared/domain/account/mail-origin'
import type { MailContext } from '../../email/mail/mail-content'
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types'
import { refundCreditExpiry } from '../../../../shared/domain/refund/refund-rules'
import type {
  AdminReturn,
  AdminReturnsQuery,
  ReturnDecisionOutcome,
} from '../../../../shared/schemas/admin-returns'
import type { Env } from '../../../env'
import { DomainError } from '../../../errors'
import { AdminReturnsRepository, type ReturnRow } from '../../../storage/admin-returns-repository'
import type { OutboxMessage } from '../../../storage/outbox-repository'
import { RefundRepository, type AfterSaleVoucherRow } from '../../../storage/refund-repository'
import { VoucherRepository } from '../../../storage/voucher-repository'
import { WalletLedgerRepository } from '../../../storage/wallet-ledger-repository'
import { Outbox } from '../../email/outbox'
import { gatewayNamed } from '../../payments/gateway-selection'
import type { GatewayName } from '../../payments/payment-gateway'
import { creditEntries, creditPartsOf } from '../refund-credit'
import { voucherPaid } from '../../../../shared/domain/refund/voucher-paid'
import { auditStatement } from '../../staff/audit-log'
import type { StaffUser } from '../../staff/staff-types'
import { returnApprovedEmail, returnRejectedEmail } from './return-emails'
import { rejectSteps, refundSteps } from './return-path'
import { errorFields, log } from '../../../observability/logger'

// A lost transitionGuard surfaces from D1 as "malformed JSON" (its json() of plain text); the
// text itself is not in the message, so matching it let a parallel decision answer 500.
const isConstraintError = (err: unknown) => /constraint failed|malformed JSON/i.test(String(err))
const ALREADY_DECIDED = 'This return has already been decided.'

/** The returns and refunds queue: approve a return (the voucher walks the lifecycle to
 * REFUNDED and the money goes to the wallet or back through the gateway) or reject it with a
 * reason; the customer is emailed either way.
 *
 * Exactly once however many admins click: the return_decisions row (PRIMARY KEY return_id) and
 * the refunds row (UNIQUE voucher_id) are the claims, and each voucher transition is followed
 * by transitionGuard, so a losing batch fails whole. A card refund claims first (refund
 * PENDING), asks the gateway once, then completes; a refused card refund gives both claims
 * back so the admin can choose wallet credit. */
export class AdminReturnService {
  private readonly returns: AdminReturnsRepository
  private readonly refunds: RefundRepository
  private readonly vouchers: VoucherRepository
  private readonly ledger: WalletLedgerRepository

  constructor(
    private readonly env: Env,
    private readonly db: D1Database = env.DB,
  ) {
    this.returns = new AdminReturnsRepository(db)
    this.refunds = new RefundRepository(db)
    this.vouchers = new VoucherRepository(db)
    this.ledger = new WalletLedgerRepository(db)
  }

  queue(query: AdminReturnsQuery): Promise<AdminReturn[]> {
    return this.returns.queue(query.status)
  }

  async approve(
    actor: StaffUser,
    returnId: number,
    method: 'WALLET' | 'CASH',
    now: Date,
  ): Promise<ReturnDecisionOutcome> {
    const { ret, voucher } = await this.undecided(returnId)
    const steps = refundSteps(voucher)
    if (!steps) throw new DomainError('CONFLICT', 'This voucher is no longer awaiting its return.')
    const at = now.toISOString()
    const share = voucherPaid(voucher)
    const cash = method === 'CASH' ? share.cash : 0
    const wallet = method === 'CASH' ? share.wallet : share.cash + share.wallet
    const gateway =
      method === 'CASH'
        ? gatewayNamed(voucher.gateway as GatewayName, { env: this.env, db: this.db })
        : null
    if (
      method === 'CASH' &&
      (!gateway || !voucher.gatewayReference || voucher.orderStatus !== 'PAID')
    ) {
      throw new DomainError(
        'UNPROCESSABLE',
        'This payment cannot be refunded to the original method.',
      )
    }
    const claim = [
      this.returns.insertDecision(returnId, 'APPROVED', method, null, actor.id, at),
      this.returns.insertRefund(
        {
          voucherId: voucher.id,
          orderId: voucher.orderId,
          userId: voucher.userId,
          method,
          reason: 'RETURN',
          currency: voucher.currency,
          walletAmount: wallet,
          cashAmount: cash,
          status: method === 'CASH' && cash > 0 ? 'PENDING' : 'COMPLETED',
        },
        at,
      ),
    ]
    const audit = auditStatement(this.db, {
      actor,
      action: 'return.approve',
      entity: 'voucher_return',
      entityId: String(returnId),
      before: { voucherStatus: voucher.status, decision: null },
      after: { voucherStatus: 'REFUNDED', decision: 'APPROVED', method, wallet, cash },
      now,
    })
    if (method === 'CASH' && cash > 0) {
      await this.claimed(() => this.db.batch(claim))
      let refunded = false
      try {
        refunded = (await gateway!.refund(voucher.gatewayReference!, cash)).status === 'OK'
      } catch {
        refunded = false
      }
      if (!refunded) {
        await this.db.batch([
          this.returns.dropPendingRefund(voucher.id),
          this.returns.dropDecision(returnId),
        ])
        throw new DomainError(
          'UNPROCESSABLE',
          'The gateway refused the refund just now. Try again or refund to the wallet.',
        )
      }
      await this.db.batch([
        this.refunds.completeRefund(
          await this.returns.refundIdOf(voucher.id),
          { walletAmount: wallet, cashAmount: cash },
          at,
        ),
        ...(await this.credit(voucher, wallet, at)),
        ...this.transitions(voucher, steps, actor, at),
        audit,
      ])
    } else {
      const credit = await this.credit(voucher, wallet, at)
      await this.claimed(() =>
        this.db.batch([...claim, ...credit, ...this.transitions(voucher, steps, actor, at), audit]),
      )
    }
    await this.mail(
      returnApprovedEmail(this.mailTo(ret), ret.firstName, ret.voucherCode, {
        currency: voucher.currency,
        walletAmount: wallet,
        cashAmount: cash,
      }),
      now,
    )
    return {
      returnId,
      voucherId: voucher.id,
      decision: 'APPROVED',
      method,
      walletAmount: wallet,
      cashAmount: cash,
      currency: voucher.currency,
      voucherStatus: 'REFUNDED',
    }
  }

  /** A rejected return goes back to Delivered (the customer keeps the goods) through the
   * lifecycle's REJECT_RETURN, guarded like every transition; the decision row takes it off the
   * queue and the email says why. */
  async reject(
    actor: StaffUser,
    returnId: number,
    reason: string,
    now: Date,
  ): Promise<ReturnDecisionOutcome> {
    const { ret, voucher } = await this.undecided(returnId)
    const steps = rejectSteps(voucher)
    const at = now.toISOString()
    await this.claimed(() =>
      this.db.batch([
        ...this.transitions(voucher, steps, actor, at),
        this.returns.insertDecision(
          returnId,
          'REJECTED',
          null,
          reason,
          actor.id,
          now.toISOString(),
        ),
        auditStatement(this.db, {
          actor,
          action: 'return.reject',
          entity: 'voucher_return',
          entityId: String(returnId),
          before: { decision: null },
          after: { decision: 'REJECTED', reason },
          now,
        }),
      ]),
    )
    await this.mail(
      returnRejectedEmail(this.mailTo(ret), ret.firstName, ret.voucherCode, reason),
      now,
    )
    return {
      returnId,
      voucherId: voucher.id,
      decision: 'REJECTED',
      method: null,
      walletAmount: 0,
      cashAmount: 0,
      currency: voucher.currency,
      voucherStatus: steps.at(-1)?.toState ?? voucher.status,
    }
  }

  private async undecided(
    returnId: number,
  ): Promise<{ ret: ReturnRow; voucher: AfterSaleVoucherRow }> {
    const ret = await this.returns.one(returnId)
    if (!ret) throw new DomainError('NOT_FOUND', 'No such return request')
    if (await this.returns.decisionOf(returnId)) throw new DomainError('CONFLICT', ALREADY_DECIDED)
    const voucher = await this.refunds.voucherOf(ret.userId, ret.voucherId)
    if (!voucher) throw new DomainError('NOT_FOUND', 'No such return request')
    return { ret, voucher }
  }

  private async credit(
    voucher: AfterSaleVoucherRow,
    amount: number,
    at: string,
  ): Promise<D1PreparedStatement[]> {
    if (amount <= 0) return []
    // Marketing credit the voucher used comes back as marketing credit (refunds/refund-credit).
    const wallet = Math.min(amount, voucherPaid(voucher).wallet)
    const parts = await creditPartsOf(this.refunds, voucher, amount - wallet, wallet)
    return creditEntries(voucher, parts, 'REFUND', refundCreditExpiry(at)).flatMap((entry) =>
      this.ledger.entry(entry, at),
    )
  }

  private transitions(
    voucher: AfterSaleVoucherRow,
    steps: NonNullable<ReturnType<typeof refundSteps>>,
    actor: StaffUser,
    at: string,
  ): D1PreparedStatement[] {
    return steps.flatMap((step) => [
      ...this.vouchers.transitionStatements({
        voucherId: voucher.id,
        event: step.event,
        fromState: step.fromState,
        toState: step.toState,
        from: step.from,
        to: step.to,
        actor: `staff:${actor.id}`,
        now: at,
      }),
      this.vouchers.transitionGuard(),
    ])
  }

  private async claimed<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isConstraintError(err)) throw new DomainError('CONFLICT', ALREADY_DECIDED)
      throw err
    }
  }

  /** Queued after the money moved, deliberately outside the decision's batches (every
   * other mail is in the batch of its change): an approval may refund through the provider
   * between its claim and its completing batch, and an outbox failure in that batch would roll
   * back the record of money already returned. So the mail follows, best effort: a failing
   * outbox never turns a done decision into an error. */
  /** The shopper's mail context: the order's brand at its configured host (no request host:
   * staff decide on the back office's). */
  private mailTo(ret: ReturnRow): MailContext {
    const brand = brandById(ret.brand)
    return { to: ret.email, brand, origin: brandOrigin(brand, this.env) }
  }

  private async mail(message: OutboxMessage, now: Date) {
    try {
      await new Outbox(this.db).enqueue(message, now)
    } catch (err) {
      log.error('return-email-failed', errorFields(err))
    }
  }
}
