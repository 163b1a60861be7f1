import type { Env } from '../../env'
import { renewalPriceOf, VIP_RENEWAL_NOTICE_MS } from '../../../shared/domain/vip/vip-renewal'
import { OutboxRepository } from '../../storage/outbox-repository'
import { vipRenewalEmail } from './vip-renewal-email'
import { VipRepository } from '../../storage/vip-repository'

/** Per run, so one run stays well inside the scheduled handler's time; the rest go next run. */
const RENEWALS_PER_RUN = 100

/** Cron: memberships ending within a day get a pending renewal and a pay link by email (no
 * saved cards yet), at the retention price when the member took the offer; memberships past
 * their year and unpaid become EXPIRED. Idempotent: a renewal is claimed once
 * (renewal_requested_at), so a second run mails nothing and changes nothing. The claim and its
 * mail are one batch, so a failed mail write leaves the renewal unclaimed for the next run. */
export async function renewVipMemberships(
  env: Pick<Env, 'DB' | 'BRAND_HOST_PREFIX'>,
  now: Date,
): Promise<{ requested: number; expired: number }> {
  const repository = new VipRepository(env.DB)
  const outbox = new OutboxRepository(env.DB)
  const at = now.toISOString()
  const until = new Date(now.getTime() + VIP_RENEWAL_NOTICE_MS).toISOString()
  let requested = 0
  for (const due of await repository.renewalsDue(at, until, RENEWALS_PER_RUN)) {
    const price = renewalPriceOf(due.renewalPrice)
    const mail = vipRenewalEmail({
      to: due.email,
      firstName: due.firstName,
      brand: due.brand,
      price,
      currency: due.currency,
      expiresAt: due.expiresAt,
      hostPrefix: env.BRAND_HOST_PREFIX,
    })
    const [claim] = await env.DB.batch([
      repository.claimRenewalStatement(due.id, price, at),
      outbox.insertAfterChangeStatement(mail, at),
    ])
    if (claim?.meta.changes === 1) requested++
  }
  const expired = await repository.expireUnpaid(at)
  return { requested, expired }
}
