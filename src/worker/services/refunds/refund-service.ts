import type { MailContext } from '../email/mail/mail-content'
import type { D1Database } from '@cloudflare/workers-types'
import {
  refundEligibility,
  REFUND_MESSAGES,
  type RefundEligibility,
} from '../../../shared/domain/refund/refund-eligibility'
import {
  CASH_REFUND_WORKING_DAYS,
  refundCreditExpiry,
} from '../../../shared/domain/refund/refund-rules'
import {
  balanceReleased,
  voucherPaid,
  voucherPaidTotal,
  type VoucherPaid,
} from '../../../shared/domain/refund/voucher-paid'
import { formatMoney } from '../../../shared/format/money'
import type { RefundOutcome, RefundRequest } from '../../../shared/schemas/refund'
import type { Env } from '../../env'
import { DomainError } from '../../errors'
import { RefundRepository, type AfterSaleVoucherRow } from '../../storage/refund-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'
import { OrderDepositRepository } from '../../storage/order-deposit-repository'
import { Outbox } from '../email/outbox'
import { gatewayNamed } from '../payments/gateway-selection'
import type { GatewayName } from '../payments/payment-gateway'
import { creditEntries, creditPartsOf } from './refund-credit'
import { refundConfirmationEmail } from './refund-email'
import { voucherTransition } from './voucher-status'
import { errorFields, log } from '../../observability/logger'

const isConstraintError = (err: unknown) => /constraint failed/i.test(String(err))

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/')

/** The eligibility of a stored voucher on `now`. */
export function eligibilityOf(row: AfterSaleVoucherRow, now: Date): RefundEligibility {
  const eligibility = refundEligibility(
    {
      status: row.status,
      orderProgress: row.orderProgress,
      purchasedAt: row.purchasedAt,
      expiresAt: row.expiresAt,
      checkIn: row.checkIn,
      // Cash goes back through the capture that took it: the order's once the order is paid
      // (captured), a deposit balance's own payment. Only to the card's owner: a claimed gift's
      // recipient did not pay, and its refund is their own wallet credit.
      cashPaid: isGift(row)
        ? 0
        : cardPayments(row, voucherPaid(row)).reduce((sum, p) => sum + p.amount, 0),
    },
    now.toISOString(),
  )
  return eligibility
}

/** A voucher held by another customer than its buyer: a gift its recipient claimed. */
const isGift = (row: AfterSaleVoucherRow) => row.userId !== row.buyerId

/** A card payment a voucher's refund goes back to, with its part. */
interface CardPayment {
  gateway: string
  reference: string
  amount: number
}

/** The card payments a voucher was paid with and each one's part of it: the order's capture
 * for the deposit (or the whole price) and, for a deposit voucher, the balance's own payment
 * (deposit_balance_payments), so each part goes back to the authorisation that took it. */
function cardPayments(row: AfterSaleVoucherRow, paid: VoucherPaid): CardPayment[] {
  const payments: CardPayment[] = []
  if (paid.cash > 0 && row.orderStatus === 'PAID' && row.gateway && row.gatewayReference) {
    payments.push({ gateway: row.gateway, reference: row.gatewayReference, amount: paid.cash })
  }
  if (paid.balance > 0 && row.balanceGateway && row.balanceReference) {
    payments.push({
      gateway: row.balanceGateway,
      reference: row.balanceReference,
      amount: paid.balance,
    })
  }
  return payments
}

/** ON_DEMAND_REFUND (transactions §3, §4 'Voucher protection', §9): the customer's own refund of
 * one voucher, to wallet credit valid 3 months or back to the card within 5 working days.
 *
 * Once per voucher however many requests race: the refunds row (UNIQUE voucher_id, with a
 * CHECK that the voucher is still unused and the customer's) is the claim. A wallet refund
 * writes claim, ledger credit and the lifecycle's REFUND transition in one batch. A card
 * refund claims first (PENDING), asks the gateway once per card payment (a deposit voucher's
 * balance has its own), then completes in a second batch; a card refund refused before any
 * money moved gives the claim back so the customer can choose wallet credit, and a payment
 * refusing after another returned its part leaves that part as wallet credit, so nothing is
 * lost and nothing goes back twice. */
export class RefundService {
  private readonly refunds: RefundRepository
  private readonly ledger: WalletLedgerRepository

  constructor(
    private readonly env: Env,
    private readonly db: D1Database = env.DB,
  ) {
    this.refunds = new RefundRepository(db)
    this.ledger = new WalletLedgerRepository(db)
  }

