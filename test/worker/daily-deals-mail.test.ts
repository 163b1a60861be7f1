import { env, SELF } from 'cloudflare:test'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { cardPrice } from '../../src/shared/domain/deal/card-price'
import { BRANDS, type Brand } from '../../src/shared/config/brands'
import { DAILY_DEALS_COUNT } from '../../src/shared/domain/marketing/daily-deals-schedule'
import { formatMoney } from '../../src/shared/format/money'
import { FeedQuery } from '../../src/shared/schemas/feed'
import { forgetCatalogVersion } from '../../src/worker/services/feeds/catalog-version'
import { FeedService } from '../../src/worker/services/feeds/feed-service'
import { sendDailyDeals } from '../../src/worker/services/marketing/daily-deals-job'
import { MailSuppressionRepository } from '../../src/worker/storage/mail-suppression-repository'
import { freshEmail } from '../fixtures/fresh'
import { makeBasketDeal } from '../fixtures/make-basket-deal'
import { makeShopper } from '../fixtures/make-shopper'
import { allowMailAgain, refuseMailTo } from '../fixtures/refuse-mail'
import { expectPngPictures } from './mail-pictures'
import { dayFromToday, inDays, TEST_TODAY } from './clock'

// The daily deals email. The job runs at noon of the pinned day (after both brands'
// sending hour), then the next day, as the cron would.
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`)
const TODAY = noon(TEST_TODAY)
const TOMORROW = noon(dayFromToday(1))

afterEach(() => allowMailAgain(env.DB))

async function subscribe(
  email: string,
  brand: Brand,
  town: string,
  status: 'SUBSCRIBED' | 'UNSUBSCRIBED' = 'SUBSCRIBED',
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO email_subscriptions (email, brand, location_short_name, status, created_at,
       updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(email, brand.id, town, status, TODAY.toISOString(), TODAY.toISOString())
    .first<{ id: number }>()
  return row!.id
}

async function vipMember(brand: Brand) {
  const shopper = await makeShopper(env.DB)
  const at = TODAY.toISOString()
  await env.DB.prepare(
    `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at, expires_at,
       updated_at) VALUES (?, ?, ?, 499, 'ACTIVE', ?, ?, ?)`,
  )
    .bind(shopper.id, brand.id, brand.currency, at, inDays(300), at)
    .run()
  return shopper.email
}

const MEMBER_DEAL = { price: 4000, vipPrice: 3000 }
const madeDeals: number[] = []

/** A deal of `town` alone, first in its feed, at a VIP price members pay (§6): whoever
 * subscribed there gets it, a member at the member's price, and no other town lists it. */
async function memberDealIn(town: string): Promise<{ id: number; title: string }> {
  const {
    id,
    productIds: [productId],
  } = await makeBasketDeal(env.DB, { products: [{ price: MEMBER_DEAL.price }] })
  madeDeals.push(id)
  await env.DB.batch([
    env.DB.prepare(
      `UPDATE deals SET deal_type = 'local', brand = NULL, vip_only = 0,
         location_id = (SELECT id FROM locations WHERE short_name = ? AND country_code = 'gb'),
         sort_score = (SELECT MAX(sort_score) + 1 FROM deals),
         display_vip_discount_allowed = 1, display_show_price = 1, vip_price = ?,
         vip_discount_percentage = 25
       WHERE id = ?`,
    ).bind(town, MEMBER_DEAL.vipPrice, id),
    env.DB.prepare('UPDATE deal_products SET vip_price = ? WHERE id = ?').bind(
      MEMBER_DEAL.vipPrice,
      productId!,
    ),
  ])
  // The catalogue changed behind the services' back: feeds read it again.
  forgetCatalogVersion()
  const row = await env.DB.prepare('SELECT title FROM deals WHERE id = ?')
    .bind(id)
    .first<{ title: string }>()
  return { id, title: row!.title }
}

// Later files list these towns too: the deal made here leaves their feeds with this file.
afterAll(async () => {
  for (const id of madeDeals) {
    await env.DB.prepare('UPDATE deals SET open = 0 WHERE id = ?').bind(id).run()
  }
  forgetCatalogVersion()
})

interface Mail {
  subject: string
  text: string
  html: string
  from: string
  headers: string
  createdAt: string
}

const dailyMails = async (to: string) =>
  (
    await env.DB.prepare(
      `SELECT subject, text_body AS text, html_body AS html, from_address AS "from", headers,
         created_at AS createdAt
       FROM email_outbox WHERE to_address = ? AND kind = 'daily-deals' ORDER BY id`,
    )
      .bind(to)
      .all<Mail>()
  ).results

/** The town's deals as the home page's feed lists them, priced as a card prices them. */
async function feedPrices(brand: Brand, town: string, vip: boolean, now: Date) {
  const list = await new FeedService(env).list({
    brand,
    location: town,
    pageType: 'other',
    query: FeedQuery.parse({ pageSize: DAILY_DEALS_COUNT * 2 }),
    now,
  })
  return [...(list.mainDeal ? [list.mainDeal] : []), ...list.deals]
    .filter((deal, i, all) => !deal.soldOut && all.findIndex((d) => d.id === deal.id) === i)
    .slice(0, DAILY_DEALS_COUNT)
    .map((deal) => ({
      title: deal.title,
      price: formatMoney(cardPrice(deal, vip).price, deal.currency),
    }))
}

const unsubscribeLink = (mail: Mail) =>
  (JSON.parse(mail.headers) as Record<string, string>)['List-Unsubscribe']!.slice(1, -1)

describe('the daily deals email', () => {
  it(
    'mails each subscribed address once a day with its own town’s deals at the feed’s prices, in two brands and three towns',
    { tags: ['dated'] },
    async () => {
      const memberDeal = await memberDealIn('manchester')
      const london = freshEmail('daily-london')
      const manchester = freshEmail('daily-manchester')
      const vip = await vipMember(BRANDS.dealio)
      const dublin = freshEmail('daily-dublin')
      const unsubscribed = freshEmail('daily-unsubscribed')
      const bounced = freshEmail('daily-bounced')
      await subscribe(london, BRANDS.dealio, 'london')
      // Not the brand's default town: a job that ignored the subscriber's town would send London.
      await subscribe(manchester, BRANDS.dealio, 'manchester')
      await subscribe(vip, BRANDS.dealio, 'manchester')
      await subscribe(dublin, BRANDS.livingsocialie, 'dublin')
      await subscribe(unsubscribed, BRANDS.dealio, 'london', 'UNSUBSCRIBED')
      await subscribe(bounced, BRANDS.livingsocialie, 'dublin')
      await new MailSuppressionRepository(env.DB).suppress(bounced, 'BOUNCE', TODAY.toISOString())

      // Twice in a row and twice at once: the cron's runs may overlap.
      await sendDailyDeals(env, TODAY)
      await sendDailyDeals(env, TODAY)
      await Promise.all([sendDailyDeals(env, TODAY), sendDailyDeals(env, TODAY)])

      for (const [to, brand, town, townName, otherTown, isVip] of [
        [london, BRANDS.dealio, 'london', 'London', 'manchester', false],
        [manchester, BRANDS.dealio, 'manchester', 'Manchester', 'london', false],
        [vip, BRANDS.dealio, 'manchester', 'Manchester', 'london', true],
        [dublin, BRANDS.livingsocialie, 'dublin', 'Dublin', 'dublin-south', false],
      ] as const) {
        const mails = await dailyMails(to)
        expect(mails).toHaveLength(1)
        const [mail] = mails
        expect(mail!.from).toBe(`${brand.mailSender.name} <${brand.mailSender.address}>`)
        expect(mail!.subject).toMatch(new RegExp(`^Today in ${townName}: `))
        expect(mail!.html).toContain(`data-logo="${brand.id}"`)
        const expected = await feedPrices(brand, town, isVip, TODAY)
        expect(expected.length).toBeGreaterThan(0)
        // In the feed's order, each at the price its card shows this reader.
        let from = 0
        for (const deal of expected) {
          const at = mail!.text.indexOf(`${deal.title}\n`, from)
          expect(at, deal.title).toBeGreaterThan(-1)
          expect(mail!.text.slice(at).split('\n')[2]).toMatch(
            new RegExp(`^${deal.price.replace('.', '\\.')}`),
          )
          from = at + 1
        }
        // Nothing of another town's own feed (national deals are in both).
        const ours = new Set(expected.map((deal) => deal.title))
        const theirs = (await feedPrices(brand, otherTown, isVip, TODAY)).filter(
          (deal) => !ours.has(deal.title),
        )
        expect(theirs.length, `${otherTown} lists deals ${town} does not`).toBeGreaterThan(0)
        for (const deal of theirs) expect(mail!.text, deal.title).not.toContain(deal.title)
        expect(mail!.html).toContain('utm_source=daily-deals&amp;utm_medium=email')
        // Each deal's picture as a PNG: mail clients show no SVG.
        expect(await expectPngPictures(mail!.html)).toBe(expected.length)
        expect(JSON.parse(mail!.headers)).toMatchObject({
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        })
      }

      // The Manchester deal leads both Manchester mails: the member's at the member's price
      // (memberUnitPrice), struck against the standard one; the other's at the standard price.
      const priceLine = async (to: string) => {
        const [mail] = await dailyMails(to)
        const at = mail!.text.indexOf(`${memberDeal.title}\n`)
        expect(at, `${memberDeal.title} in the mail to ${to}`).toBeGreaterThan(-1)
        return mail!.text.slice(at).split('\n')[2]
      }
      const gbp = (minor: number) => formatMoney(minor, 'GBP')
      expect(await priceLine(vip)).toBe(
        `${gbp(MEMBER_DEAL.vipPrice)} (was ${gbp(MEMBER_DEAL.price)}) VIP price`,
      )
      expect(await priceLine(manchester)).toMatch(new RegExp(`^${gbp(MEMBER_DEAL.price)} `))
      expect(await priceLine(manchester)).not.toContain('VIP price')
      expect((await dailyMails(london))[0]!.text).not.toContain(memberDeal.title)

      expect(await dailyMails(unsubscribed)).toHaveLength(0)
      expect(await dailyMails(bounced)).toHaveLength(0)
      // Handed to the mail queue by the run itself, page by page.
      const unqueued = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM email_outbox
         WHERE kind = 'daily-deals' AND to_address IN (?, ?, ?, ?) AND queued_at IS NULL`,
      )
        .bind(london, manchester, vip, dublin)
        .first<{ n: number }>()
      expect(unqueued?.n).toBe(0)
    },
  )

  it(
    'sets the marketing attribution cookie for the town’s daily deals campaign when a deal link is opened',
    { tags: ['dated'] },
    async () => {
      const to = freshEmail('daily-attribution')
      await subscribe(to, BRANDS.dealio, 'manchester')
      await sendDailyDeals(env, TODAY)
      const [mail] = await dailyMails(to)
      const href = /href="(https:\/\/dealio\.co\.uk\/deal\/[^"]+)"/.exec(mail!.html)![1]!
      const link = new URL(href.replaceAll('&amp;', '&'))
      expect(link.searchParams.get('utm_campaign')).toBe('daily-deals-manchester')

      const res = await SELF.fetch(`https://localhost${link.pathname}${link.search}`)
      await res.text()
      expect(res.status).toBe(200)
      const source = res.headers.getSetCookie().find((line) => line.startsWith('mkt_source='))
      expect(source, 'the mkt_source cookie').toBeDefined()
      const value = decodeURIComponent(source!.slice('mkt_source='.length).split(';')[0]!)
      expect(Object.fromEntries(new URLSearchParams(value))).toEqual({
        source: 'daily-deals',
        medium: 'email',
        campaign: 'daily-deals-manchester',
      })
    },
  )

  it('sends nobody twice after a run that failed half-way', { tags: ['dated'] }, async () => {
    const first = freshEmail('daily-crash-a')
    const second = freshEmail('daily-crash-b')
    const third = freshEmail('daily-crash-c')
    for (const to of [first, second, third]) await subscribe(to, BRANDS.livingsocial, 'london')
    // One subscriber per batch; the second's mail cannot be written, so the run stops there.
    await refuseMailTo(env.DB, second)
    await expect(sendDailyDeals(env, TODAY, { batch: 1, perRun: 10_000 })).rejects.toThrow()
    expect(await dailyMails(first)).toHaveLength(1)
    expect(await dailyMails(second)).toHaveLength(0)
    expect(await dailyMails(third)).toHaveLength(0)

    await allowMailAgain(env.DB)
    await sendDailyDeals(env, TODAY, { batch: 1, perRun: 10_000 })
    for (const to of [first, second, third]) expect(await dailyMails(to)).toHaveLength(1)
  })

  it(
    'stops the next day’s mail after a one-click unsubscribe, and refuses a forged link',
    { tags: ['dated'] },
    async () => {
      const leaving = freshEmail('daily-leaving')
      const staying = freshEmail('daily-staying')
      await subscribe(leaving, BRANDS.livingsocial, 'london')
      await subscribe(staying, BRANDS.livingsocial, 'london')
      await sendDailyDeals(env, TODAY)
      const [mail] = await dailyMails(leaving)
      const link = new URL(unsubscribeLink(mail!))
      expect(link.origin).toBe('https://livingsocial.co.uk')
      expect(mail!.text).toContain(`Unsubscribe: ${link.href}`)
      const local = `http://livingsocial.localhost${link.pathname}${link.search}`

      // A forged signature: refused with the error body, and nothing changes.
      const forged = new URL(local)
      forged.searchParams.set('sig', `${forged.searchParams.get('sig')!.slice(0, -2)}AA`)
      for (const method of ['GET', 'POST']) {
        const res = await SELF.fetch(forged, { method })
        expect(res.status).toBe(403)
        expect(await res.json()).toEqual({
          error: { code: 'FORBIDDEN', message: 'This unsubscribe link is not valid' },
        })
      }
      // Another subscriber's id under this signature is refused too.
      const other = new URL(local)
      other.searchParams.set('s', String(Number(other.searchParams.get('s')) + 1))
      expect((await SELF.fetch(other, { method: 'POST' })).status).toBe(403)

      // A browser gets the brand's page saying so, still a 403, and no change either.
      const friendly = await SELF.fetch(forged, { headers: { accept: 'text/html' } })
      expect(friendly.status).toBe(403)
      const friendlyHtml = await friendly.text()
      expect(friendlyHtml).toContain('This unsubscribe link does not work')
      expect(friendlyHtml).toContain('role="alert"')

      // GET only asks (mail scanners follow links); the mail client's one-click POST unsubscribes.
      const page = await SELF.fetch(local, { headers: { accept: 'text/html' } })
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      const html = await page.text()
      // In the brand's shell, with a form that needs no script.
      expect(html).toContain('LivingSocial')
      expect(html).toMatch(/<form [^>]*action="\/unsubscribe\?s=\d+&amp;sig=[^"]+" method="post">/)
      expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/)
      expect(html).toContain(leaving)
      const clicked = await SELF.fetch(local, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(clicked.status).toBe(200)
      expect(await clicked.json()).toEqual({ data: { status: 'UNSUBSCRIBED' } })
      const status = await env.DB.prepare(
        'SELECT status FROM email_subscriptions WHERE email = ? AND brand = ?',
      )
        .bind(leaving, 'livingsocial')
        .first<{ status: string }>()
      expect(status?.status).toBe('UNSUBSCRIBED')
      // The link again, in a browser: the confirmation, not a second question.
      const after = await (await SELF.fetch(local, { headers: { accept: 'text/html' } })).text()
      expect(after).toContain('You are unsubscribed')
      expect(after).toContain('role="status"')

      await sendDailyDeals(env, TOMORROW)
      expect(await dailyMails(leaving)).toHaveLength(1)
      expect(await dailyMails(staying)).toHaveLength(2)
    },
  )
})

