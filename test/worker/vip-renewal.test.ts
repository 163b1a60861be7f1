import { env } from 'cloudflare:test'
import { addYears } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { VipSubscribeResponse } from '../../src/shared/schemas/vip'
import { renewVipMemberships } from '../../src/worker/services/vip/vip-renewals'
import { cardToken, makeShopper } from '../fixtures/make-shopper'
import { post } from './account-client'
import { count } from './orders-client'
import { clock } from './clock'

const HOUR = 3_600_000

async function membershipEnding(expiresAt: Date, renewalPrice: number | null = null) {
  const shopper = await makeShopper(env.DB)
  const started = new Date(expiresAt.getTime() - 365 * 24 * HOUR).toISOString()
  await env.DB.prepare(
    `INSERT INTO vip_memberships (user_id, brand, currency, price, status, started_at, expires_at,
       renewal_price, retention_offer_accepted_at, updated_at)
     VALUES (?, 'dealio', 'GBP', 499, 'ACTIVE', ?, ?, ?, ?, ?)`,
  )
    .bind(
      shopper.id,
      started,
      expiresAt.toISOString(),
      renewalPrice,
      renewalPrice === null ? null : started,
      started,
    )
    .run()
  return shopper
}

const row = (userId: number) =>
  env.DB.prepare(
    `SELECT status, expires_at AS expiresAt, renewal_requested_at AS requestedAt,
       renewal_price AS renewalPrice FROM vip_memberships WHERE user_id = ?`,
  )
    .bind(userId)
    .first<{
      status: string
      expiresAt: string
      requestedAt: string | null
      renewalPrice: number
    }>()

const mails = (to: string) =>
  env.DB.prepare(
    `SELECT subject, text_body AS text FROM email_outbox WHERE to_address = ? AND kind = 'vip-renewal'`,
  )
    .bind(to)
    .all<{ subject: string; text: string }>()
    .then((r) => r.results)

describe('renewVipMemberships (cron, fake clock)', () => {
  // The job renews and expires every membership of the database worker files share (setup.ts):
  // run five years on, the memberships ending around then are this file's alone.
  const now = new Date(clock.ms() + 5 * 365 * 24 * HOUR)

  it('mails a pay link once to members whose year ends within a day, and not to the others', async () => {
    const soon = await membershipEnding(new Date(now.getTime() + 20 * HOUR))
    const later = await membershipEnding(new Date(now.getTime() + 30 * HOUR))

    await renewVipMemberships(env, now)
    expect(await row(soon.id)).toMatchObject({
      status: 'ACTIVE',
      requestedAt: now.toISOString(),
      renewalPrice: 499,
    })
    const [mail, ...rest] = await mails(soon.email)
    expect(rest).toHaveLength(0)
    expect(mail!.subject).toBe('Renew your Dealio VIP membership')
    expect(mail!.text).toContain('£4.99')
    expect(mail!.text).toContain('https://dealio.co.uk/myaccount/vip-rewards?renew=1')
    expect((await row(later.id))?.requestedAt).toBeNull()
    expect(await mails(later.email)).toHaveLength(0)
  })

  it('claims no renewal whose mail cannot be written; the next run claims and mails it', async () => {
    const soon = await membershipEnding(new Date(now.getTime() + 3 * HOUR))
    await env.DB.prepare(
      `CREATE TRIGGER vip_mail_refused BEFORE INSERT ON email_outbox
       WHEN NEW.to_address = '${soon.email}' BEGIN SELECT RAISE(ABORT, 'outbox refuses'); END`,
    ).run()
    try {
      await expect(renewVipMemberships(env, now)).rejects.toThrow()
    } finally {
      await env.DB.prepare('DROP TRIGGER vip_mail_refused').run()
    }
    // The claim used to stay without its mail, so no run ever mailed the pay link.
    expect((await row(soon.id))?.requestedAt).toBeNull()
    await renewVipMemberships(env, now)
    expect((await row(soon.id))?.requestedAt).toBe(now.toISOString())
    expect(await mails(soon.email)).toHaveLength(1)
  })

  it('changes nothing on a second run', async () => {
    const soon = await membershipEnding(new Date(now.getTime() + 2 * HOUR))
    await renewVipMemberships(env, now)
    const before = await row(soon.id)
    const outbox = await count('SELECT COUNT(*) AS n FROM email_outbox')
    const second = await renewVipMemberships(env, now)
    expect(second).toEqual({ requested: 0, expired: 0 })
    expect(await row(soon.id)).toEqual(before)
    expect(await count('SELECT COUNT(*) AS n FROM email_outbox')).toBe(outbox)
  })

  it('asks half price from a member who took the retention offer', async () => {
    const kept = await membershipEnding(new Date(now.getTime() + 5 * HOUR), 249)
    await renewVipMemberships(env, now)
    expect((await row(kept.id))?.renewalPrice).toBe(249)
    expect((await mails(kept.email))[0]!.text).toContain('£2.49')
  })

  it('expires a membership not paid by its end, once', async () => {
    const unpaid = await membershipEnding(new Date(now.getTime() + HOUR))
    await renewVipMemberships(env, now)
    const after = new Date(now.getTime() + 2 * HOUR)
    await renewVipMemberships(env, after)
    expect((await row(unpaid.id))?.status).toBe('EXPIRED')
    expect((await renewVipMemberships(env, after)).expired).toBe(0)
    expect(await mails(unpaid.email)).toHaveLength(1)
  })
})

describe('paying a pending renewal', () => {
  it(
    'runs the same membership a year on from its old end, at the renewal price',
    { tags: ['dated'] },
    async () => {
      const realNow = clock.now()
      const ends = new Date(realNow.getTime() + 3 * HOUR)
      const shopper = await membershipEnding(ends, 249)
      await renewVipMemberships(env, realNow)
      const res = await post(
        '/vip/subscribe',
        { paymentToken: await cardToken(env.DB), idempotencyKey: crypto.randomUUID() },
        { cookie: shopper.cookie },
      )
      expect(res.status).toBe(201)
      const { data } = VipSubscribeResponse.parse(await res.json())
      expect(data.renewed).toBe(true)
      // A calendar year on: 29 February's ends on 28 February (date-fns clamps).
      expect(data.membership).toMatchObject({
        status: 'ACTIVE',
        expiresAt: addYears(ends, 1).toISOString(),
        renewalPending: false,
        retentionOfferAccepted: false,
        renewalPrice: { amount: 499 },
      })
      const paid = await env.DB.prepare(
        `SELECT amount FROM payment_authorisations WHERE gateway_reference =
         (SELECT payment_reference FROM vip_memberships WHERE user_id = ?)`,
      )
        .bind(shopper.id)
        .first<{ amount: number }>()
      expect(paid?.amount).toBe(249)
    },
  )
})
