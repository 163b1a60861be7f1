import type { D1Database } from '@cloudflare/workers-types'
import { DomainError } from '../../errors'
import {
  AuthorisationRepository,
  type AuthorisationRow,
} from '../../storage/payments/authorisation-repository'
import {
  GatewayUnavailableError,
  type AuthResult,
  type AuthorizeInput,
  type OperationResult,
  type PaymentFailureCode,
  type PaymentGateway,
} from './payment-gateway'
import { clock as workerClock } from '../../clock'
import { operationKey } from './operation-key'

/** How long a second attempt with a key waits for the first one's answer: past the providers'
 * 10 s timeout, so the first attempt has always settled by then. */
const REPLAY_WAIT_MS = 12_000
const REPLAY_POLL_MS = 25

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Wraps a raw gateway so every attempt is recorded in payment_authorisations and an
 * idempotency key is honoured: the first call with a key claims it (a UNIQUE insert) and asks
 * the provider; every other call with the key, concurrent or later, waits for and returns
 * that answer without asking the provider again (a retry or double click never
 * charges twice). Provider outages become DECLINED results, never exceptions. After a
 * timeout the provider's side is unknown; a hold it made anyway lapses on its own when the
 * authorisation expires, as no capture ever follows.
 */
export class LedgeredGateway implements PaymentGateway {
  private readonly repo: AuthorisationRepository

  constructor(
    private readonly inner: PaymentGateway,
    db: D1Database,
    private readonly clock: () => Date = () => workerClock.now(),
  ) {
    this.repo = new AuthorisationRepository(db)
  }

  get name() {
    return this.inner.name
  }

  async authorize(input: AuthorizeInput): Promise<AuthResult> {
    if (!Number.isInteger(input.amount) || input.amount <= 0) {
      throw new DomainError('INVALID', 'The amount must be a positive whole number of minor units')
    }
    if (!input.idempotencyKey) throw new DomainError('INVALID', 'An idempotency key is required')
    const id = crypto.randomUUID()
    const claimed = await this.repo.claim({
      id,
      gateway: this.name,
      idempotencyKey: input.idempotencyKey,
      amount: input.amount,
      currency: input.currency,
      orderReference: input.orderReference,
      createdAt: this.now(),
    })
    if (!claimed) return this.replay(input)

    let result: AuthResult
    try {
      result = await this.inner.authorize(input)
    } catch (err) {
      if (!(err instanceof GatewayUnavailableError)) {
        await this.repo.settle(
          id,
          { status: 'DECLINED', failureCode: 'PAYMENT_FAILED' },
          this.now(),
        )
        throw err
      }
      result = { status: 'DECLINED', code: err.code }
    }
    await this.repo.settle(
      id,
      result.status === 'AUTHORISED'
        ? { status: 'AUTHORISED', reference: result.reference }
        : { status: 'DECLINED', failureCode: result.code },
      this.now(),
    )
    return result
  }

  async capture(reference: string, amount: number): Promise<OperationResult> {
    const row = await this.rowFor(reference)
    if (row.status !== 'AUTHORISED') {
      throw new DomainError('CONFLICT', `A ${row.status.toLowerCase()} payment cannot be captured`)
    }
    if (!Number.isInteger(amount) || amount <= 0 || amount > row.amount) {
      throw new DomainError(
        'INVALID',
        'The capture amount must be between 1 and the authorised amount',
      )
    }
    const key = await operationKey(this.name, reference, 'capture')
    return this.apply(row, () => this.inner.capture(reference, amount, key), 'CAPTURED', {
      capturedAmount: amount,
      refundedAmount: 0,
    })
  }

  async void(reference: string): Promise<OperationResult> {
    const row = await this.rowFor(reference)
    if (row.status === 'VOIDED') return { status: 'OK' }
    if (row.status !== 'AUTHORISED') {
      throw new DomainError('CONFLICT', `A ${row.status.toLowerCase()} payment cannot be voided`)
    }
    const key = await operationKey(this.name, reference, 'void')
    return this.apply(row, () => this.inner.void(reference, key), 'VOIDED', {
      capturedAmount: 0,
      refundedAmount: 0,
    })
  }

  async refund(reference: string, amount: number): Promise<OperationResult> {
    const row = await this.rowFor(reference)
    if (row.status !== 'CAPTURED') {
      throw new DomainError('CONFLICT', `A ${row.status.toLowerCase()} payment cannot be refunded`)
    }
    const refunded = row.refundedAmount + amount
    if (!Number.isInteger(amount) || amount <= 0 || refunded > row.capturedAmount) {
      throw new DomainError('INVALID', 'The refund amount must be between 1 and what was captured')
    }
    const to = refunded === row.capturedAmount ? 'REFUNDED' : 'CAPTURED'
    // The nth refund of this payment: a retry finds the same total refunded before it.
    const key = await operationKey(this.name, reference, 'refund', row.refundedAmount)
    return this.apply(row, () => this.inner.refund(reference, amount, key), to, {
      capturedAmount: row.capturedAmount,
      refundedAmount: refunded,
    })
  }

  /** The provider's own record of an attempt (PaymentGateway.lookup); undefined when the
   * provider cannot be asked. */
  get lookup(): PaymentGateway['lookup'] {
    return this.inner.lookup?.bind(this.inner)
  }

  private now() {
    return this.clock().toISOString()
  }

  private async rowFor(reference: string): Promise<AuthorisationRow> {
    const row = await this.repo.byReference(this.name, reference)
    if (!row) throw new DomainError('NOT_FOUND', 'No such payment')
    return row
  }

  /** Calls the provider, then records the new state only if it said yes. */
  private async apply(
    row: AuthorisationRow,
    call: () => Promise<OperationResult>,
    to: AuthorisationRow['status'],
    totals: { capturedAmount: number; refundedAmount: number },
  ): Promise<OperationResult> {
    let result: OperationResult
    try {
      result = await call()
    } catch (err) {
      if (!(err instanceof GatewayUnavailableError)) throw err
      result = { status: 'FAILED', code: err.code }
    }
    if (result.status === 'OK') {
      await this.repo.transition(row.id, row.status, to, totals, this.now())
    }
    return result
  }

  /** The first attempt's answer for a key that was already claimed. */
  private async replay(input: AuthorizeInput): Promise<AuthResult> {
    const deadline = workerClock.ms() + REPLAY_WAIT_MS
    for (;;) {
      const row = await this.repo.byKey(input.idempotencyKey)
      if (!row) throw new Error('idempotency key claimed but not found')
      if (
        row.amount !== input.amount ||
        row.currency !== input.currency ||
        row.gateway !== this.name
      ) {
        throw new DomainError(
          'CONFLICT',
          'This payment attempt was already made with other details',
        )
      }
      if (row.status !== 'PENDING') return resultOf(row)
      if (workerClock.ms() > deadline) {
        throw new DomainError('CONFLICT', 'This payment is still being processed. Please wait.')
      }
      await sleep(REPLAY_POLL_MS)
    }
  }
}

const resultOf = (row: AuthorisationRow): AuthResult => {
  if (row.status === 'DECLINED') {
    return { status: 'DECLINED', code: (row.failureCode ?? 'PAYMENT_FAILED') as PaymentFailureCode }
  }
  // A voided attempt cannot pay for an order any more.
  if (row.status === 'VOIDED' || !row.gatewayReference) {
    return { status: 'DECLINED', code: 'PAYMENT_FAILED' }
  }
  return { status: 'AUTHORISED', reference: row.gatewayReference }
}
