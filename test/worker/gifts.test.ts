import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { giftClaimCodes } from '../../src/worker/jobs/gift-claim-codes'
import { VoucherDetailResponse } from '../../src/shared/schemas/voucher'
import { freshEmail } from '../fixtures/fresh'
import { ORIGIN, newestMail, post, signIn } from './account-client'
import { clock } from './clock'
import { makeGiftOrder } from './gift-order'

/** A paid order of two vouchers sent as a gift to `recipient`. */
const eGiftOrder = (
  buyerId: number,
  recipient: string | null,
  type: 'e-gift' | 'gift' = 'e-gift',
  message: string | null = 'Enjoy',
) => makeGiftOrder({ buyerId, recipient, type, message, vouchers: 2 })

const mailedCode = async (to: string) => {
  const mail = await newestMail(to)
  return /code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail?.text ?? '')?.[1] ?? null
}

/** A claim from `ip`: claims are limited per address (10 in 15 minutes), so each test claims
 * from its own and none spends another's allowance, whatever order they run in. */
const claim = (code: string, cookie: string, ip: string) =>
  post('/gifts/claim', { code }, { cookie, 'cf-connecting-ip': ip })

/** The claim-code job's run `minutes` after now (it runs on the cron, every 15 minutes). */
const runAt = (minutes: number) => new Date(clock.ms() + minutes * 60_000)

/** Runs the job until it issues nothing: e-gift orders another file left without a code get
 * theirs first, so what a later run issues is this test's own. */
async function issuePendingCodes() {
  let issued = 1
  while (issued > 0) issued = (await giftClaimCodes(env, runAt(0))).issued
}