  /** The refund, then its confirmation email, deliberately outside the refund's batches
   * (every other mail is in the batch of its change): a card refund is claimed,
   * made at the provider, then completed, and the email tells the outcome, known only after the
   * provider answered. In the completing batch, an outbox failure would roll back the record of
   * money the provider has already returned; so the mail follows, best effort, and a failing
   * outbox never turns a done refund into an error (the refund shows under My vouchers). */
  async request(
    user: { id: number; email: string; firstName: string | null },
    input: RefundRequest,
    now: Date,
    /** The storefront the shopper asked on: the mail's brand and link origin. */
    site: Pick<MailContext, 'brand' | 'origin'>,
  ): Promise<RefundOutcome> {
    const outcome = await this.refund(user.id, input, now)
    try {
      await new Outbox(this.db).enqueue(
        refundConfirmationEmail(
          { ...site, to: user.email },
          user.firstName ?? '',
          input.voucherCode,
          outcome,
        ),
        now,
      )
    } catch (err) {
      // The refund stands; only the email is lost. The message holds no card or token data.
      log.error('refund-email-failed', errorFields(err))
    }
    return outcome
  }

  private async refund(
    userId: number,
    input: RefundRequest,
    now: Date,
    again = true,
  ): Promise<RefundOutcome> {
    const row = await this.refunds.voucherByCode(
      userId,
      Number(input.orderNumber),
      input.voucherCode,
    )
    if (!row) {
      throw new DomainError(
        'INVALID',
        'The order number and voucher code do not match a voucher on your account.',
      )
    }
    if (row.orderStatus !== 'PAID') {
      // Until the payment is captured there is nothing to give back (order-service.ts).
      throw new DomainError(
        'UNPROCESSABLE',
        'This order is still being processed. Please try again later.',
      )
    }
    const eligibility = eligibilityOf(row, now)
    if (!eligibility.eligible) {
      throw new DomainError(
        eligibility.reason === 'ALREADY_REFUNDED' ? 'CONFLICT' : 'UNPROCESSABLE',
        eligibility.message,
      )
    }
    if (!eligibility.methods.includes(input.method)) {
      throw new DomainError(
        'UNPROCESSABLE',
        isGift(row)
          ? 'A gift is refunded as wallet credit. Please choose wallet credit.'
          : 'A refund to your card is only available within 14 days of purchase. Please choose wallet credit.',
      )
    }
    try {
      return await (input.method === 'CASH'
        ? this.toCard(row, eligibility.basis, input.reason, now)
        : this.toWallet(row, eligibility.basis, input.reason, now))
    } catch (err) {
      // A deposit balance paid, or another voucher of the line refunded, between the read and
      // the claim fails the claim (insertRefund); worked out again, the refund covers it.
      // Otherwise the claim was lost to another refund of this voucher.
      if (again && err instanceof DomainError && err.code === 'CONFLICT') {
        const fresh = await this.refunds.voucherOf(userId, row.id)
        if (
          fresh &&
          (fresh.lineBalancePaid !== row.lineBalancePaid || fresh.balanceDue !== row.balanceDue)
        ) {
          return this.refund(userId, input, now, false)
        }
      }
      throw err
    }
  }

  private async toWallet(
    row: AfterSaleVoucherRow,
    basis: 'GUARANTEE' | 'PROTECTION',
    reason: string,
    now: Date,
  ): Promise<RefundOutcome> {
    const at = now.toISOString()
    const paid = voucherPaid(row)
    const amount = voucherPaidTotal(paid)
    const expiresAt = refundCreditExpiry(at)
    const claim = this.refunds.insertRefund(
      {
        voucherId: row.id,
        orderId: row.orderId,
        userId: row.userId,
        basis,
        method: 'WALLET',
        reason,
        currency: row.currency,
        walletAmount: amount,
        cashAmount: 0,
        status: 'COMPLETED',
        ...this.balanceClaim(row),
      },
      at,
    )
    // The card-paid parts (deposit and balance) become refundable credit; the wallet's part
    // comes back as the kinds it was spent as.
    const credit = await this.credit(row, paid.cash + paid.balance, paid.wallet, expiresAt, at)
    const results = await this.claimed(() =>
      this.db.batch([
        claim,
        ...this.release(row),
        ...credit,
        ...voucherTransition(this.db, row, 'REFUND', `customer:${row.userId}`, at),
      ]),
    )
    const refundId = (results[0]?.results[0] as { id: number } | undefined)?.id ?? 0
    return this.outcome(row, refundId, basis, 'WALLET', amount, 0, amount > 0 ? expiresAt : null)
  }

