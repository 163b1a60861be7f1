import type { D1Database } from '@cloudflare/workers-types'
import { orderRefundState, referralStatus } from '../../../shared/domain/referral/referral-status'
import { ReferralRepository } from '../../storage/referral-repository'
import { WalletLedgerRepository } from '../../storage/wallet-ledger-repository'

/** §4/§9 referral credit: first each unprocessed REFERRAL_PURCHASE order event (0014) starts
 * an attributed friend's 14-day window on their first order; then each pending referral is
 * credited (10 in the referrer's currency, MARKETING credit: a reward, never cash) once the
 * window is over and the order kept, or cancelled if the friend refunded. The reward row's key
 * in the wallet credit's batch makes a second or parallel run pay nothing more. */
export async function creditPendingReferrals(db: D1Database, now: Date) {
  const referrals = new ReferralRepository(db)
  const wallet = new WalletLedgerRepository(db)
  const at = now.toISOString()
  let started = 0
  for (const event of await referrals.unprocessedEvents()) {
    const steps = [referrals.markProcessed(event.id, at)]
    if (event.attributed && !event.hasOrder) {
      steps.push(referrals.firstOrder(event.userId, event.orderId, event.createdAt))
      started++
    }
    await db.batch(steps)
  }
  let credited = 0
  let cancelled = 0
  for (const referral of await referrals.pending()) {
    const status = referralStatus({
      orderedAt: referral.orderedAt,
      order: orderRefundState(referral.orderStatus, referral.voucherStatuses),
      now,
    })
    if (status === 'CANCELLED') {
      await referrals.cancel(referral.friendUserId, at)
      cancelled++
    } else if (status === 'CREDITED') {
      try {
        await db.batch([
          ...referrals.credit(referral.friendUserId, at),
          ...wallet.entry(
            {
              userId: referral.referrerUserId,
              currency: referral.currency,
              kind: 'MARKETING',
              amount: referral.amount,
              reason: 'REFERRAL',
              reference: `referral:${referral.friendUserId}`,
              expiresAt: null,
            },
            at,
          ),
        ])
        credited++
      } catch (error) {
        if (!/UNIQUE constraint failed/.test(String(error))) throw error
      }
    }
  }
  return { started, credited, cancelled }
}