describe('claiming an e-gift', () => {
  it('mails the recipient a code once, and the code moves the vouchers to the claimant', async () => {
    await issuePendingCodes()
    const buyer = await signIn(freshEmail('gift-buyer'), '198.51.100.110')
    const recipient = freshEmail('gift-friend')
    const orderId = await eGiftOrder(buyer.id, recipient)
    await eGiftOrder(buyer.id, null, 'gift')
    const now = runAt(15)
    expect(await giftClaimCodes(env, now)).toEqual({ issued: 1 })
    expect(await giftClaimCodes(env, now)).toEqual({ issued: 0 })
    const code = await mailedCode(recipient)
    expect(code).not.toBeNull()
    const stored = await env.DB.prepare('SELECT * FROM gift_claims WHERE order_id = ?')
      .bind(orderId)
      .first<Record<string, unknown>>()
    expect(JSON.stringify(stored)).not.toContain(code!)

    const friend = await signIn(recipient, '198.51.100.111')
    const res = await claim(code!.toLowerCase(), friend.cookie, '198.51.100.111')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ data: { orderId, vouchers: 2 } })
    // Claiming again is harmless for the claimant, refused for anyone else.
    expect((await claim(code!, friend.cookie, '198.51.100.111')).status).toBe(200)
    const other = await signIn(freshEmail('gift-other'), '198.51.100.112')
    const again = await claim(code!, other.cookie, '198.51.100.112')
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: { code: 'CONFLICT', message: 'This gift has already been claimed.' },
    })
    const owners = await env.DB.prepare(
      'SELECT DISTINCT user_id AS id FROM vouchers WHERE order_id = ?',
    )
      .bind(orderId)
      .all()
    expect(owners.results).toEqual([{ id: friend.id }])
    // The buyer hears once that it arrived, whoever claimed again after.
    const told = await env.DB.prepare(
      `SELECT m.subject, m.text_body AS text FROM email_outbox m JOIN users u ON u.email = m.to_address
        WHERE u.id = ? AND m.kind = 'gift-claimed'`,
    )
      .bind(buyer.id)
      .all<{ subject: string; text: string }>()
    expect(told.results).toHaveLength(1)
    expect(told.results[0]!.subject).toBe('Your gift has been claimed')
    expect(told.results[0]!.text).toContain(`The gift you sent to ${recipient} has been claimed`)
  })

  it('carries the buyer’s message to the recipient’s mail, escaped, and onto the claimed voucher', async () => {
    const buyer = await signIn(freshEmail('gift-buyer4'), '198.51.100.116')
    const words = 'Happy birthday <Sam> & "Jo"!\nSee you there'
    const recipient = freshEmail('gift-words')
    const orderId = await eGiftOrder(buyer.id, recipient, 'e-gift', words)
    await giftClaimCodes(env, runAt(15))
    const mail = await newestMail(recipient)
    expect(mail?.text).toContain(words)
    expect(mail?.html).toContain(
      'Happy birthday &lt;Sam&gt; &amp; &quot;Jo&quot;!<br/>See you there',
    )
    expect(mail?.html).not.toContain('<Sam>')

    const code = (await mailedCode(recipient))!
    const friend = await signIn(recipient, '198.51.100.117')
    expect((await claim(code, friend.cookie, '198.51.100.117')).status).toBe(200)
    const voucher = await env.DB.prepare('SELECT id FROM vouchers WHERE order_id = ? LIMIT 1')
      .bind(orderId)
      .first<{ id: number }>()
    const read = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${voucher!.id}`, {
      headers: { cookie: friend.cookie },
    })
    expect(read.status).toBe(200)
    expect(VoucherDetailResponse.parse(await read.json()).data.giftMessage).toBe(words)
    const html = await (
      await SELF.fetch(`${ORIGIN}/myaccount/vouchers/${voucher!.id}`, {
        headers: { cookie: friend.cookie },
      })
    ).text()
    expect(html).toMatch(/data-testid="voucher-gift-message"[^>]*>Happy birthday &lt;Sam&gt;/)
  })

  it('shows no gift message on a bought voucher that was never a claimed gift', async () => {
    const buyer = await signIn(freshEmail('gift-buyer5'), '198.51.100.118')
    const orderId = await eGiftOrder(buyer.id, null, 'gift', 'Not for a claim')
    const voucher = await env.DB.prepare('SELECT id FROM vouchers WHERE order_id = ? LIMIT 1')
      .bind(orderId)
      .first<{ id: number }>()
    const read = await SELF.fetch(`${ORIGIN}/api/v1/vouchers/${voucher!.id}`, {
      headers: { cookie: buyer.cookie },
    })
    expect(VoucherDetailResponse.parse(await read.json()).data.giftMessage).toBeNull()
  })

  it('issues no code when its email cannot be written, and a mailed one on the next run', async () => {
    await issuePendingCodes()
    const buyer = await signIn(freshEmail('gift-buyer3'), '198.51.100.115')
    const recipient = freshEmail('gift-later')
    const orderId = await eGiftOrder(buyer.id, recipient)
    // The outbox refuses writes for a moment: the code must not be kept without its email.
    await env.DB.prepare(
      `CREATE TRIGGER outbox_down BEFORE INSERT ON email_outbox
       BEGIN SELECT RAISE(ABORT, 'outbox down'); END`,
    ).run()
    try {
      await expect(giftClaimCodes(env, runAt(15))).rejects.toThrow()
    } finally {
      await env.DB.prepare('DROP TRIGGER outbox_down').run()
    }
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM gift_claims WHERE order_id = ?')
      .bind(orderId)
      .first<{ n: number }>()
    expect(kept!.n).toBe(0)
    expect(await giftClaimCodes(env, runAt(30))).toEqual({ issued: 1 })
    expect(await mailedCode(recipient)).not.toBeNull()
  })

  it('refuses a wrong code with a clear message, and needs a signed-in customer', async () => {
    const { cookie } = await signIn(freshEmail('gift-wrong'), '198.51.100.113')
    const res = await claim('ABCD-EFGH-JKLM', cookie, '198.51.100.113')
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      error: {
        code: 'UNPROCESSABLE',
        message: 'Gift code not recognized. Please try again',
      },
    })
    expect((await claim('ABCD-EFGH-JKLM', '', '198.51.100.113')).status).toBe(401)
  })

  // Eleven sign-ins (PBKDF2 each): up to 3.2 s seen on a loaded 2-core machine.
  it('lets one of 10 racing customers claim a gift', { timeout: 30_000 }, async () => {
    const buyer = await signIn(freshEmail('gift-buyer2'), '198.51.100.114')
    const recipient = freshEmail('gift-race')
    const orderId = await eGiftOrder(buyer.id, recipient)
    await giftClaimCodes(env, runAt(15))
    const code = (await mailedCode(recipient))!
    const racers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(freshEmail(`gift-racer-${i}`), `198.51.100.${120 + i}`),
      ),
    )
    const answers: Response[] = await Promise.all(
      racers.map(({ cookie }, i) => claim(code, cookie, `198.51.100.${120 + i}`)),
    )
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1)
    const owners = await env.DB.prepare(
      'SELECT DISTINCT user_id AS id FROM vouchers WHERE order_id = ?',
    )
      .bind(orderId)
      .all()
    expect(owners.results).toHaveLength(1)
    expect(owners.results[0]!.id).not.toBe(buyer.id)
  })
})