describe('the dev mailbox', () => {
  it(
    'serves a mail’s HTML part for its sandboxed frame, under a CSP that runs nothing',
    { tags: ['dated'] },
    async () => {
      const to = freshEmail('mailbox-html')
      await subscribe(to, BRANDS.livingsocial, 'london')
      await sendDailyDeals(env, TODAY)
      const list = await SELF.fetch(`http://localhost/dev/mailbox?to=${encodeURIComponent(to)}`)
      const page = await list.text()
      const id = /data-id="(\d+)"/.exec(page)![1]
      expect(page).toContain(`<iframe title="HTML part: `)
      expect(page).toContain(`src="/dev/mailbox/${id}/html" sandbox=""`)
      const html = await SELF.fetch(`http://localhost/dev/mailbox/${id}/html`)
      expect(html.status).toBe(200)
      expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
      expect(html.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(await html.text()).toContain('data-logo="livingsocial"')
    },
  )
})

describe('account deletion', () => {
  it(
    'can still remove a subscription that had daily emails, and its claims with it',
    { tags: ['dated'] },
    async () => {
      const to = freshEmail('daily-deleted')
      const id = await subscribe(to, BRANDS.dealio, 'london')
      await sendDailyDeals(env, TODAY)
      const claims = () =>
        env.DB.prepare('SELECT COUNT(*) AS n FROM daily_deal_mails WHERE subscription_id = ?')
          .bind(id)
          .first<{ n: number }>()
      expect((await claims())?.n).toBe(1)
      // What the deletion job runs (account-deletion-repository.ts) once the address is erased.
      await env.DB.prepare('DELETE FROM email_subscriptions WHERE id = ?').bind(id).run()
      expect((await claims())?.n).toBe(0)
    },
  )
})
