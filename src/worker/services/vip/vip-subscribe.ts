import type { D1Database } from '@cloudflare/workers-types'
import { vipMembershipPrice } from '../../../shared/domain/checkout/vip'
import { vipSubject } from '../../../shared/domain/payment/payment-binding'
import { renewalPriceOf, renewedExpiry } from '../../../shared/domain/vip/vip-renewal'
import type { Currency } from '../../../shared/schemas/money'
import type { VipSubscribeRequest, VipSubscribeResponse } from '../../../shared/schemas/vip'
import { DomainError } from '../../errors'
import { gatewayForMethod } from '../payments/gateway-selection'
import { VipRepository, type VipLifecycleRow } from '../../storage/vip-repository'
import { membershipView } from './vip-lifecycle'
import { membershipBought } from './vip-membership'

interface Subscriber {
  userId: number
  brand: string
  currency: Currency
}

/** Joining VIP, or paying the renewal the cron prepared, with a card tokenised by
 * /payments/tokenize, outside any deal order (the order path refuses a basket without a deal:
 * 'Please choose at least one product'). Authorise, write the membership, then capture: a
 * failed write voids the hold, so nobody pays without a membership. The payment reference on
 * the row lets a parallel request with the same key find its membership instead of voiding. */
export async function vipSubscribe(
  deps: { env: unknown; db: D1Database },
  subscriber: Subscriber,
  request: VipSubscribeRequest,
  now: Date,
): Promise<VipSubscribeResponse['data']> {
  const repository = new VipRepository(deps.db)
  const at = now.toISOString()
  const active = await repository.activeLifecycle(subscriber.userId, at)
  const renewing = active !== null && active.renewalRequestedAt !== null
  // A retry of a join that went through lands here too: nothing is charged twice.
  if (active && !renewing) {
    throw new DomainError('CONFLICT', 'You are already a VIP member')
  }
  const currency = active?.currency ?? subscriber.currency
  const amount = renewing
    ? renewalPriceOf(active.renewalPrice)
    : vipMembershipPrice(subscriber.currency).amount

  const gateway = gatewayForMethod('credit_card', { env: deps.env, db: deps.db })
  const auth = await gateway.authorize({
    amount,
    currency,
    paymentToken: request.paymentToken,
    purpose: {
      method: 'credit_card',
      subject: vipSubject(subscriber.userId),
      shopperId: subscriber.userId,
    },
    idempotencyKey: `vip:${subscriber.userId}:${request.idempotencyKey}`,
    orderReference: `VIP-${subscriber.userId}`,
  })
  if (auth.status === 'DECLINED') {
    throw new DomainError('UNPROCESSABLE', 'Your card was declined; please try another card')
  }

  const replay = await repository.byPaymentReference(subscriber.userId, auth.reference)
  // A parallel request with the same key already wrote the membership for this payment.
  if (replay) return { renewed: renewing, membership: await view(replay) }

  const written = renewing
    ? await repository.extend(
        active.id,
        {
          from: active.expiresAt,
          to: renewedExpiry(active.expiresAt),
          price: amount,
          paymentReference: auth.reference,
        },
        at,
      )
    : await insertMembership(repository, subscriber, auth.reference, now)
  if (!written) {
    // The write that beat ours may be a parallel request paying with this very authorisation.
    const raced = await repository.byPaymentReference(subscriber.userId, auth.reference)
    if (raced) return { renewed: renewing, membership: await view(raced) }
    await gateway.void(auth.reference)
    throw new DomainError('CONFLICT', 'Your membership changed meanwhile; nothing was charged')
  }
  // After commit: a capture the provider refuses leaves the authorisation for reconciliation;
  // the membership stands, as it would for a deal order.
  await gateway.capture(auth.reference, amount)
  const saved = await repository.byPaymentReference(subscriber.userId, auth.reference)
  if (!saved) throw new Error('VIP membership written but not found')
  return { renewed: renewing, membership: await view(saved) }

  function view(row: VipLifecycleRow) {
    return membershipView(repository, row)
  }
}

async function insertMembership(
  repository: VipRepository,
  subscriber: Subscriber,
  paymentReference: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const row = membershipBought({ ...subscriber, orderId: 0, now })
  try {
    await repository.batch([
      repository.expireLapsed(subscriber.userId, at),
      repository.insertPaidMembership(row, paymentReference, at),
    ])
    return true
  } catch (err) {
    // vip_memberships_one_active: a parallel join or checkout made them a member first.
    if (err instanceof Error && /vip_memberships\.user_id|UNIQUE/.test(err.message)) return false
    throw err
  }
}
