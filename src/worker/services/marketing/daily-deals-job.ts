import type { D1PreparedStatement } from '@cloudflare/workers-types'
import { BRAND_IDS, BRANDS, type Brand } from '../../../shared/config/brands'
import { brandOrigin } from '../../../shared/domain/account/mail-origin'
import {
  DAILY_DEALS_COUNT,
  dailyDealsDue,
  withCampaign,
} from '../../../shared/domain/marketing/daily-deals-schedule'
import type { DealSummary } from '../../../shared/schemas/deal'
import { FeedQuery } from '../../../shared/schemas/feed'
import { SubscriptionPreferences } from '../../../shared/schemas/subscription'
import type { Env } from '../../env'
import {
  DailyDealMailRepository,
  type DailyDealsRecipient,
} from '../../storage/daily-deal-mail-repository'
import { OutboxRepository } from '../../storage/outbox-repository'
import { CatalogService } from '../catalog/catalog-service'
import { mailDealOf } from '../email/mail/mail-deal'
import { handOverNewMail, type MailEnv } from '../email/mail-queue'
import { FeedService } from '../feeds/feed-service'
import { dailyDealsEmail } from './daily-deals-email'
import { mailLinkSecret, unsubscribeUrl } from './unsubscribe-link'
import { errorFields, log } from '../../observability/logger'

/** Subscribers per D1 batch: each is two statements (the claim and its mail). */
const DAILY_DEALS_BATCH = 50
/** Per brand and cron run, so a run stays well inside the scheduled handler's CPU time (a
 * mail renders in about 2 ms: four brands' 1000 each is under 10 s); the next run, 15 minutes
 * on, carries on where this one stopped. */
const DAILY_DEALS_PER_RUN = 1000

type JobEnv = Pick<Env, 'DB' | 'FEED_CACHE' | 'BRAND_HOST_PREFIX' | 'MAIL_LINK_SECRET'> &
  MailEnv & { ENVIRONMENT?: string }

interface Town {
  name: string
  deals: DealSummary[]
}

/** The town's top deals: the head of the same feed its home page lists (FeedService through the
 * KV feed cache, page 0), so the email's deals and prices are the site's. Categories a
 * subscriber chose narrow it; none chosen, or none of theirs today, is the whole feed. */
async function townFeed(
  feeds: FeedService,
  catalog: CatalogService,
  brand: Brand,
  town: string,
  now: Date,
): Promise<Town | null> {
  const location = await catalog.findLocation(town, brand.countryCode)
  if (!location) return null
  const list = await feeds.list({
    brand,
    location: town,
    pageType: 'other',
    query: FeedQuery.parse({ pageSize: DAILY_DEALS_COUNT * 2 }),
    now,
  })
  const deals = [...(list.mainDeal ? [list.mainDeal] : []), ...list.deals].filter(
    (deal, i, all) => !deal.soldOut && all.findIndex((d) => d.id === deal.id) === i,
  )
  return { name: location.name, deals }
}

function categoriesOf(preferences: string): string[] {
  try {
    return SubscriptionPreferences.parse(JSON.parse(preferences)).categories
  } catch {
    return []
  }
}

const pick = (deals: readonly DealSummary[], categories: readonly string[]) => {
  const chosen = categories.length
    ? deals.filter((deal) => categories.includes(deal.category.shortName))
    : []
  return (chosen.length ? chosen : deals).slice(0, DAILY_DEALS_COUNT)
}

/**
 * The daily deals email: once a day per subscriber, from the brand's sending hour on
 * (daily-deals-schedule.ts), the subscriber's town's top deals. Each page of subscribers is one
 * D1 batch of (claim the subscriber's day, write the mail only if that claim won): a second run,
 * an overlapping one or one after a crash half-way finds the day taken for everyone already
 * mailed and carries on with the rest; nobody gets two. Each page's outbox rows go to the mail
 * queue as soon as they are written (mail-queue.ts hand-over), not only after the run.
 */
export async function sendDailyDeals(
  env: JobEnv,
  now: Date,
  limits: { batch: number; perRun: number } = {
    batch: DAILY_DEALS_BATCH,
    perRun: DAILY_DEALS_PER_RUN,
  },
): Promise<Record<string, number>> {
  const secret = mailLinkSecret(env)
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: no marketing mail without it')
  const repo = new DailyDealMailRepository(env.DB)
  const outbox = new OutboxRepository(env.DB)
  const feeds = new FeedService(env)
  const catalog = new CatalogService(env.DB)
  const at = now.toISOString()
  const sent: Record<string, number> = {}
  for (const id of BRAND_IDS) {
    const brand = BRANDS[id]
    const due = dailyDealsDue(now, brand.timeZone)
    if (!due) continue
    const origin = brandOrigin(brand, env)
    const towns = new Map<string, Promise<Town | null>>()
    const townOf = (town: string) => {
      if (!towns.has(town)) towns.set(town, townFeed(feeds, catalog, brand, town, now))
      return towns.get(town)!
    }
    let afterId = 0
    let count = 0
    while (count < limits.perRun) {
      const page = await repo.due({ brand: id, ...due, afterId, limit: limits.batch, nowIso: at })
      if (page.length === 0) break
      afterId = page[page.length - 1]!.subscriptionId
      const statements: D1PreparedStatement[] = []
      for (const recipient of page) {
        const mail = await mailFor(recipient, brand, origin, secret, due.day, townOf)
        // A town with nothing on today (or gone from the catalogue) gets no email and no claim:
        // a later run the same day sends it once deals open.
        if (!mail) continue
        statements.push(
          repo.claimStatement(recipient.subscriptionId, due.day, at),
          outbox.insertAfterChangeStatement(mail, at),
        )
      }
      if (statements.length) {
        const results = await env.DB.batch(statements)
        count += results.filter((r, i) => i % 2 === 0 && r.meta.changes === 1).length
        // Each page's mail goes to the queue as soon as it is written (one sendBatch of at most
        // 100 ids), not all after the run: the run's own hand-over takes one such batch only.
        // A failed hand-over leaves the rows to the next one or the sweeper.
        await handOverNewMail(env, now).catch((err: unknown) =>
          log.error('daily-deals-hand-over-failed', errorFields(err)),
        )
      }
    }
    sent[id] = count
  }
  return sent
}

async function mailFor(
  recipient: DailyDealsRecipient,
  brand: Brand,
  origin: string,
  secret: string,
  day: string,
  townOf: (town: string) => Promise<Town | null>,
) {
  const town = await townOf(recipient.town)
  const deals = town ? pick(town.deals, categoriesOf(recipient.preferences)) : []
  if (!town || deals.length === 0) return null
  const vip = recipient.vip === 1
  const mail = dailyDealsEmail(
    { to: recipient.email, brand, origin },
    {
      firstName: recipient.firstName,
      townName: town.name,
      day,
      deals: deals.map((deal) =>
        mailDealOf(deal, origin, { vip, link: (url) => withCampaign(url, recipient.town) }),
      ),
      unsubscribeUrl: await unsubscribeUrl(
        origin,
        secret,
        recipient.subscriptionId,
        recipient.email,
      ),
      moreUrl: withCampaign(`${origin}/deals/${recipient.town}`, recipient.town),
    },
  )
  // The queue checks the subscription again as it sends (mail-queue.ts, sendTimeHold).
  return { ...mail, subscriptionId: recipient.subscriptionId }
}
