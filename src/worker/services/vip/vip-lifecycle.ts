import type { D1Database } from '@cloudflare/workers-types'
import {
  VIP_RETENTION_DISCOUNT_PERCENT,
  vipMembershipPrice,
} from '../../../shared/domain/checkout/vip'
import { vipCancelStep } from '../../../shared/domain/vip/vip-cancellation'
import { renewalPriceOf, retentionRenewalPrice } from '../../../shared/domain/vip/vip-renewal'
import type { Currency } from '../../../shared/schemas/money'
import type {
  VipCancelRequest,
  VipCancelResponse,
  VipMembershipResponse,
  VipMembershipView,
} from '../../../shared/schemas/vip'
import { DomainError } from '../../errors'
import { VipRepository, type VipLifecycleRow } from '../../storage/vip-repository'

/** A stored membership as My Rewards and the API show it. */
export async function membershipView(
  repository: VipRepository,
  row: VipLifecycleRow,
): Promise<VipMembershipView> {
  return {
    status: row.status,
    startedAt: row.startedAt,
    expiresAt: row.expiresAt,
    renewalPrice: { amount: renewalPriceOf(row.renewalPrice), currency: row.currency },
    retentionOfferAccepted: row.retentionOfferAcceptedAt !== null,
    renewalPending: row.renewalRequestedAt !== null && row.status === 'ACTIVE',
    cancelReason: row.cancelReason,
    savings: {
      amount: await repository.savingsSince(row.userId, row.startedAt),
      currency: row.currency,
    },
  }
}

/** GET /vip/membership: whether the customer is a member now, and their newest membership
 * (an expired or cancelled one still shows, with the offer to join again). */
export async function vipMembershipStatus(
  db: D1Database,
  userId: number,
  currency: Currency,
  now: Date,
): Promise<VipMembershipResponse['data']> {
  const repository = new VipRepository(db)
  const latest = await repository.latestMembership(userId)
  const member =
    latest !== null && latest.status === 'ACTIVE' && latest.expiresAt > now.toISOString()
  return {
    member,
    price: vipMembershipPrice(latest?.currency ?? currency),
    membership: latest && (await membershipView(repository, latest)),
  }
}

/** One step of the cancellation flow (transactions §4) for the customer's membership in force;
 * a customer who is not a member has nothing to cancel (404). */
export async function vipCancel(
  db: D1Database,
  userId: number,
  request: VipCancelRequest,
  now: Date,
): Promise<VipCancelResponse['data']> {
  const repository = new VipRepository(db)
  const at = now.toISOString()
  const membership = await repository.activeLifecycle(userId, at)
  if (!membership) throw new DomainError('NOT_FOUND', 'You have no active VIP membership')
  const outcome = vipCancelStep(
    {
      reason: membership.cancelReason,
      offerAccepted: membership.retentionOfferAcceptedAt !== null,
    },
    request,
  )
  if (!outcome.ok) throw new DomainError('CONFLICT', outcome.message)
  const listPrice = vipMembershipPrice(membership.currency).amount
  const offerPrice = retentionRenewalPrice(listPrice)
  if (outcome.reason || outcome.acceptOffer || outcome.cancel) {
    const stored = await repository.updateCancellation(
      membership.id,
      {
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        ...(outcome.acceptOffer ? { acceptOffer: { renewalPrice: offerPrice } } : {}),
        ...(outcome.cancel ? { cancel: true as const } : {}),
      },
      at,
    )
    // Cancelled or expired between the read and the write (another tab, the cron).
    if (!stored) throw new DomainError('CONFLICT', 'Your membership has changed; please reload')
  }
  const updated = (await repository.latestMembership(userId)) ?? membership
  return {
    next: outcome.next,
    ...(outcome.next === 'OFFER'
      ? {
          offer: {
            percent: VIP_RETENTION_DISCOUNT_PERCENT,
            renewalPrice: { amount: offerPrice, currency: membership.currency },
          },
        }
      : {}),
    membership: await membershipView(repository, updated),
  }
}
