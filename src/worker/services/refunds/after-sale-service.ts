import { depositBalanceSubject } from '../../../shared/domain/payment/payment-binding'
import { depositState } from '../../../shared/domain/refund/deposit-balance'
import { isExtendable } from '../../../shared/domain/refund/extension'
import { REFUND_REASONS } from '../../../shared/domain/refund/refund-reasons'
import {
  canRequestReturn,
  returnLabelReference,
  returnProgress,
} from '../../../shared/domain/refund/return-progress'
import type { AfterSale, ReturnRequest } from '../../../shared/schemas/refund'
import type { Env } from '../../env'
import { DomainError } from '../../errors'
import {
  DepositBalanceRepository,
  RefundRepository,
  type AfterSaleVoucherRow,
} from '../../storage/refund-repository'
import { OrderDepositRepository } from '../../storage/order-deposit-repository'
import { gatewayForMethod } from '../payments/gateway-selection'
import { eligibilityOf } from './refund-service'
import { voucherPaid, voucherPaidTotal } from '../../../shared/domain/refund/voucher-paid'
import { voucherTransition } from './voucher-status'
import { errorFields, log } from '../../observability/logger'

/** What happens to a voucher after the purchase, besides the refund itself: the facts the
 * voucher page and the refund form show, returns of goods (§7 create-return-order, returns
 * label) and a deposit's balance paid later (§4 'Deposit vouchers'). */
export class AfterSaleService {
  private readonly refunds: RefundRepository

  constructor(private readonly env: Env) {
    this.refunds = new RefundRepository(env.DB)
  }

  async voucher(userId: number, voucherId: number): Promise<AfterSaleVoucherRow> {
    const row = await this.refunds.voucherOf(userId, voucherId)
    if (!row) throw new DomainError('NOT_FOUND', 'No such voucher')
    return row
  }

  async view(userId: number, voucherId: number, now: Date): Promise<AfterSale> {
    const row = await this.voucher(userId, voucherId)
    const at = now.toISOString()
    return {
      voucherId: row.id,
      orderNumber: String(row.orderId),
      voucherCode: row.code,
      title: row.title,
      currency: row.currency,
      // Everything paid on the voucher: the deposit, and its balance once paid.
      refundAmount: voucherPaidTotal(voucherPaid(row)),
      refund: eligibilityOf(row, now),
      reasons: REFUND_REASONS.map((r) => ({ code: r.code, label: r.label })),
      canReturn: row.returnLabel === null && canRequestReturn(row.status, row.orderProgress),
      returnProgress: returnProgress(row.status),
      returnLabelReference: row.returnLabel,
      deposit: depositState(row, at),
      extendable: isExtendable({ ...row, extended: row.extended === 1 }, at),
    }
  }

  /** create-return-order: the voucher moves to Return Requested and gets its label, once. */
  async requestReturn(userId: number, input: ReturnRequest, now: Date) {
    const row = await this.voucher(userId, input.voucherId)
    if (row.returnLabel !== null || !canRequestReturn(row.status, row.orderProgress)) {
      throw new DomainError('CONFLICT', 'A return cannot be requested for this voucher.')
    }
    const at = now.toISOString()
    const label = returnLabelReference(row.code)
    try {
      await this.env.DB.batch([
        this.refunds.insertReturn(row.id, userId, input.reason, label, at),
        ...voucherTransition(this.env.DB, row, 'REQUEST_RETURN', `customer:${userId}`, at),
      ])
    } catch (err) {
      if (/constraint failed/i.test(String(err))) {
        throw new DomainError('CONFLICT', 'A return has already been requested for this voucher.')
      }
      throw err
    }
    return {
      voucherId: row.id,
      labelReference: label,
      labelPath: `/myaccount/vouchers/${row.id}/return-label`,
      status: 'RETURN_REQUESTED',
    }
  }

  /** Pays a deposit voucher's balance with a tokenized card: authorise, then one batch that
   * claims the line's payment and clears its balance, then capture; a lost race or a failed
   * batch voids the authorisation, so the card is never charged twice. */
  async payBalance(userId: number, voucherId: number, paymentToken: string, now: Date) {
    const row = await this.voucher(userId, voucherId)
    const state = depositState(row, now.toISOString())
    if (state.kind === 'NONE' || row.status !== 'READY_TO_REDEEM') {
      throw new DomainError('CONFLICT', 'This voucher has no balance to pay.')
    }
    const db = this.env.DB
    const gateway = gatewayForMethod('credit_card', { env: this.env, db })
    const auth = await gateway.authorize({
      amount: row.balanceDue,
      currency: row.currency,
      paymentToken,
      purpose: {
        method: 'credit_card',
        subject: depositBalanceSubject(row.id),
        shopperId: userId,
      },
      idempotencyKey: `balance-${row.orderLineId}-${crypto.randomUUID()}`,
      orderReference: String(row.orderId),
    })
    if (auth.status !== 'AUTHORISED') {
      throw new DomainError('UNPROCESSABLE', 'Payment failed.')
    }
    const deposits = new DepositBalanceRepository(db)
    let paid = false
    try {
      const [claim] = await db.batch([
        deposits.payStatement(row, gateway.name, auth.reference, now.toISOString()),
        new OrderDepositRepository(db).clearBalance(
          row.orderLineId,
          row.balanceDue,
          auth.reference,
        ),
      ])
      paid = (claim?.meta.changes ?? 0) === 1
    } catch {
      paid = false
    }
    if (!paid) {
      await gateway.void(auth.reference)
      const after = await this.refunds.voucherOf(userId, voucherId)
      throw new DomainError(
        'CONFLICT',
        after && after.balanceDue === 0
          ? 'This balance has already been paid.'
          : 'This balance can no longer be paid: the voucher has been refunded or has expired.',
      )
    }
    // The balance is recorded as paid: a capture refused or interrupted here is taken again by
    // the reconciliation job (captureUnpaidBalances), so the answer stays the payment's.
    try {
      const captured = await gateway.capture(auth.reference, row.balanceDue)
      if (captured.status !== 'OK') log.error('balance-capture-failed', { code: captured.code })
    } catch (err) {
      log.error('balance-capture-failed', errorFields(err))
    }
    return { voucherId: row.id, paid: row.balanceDue, currency: row.currency }
  }
}
