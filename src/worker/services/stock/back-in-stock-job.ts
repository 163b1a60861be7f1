import type { D1PreparedStatement } from '@cloudflare/workers-types'
import { dealView } from '../../../shared/domain/deal/deal-view'
import { BRANDS, type Brand, type BrandId } from '../../../shared/config/brands'
import { brandOrigin, type MailOriginEnv } from '../../../shared/domain/account/mail-origin'
import type { Deal } from '../../../shared/schemas/deal'
import { errorFields, log } from '../../observability/logger'
import { BackInStockRepository } from '../../storage/back-in-stock-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import { CatalogService } from '../catalog/catalog-service'
import { mailDealOf } from '../email/mail/mail-deal'
import { handOverNewMail, type MailEnv } from '../email/mail-queue'
import { backInStockEmail } from './back-in-stock-email'

/** Alerts per D1 batch: each is two statements (the claim and its mail). */
const ALERT_BATCH = 50
/** Per cron run, as the daily deals job bounds itself; the next run carries on. */
const ALERTS_PER_RUN = 1000
const DEALS_PER_RUN = 100

type JobEnv = MailEnv & MailOriginEnv

/** On sale again by the deal page's own rule: buyable now, no longer sold out. A deal whose
 * products are only capped for the day waits for the cap to lift. */
function backOnSale(deal: Deal, brand: Brand, now: Date): boolean {
  const view = dealView({
    deal,
    now,
    timeZone: brand.timeZone,
    referrer: { source: null, campaignId: null },
  })
  return (
    view.available && view.stockState !== 'sold-out' && view.stockState !== 'out-of-stock-notify'
  )
}

/**
 * Back-in-stock alerts (scheduled, every 15 minutes): for each deal with waiting alerts that is
 * on sale again, one email per alert. Stock comes back in several places (an admin edit, a
 * cancelled or refunded order releasing units, a cap lifting); the job looks at the stock itself
 * rather than hooking each of them, so none is missed. Each page of alerts is one D1 batch of
 * (claim the alert with a conditional UPDATE, write the mail only if that claim won), as the
 * daily deals job does: a second or overlapping run finds the alerts taken and sends nothing.
 */
export async function sendBackInStockAlerts(
  env: JobEnv,
  now: Date,
  limits = { batch: ALERT_BATCH, perRun: ALERTS_PER_RUN, deals: DEALS_PER_RUN },
): Promise<{ sent: number }> {
  const alerts = new BackInStockRepository(env.DB)
  const outbox = new OutboxRepository(env.DB)
  const catalog = new CatalogService(env.DB)
  const at = now.toISOString()
  let sent = 0
  for (const restocked of await alerts.restockedDeals(at, limits.deals)) {
    const brand = BRANDS[restocked.brand as BrandId]
    if (!brand || sent >= limits.perRun) continue
    const deal = await catalog.dealById(brand, restocked.dealId, { openedBy: now })
    if (!deal || !backOnSale(deal, brand, now)) continue
    const origin = brandOrigin(brand, env)
    // The mail goes to an address, not an account: no member price.
    const shown = mailDealOf(deal, origin)
    let afterId = 0
    while (sent < limits.perRun) {
      const page = await alerts.waiting({
        brand: brand.id,
        dealId: deal.id,
        afterId,
        limit: limits.batch,
      })
      if (page.length === 0) break
      afterId = page[page.length - 1]!.id
      const statements: D1PreparedStatement[] = page.flatMap((alert) => [
        alerts.claimStatement(alert.id, at),
        outbox.insertAfterChangeStatement(
          backInStockEmail({ to: alert.email, brand, origin }, shown),
          at,
        ),
      ])
      const results = await env.DB.batch(statements)
      sent += results.filter((r, i) => i % 2 === 0 && r.meta.changes === 1).length
      // A failed hand-over leaves the rows to the next one or the sweeper.
      await handOverNewMail(env, now).catch((err: unknown) =>
        log.error('back-in-stock-hand-over-failed', errorFields(err)),
      )
    }
  }
  return { sent }
}
