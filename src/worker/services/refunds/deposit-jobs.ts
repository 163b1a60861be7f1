import type { Env } from '../../env'
import { depositReminderWindow } from '../../../shared/domain/refund/deposit-balance'
import { Outbox } from '../email/outbox'
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
 * repeated runs mail it once; a claim whose mail could not be queued is not retried (the
 * voucher page shows the balance anyway). */
export async function remindDepositBalances(env: Pick<Env, 'DB' | 'BRAND_HOST_PREFIX'>, now: Date) {
  const repository = new DepositReminderRepository(env.DB)
  const outbox = new Outbox(env.DB)
  const at = now.toISOString()
  const { from, to } = depositReminderWindow(at)
  let reminded = 0
  for (const line of await repository.due(from, to, REMINDERS_PER_RUN)) {
    if (!(await repository.claim(line.lineId, at))) continue
    reminded++
    await outbox.enqueue(
      depositReminderEmail({
        to: line.email,
        firstName: line.firstName,
        brand: line.brand,
        title: line.title,
        balanceDue: line.balanceDue,
        currency: line.currency,
        dueBy: line.balanceDueBy,
        voucherId: line.voucherId,
        hostPrefix: env.BRAND_HOST_PREFIX,
      }),
      now,
    )
  }
  return { reminded }
}
