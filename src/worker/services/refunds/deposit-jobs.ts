import type { Env } from '../../env'
import { depositReminderWindow } from '../../../shared/domain/refund/deposit-balance'
import { OutboxRepository } from '../../storage/outbox-repository'
import { depositReminderEmail } from './deposit-reminder-email'
import { VoucherExpiryService } from './expiry-service'
import { DepositReminderRepository } from '../../storage/deposit-reminder-repository'

/** Per run, so one run stays well inside the scheduled handler's time; the rest go next run. */
const REMINDERS_PER_RUN = 100

/** Scheduled: deposit vouchers whose balance is unpaid after its due day expire (transactions
 * §4 'Deposit vouchers'); a second run finds nothing left to expire. */
export async function expireUnpaidDeposits(env: Env, now: Date) {
  return { expired: await new VoucherExpiryService(env.DB).expireUnpaidDeposits(now) }
}

/** Scheduled: a week before a balance falls due, one reminder to the buyer with the voucher
 * page that takes the payment. Each line is claimed before it is mailed, so parallel or
 * repeated runs mail it once; the claim and its mail are one batch, so a failed mail write
 * leaves the line unclaimed for the next run. */
export async function remindDepositBalances(env: Pick<Env, 'DB' | 'BRAND_HOST_PREFIX'>, now: Date) {
  const repository = new DepositReminderRepository(env.DB)
  const outbox = new OutboxRepository(env.DB)
  const at = now.toISOString()
  const { from, to } = depositReminderWindow(at)
  let reminded = 0
  for (const line of await repository.due(from, to, REMINDERS_PER_RUN)) {
    const mail = depositReminderEmail({
      to: line.email,
      firstName: line.firstName,
      brand: line.brand,
      title: line.title,
      balanceDue: line.balanceDue,
      currency: line.currency,
      dueBy: line.balanceDueBy,
      voucherId: line.voucherId,
      hostPrefix: env.BRAND_HOST_PREFIX,
    })
    const [claim] = await env.DB.batch([
      repository.claimStatement(line.lineId, at),
      outbox.insertAfterChangeStatement(mail, at),
    ])
    if ((claim?.meta.changes ?? 0) > 0) reminded++
  }
  return { reminded }
}