  private async toCard(
    row: AfterSaleVoucherRow,
    basis: 'GUARANTEE' | 'PROTECTION',
    reason: string,
    now: Date,
  ): Promise<RefundOutcome> {
    const at = now.toISOString()
    const paid = voucherPaid(row)
    const payments = cardPayments(row, paid).map((payment) => ({
      ...payment,
      gateway: gatewayNamed(payment.gateway as GatewayName, { env: this.env, db: this.db }),
    }))
    // What no card payment took (the wallet's part) goes back as credit.
    const card = payments.reduce((sum, payment) => sum + payment.amount, 0)
    if (payments.length === 0 || payments.some((payment) => !payment.gateway)) {
      throw new DomainError('UNPROCESSABLE', 'This payment cannot be refunded to your card.')
    }
    const balance = this.balanceClaim(row)
    const [claim] = await this.claimed(() =>
      this.db.batch([
        this.refunds.insertRefund(
          {
            voucherId: row.id,
            orderId: row.orderId,
            userId: row.userId,
            basis,
            method: 'CASH',
            reason,
            currency: row.currency,
            walletAmount: voucherPaidTotal(paid) - card,
            cashAmount: card,
            status: 'PENDING',
            ...balance,
          },
          at,
        ),
        ...this.release(row),
      ]),
    )
    const refundId = (claim?.results[0] as { id: number }).id
    let returned = 0
    for (const payment of payments) {
      let refunded = false
      try {
        refunded =
          (await payment.gateway!.refund(payment.reference, payment.amount)).status === 'OK'
      } catch {
        refunded = false
      }
      if (refunded) {
        returned += payment.amount
        continue
      }
      if (returned === 0) {
        const released = balance.balanceReleased
        await this.db.batch([
          this.refunds.dropClaim(refundId),
          ...(released > 0
            ? [new OrderDepositRepository(this.db).releaseBalance(row.orderLineId, released, true)]
            : []),
        ])
        throw new DomainError(
          'UNPROCESSABLE',
          'We could not refund your card just now. Please try again or choose wallet credit.',
        )
      }
      // Part is already back on the card, so the claim stands (a retry would return that part
      // twice); what this payment refused becomes wallet credit instead.
      break
    }
    // What the wallet paid goes back to the wallet, with any card part that could not go back.
    const expiresAt = refundCreditExpiry(at)
    const walletAmount = voucherPaidTotal(paid) - returned
    await this.db.batch([
      this.refunds.completeRefund(refundId, { walletAmount, cashAmount: returned }, at),
      ...(await this.credit(row, walletAmount - paid.wallet, paid.wallet, expiresAt, at)),
      ...voucherTransition(this.db, row, 'REFUND', `customer:${row.userId}`, at),
    ])
    return this.outcome(
      row,
      refundId,
      basis,
      'CASH',
      walletAmount,
      returned,
      walletAmount > 0 ? expiresAt : null,
    )
  }

  /** What the claim checks of the line's deposit balance, and the share it releases. */
  private balanceClaim(row: AfterSaleVoucherRow) {
    return {
      balancePaidSeen: row.lineBalancePaid,
      balanceDueSeen: row.balanceDue,
      balanceReleased: balanceReleased(row),
    }
  }

  /** A voucher refunded before its line's balance is paid owes none of it: its share comes off
   * the line in the claim's batch, and the line's other vouchers pay the rest. */
  private release(row: AfterSaleVoucherRow) {
    const amount = balanceReleased(row)
    return amount > 0
      ? [new OrderDepositRepository(this.db).releaseBalance(row.orderLineId, amount)]
      : []
  }

  /** The wallet credit of `cash` + `wallet` back, each kind as it was paid (refund-credit.ts). */
  private async credit(
    row: AfterSaleVoucherRow,
    cash: number,
    wallet: number,
    expiresAt: string,
    at: string,
  ) {
    const parts = await creditPartsOf(this.refunds, row, cash, wallet)
    return creditEntries(row, parts, 'REFUND', expiresAt).flatMap((entry) =>
      this.ledger.entry(entry, at),
    )
  }

  /** Runs the claim; a lost race (UNIQUE or the voucher_ready CHECK) is the §8 answer. */
  private async claimed<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (isConstraintError(err)) {
        throw new DomainError('CONFLICT', REFUND_MESSAGES.ALREADY_REFUNDED)
      }
      throw err
    }
  }

  private async outcome(
    row: AfterSaleVoucherRow,
    refundId: number,
    basis: 'GUARANTEE' | 'PROTECTION',
    method: 'WALLET' | 'CASH',
    walletAmount: number,
    cashAmount: number,
    creditExpiresAt: string | null,
  ): Promise<RefundOutcome> {
    const parts: string[] = []
    if (walletAmount > 0) {
      parts.push(
        `${formatMoney(walletAmount, row.currency, { zeroAsAmount: true })} has been added to your wallet as credit, valid until ${ddmmyyyy(creditExpiresAt!)}.`,
      )
    }
    if (cashAmount > 0) {
      parts.push(
        `${formatMoney(cashAmount, row.currency, { zeroAsAmount: true })} will be back on your card within ${CASH_REFUND_WORKING_DAYS} working days.`,
      )
    }
    return {
      refundId,
      voucherId: row.id,
      type: 'ON_DEMAND_REFUND',
      basis,
      method,
      currency: row.currency,
      walletAmount,
      cashAmount,
      creditExpiresAt,
      walletBalance: await this.refunds.refundableBalance(row.userId, row.currency),
      message: ['Your refund is confirmed.', ...parts].join(' '),
    }
  }
}
