import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { HttpMailSender, type EmailSender } from '../../src/worker/services/email/email-sender'
import {
  MAX_SEND_ATTEMPTS,
  SWEEP_AFTER_MINUTES,
  consumeMailBatch,
  handingOverMail,
  sweepOutbox,
  type MailQueue,
} from '../../src/worker/services/email/mail-queue'
import { OutboxRepository } from '../../src/worker/storage/outbox-repository'
import { freshEmail } from '../fixtures/fresh'
import { ORIGIN, post } from './account-client'
import { clock } from './clock'

interface Row {
  id: number
  sent_at: string | null
  queued_at: string | null
  claimed_until: string | null
  attempts: number
  last_error: string | null
}

const rowOf = (id: number) =>
  env.DB.prepare('SELECT * FROM email_outbox WHERE id = ?').bind(id).first<Row>()

const newestTo = (to: string, kind: string) =>
  env.DB.prepare('SELECT * FROM email_outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC')
    .bind(to, kind)
    .first<Row>()

/** A row written outside any request, so nothing hands it to the queue. */
async function writeRow(to: string, createdAt = clock.now().toISOString()): Promise<number> {
  await new OutboxRepository(env.DB).insert(
    { to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', kind: 'test' },
    createdAt,
  )
  return (await newestTo(to, 'test'))!.id
}

const message = (outboxId: number, n: number, attempts = 1) => ({
  id: `msg-${outboxId}-${n}`,
  timestamp: clock.ms(),
  attempts,
  body: { outboxId },
})

/** Runs the consumer over `messages` with `sender`; answers the queue's ack/retry record. */
async function consume(messages: ReturnType<typeof message>[], sender: EmailSender, e = env) {
  const batch = createMessageBatch('dealio-mail-dev', messages)
  const ctx = createExecutionContext()
  await consumeMailBatch(batch, e, clock.now(), sender)
  return getQueueResult(batch, ctx)
}

// The hand-over and the sweeper take the oldest rows first, 100 at a time, and other files
// write mail outside any request (jobs called directly) that nothing hands over: it is sent
// first, by a sweep a little ahead with a sender that keeps nothing, so this file's batches
// reach its own rows.
beforeAll(async () => {
  const nobody: EmailSender = { async send() {} }
  const ahead = new Date(clock.ms() + (SWEEP_AFTER_MINUTES + 1) * 60_000)
  for (;;) {
    const swept = await sweepOutbox({ ...env, MAIL_QUEUE: undefined }, ahead, nobody)
    if (swept.sent === 0) break
  }
})

const counting = () => {
  const sent: string[] = []
  const sender: EmailSender = {
    async send(mail) {
      // A slow API: a second delivery of the same message arrives while this one is in flight.
      await new Promise((resolve) => setTimeout(resolve, 20))
      sent.push(mail.to)
    },
  }
  return { sent, sender }
}

describe('mail through the queue', () => {
  it('sends a password reset within a second of the request, with no cron run', async () => {
    const email = freshEmail('queued')
    await new AccountService(env.DB).register({
      email,
      password: 'secret123',
      firstName: 'Quin',
      brand: 'dealio',
    })
    const started = performance.now()
    const res = await post('/customer/password-reset', { email })
    expect(res.status).toBeLessThan(300)
    const sent = await vi.waitFor(
      async () => {
        const row = await newestTo(email, 'password-reset')
        if (!row?.sent_at) throw new Error('not sent yet')
        return row
      },
      { timeout: 1000, interval: 20 },
    )
    expect(performance.now() - started).toBeLessThan(1000)
    expect(sent).toMatchObject({ attempts: 1, last_error: null, claimed_until: null })
    expect(sent.queued_at).not.toBeNull()
    const mailbox = await (
      await SELF.fetch(`${ORIGIN}/dev/mailbox?to=${encodeURIComponent(email)}`)
    ).text()
    expect(mailbox).toContain(`(sent ${sent.sent_at})`)
  })

  it('sends a redelivered message once, also when both deliveries arrive together', async () => {
    const to = freshEmail('twice')
    const id = await writeRow(to)
    const { sent, sender } = counting()
    const [first, second] = await Promise.all([
      consume([message(id, 1)], sender),
      consume([message(id, 2, 2)], sender),
    ])
    const later = await consume([message(id, 3, 3)], sender)
    expect(sent).toEqual([to])
    for (const result of [first, second, later]) {
      expect(result.retryMessages).toEqual([])
      expect(result.explicitAcks).toHaveLength(1)
    }
    expect(await rowOf(id)).toMatchObject({ attempts: 1, claimed_until: null })
  })

  it('retries with backoff when the mail API fails, and does not mark the mail sent', async () => {
    const id = await writeRow(freshEmail('flaky'))
    let status = 503
    const posted: unknown[] = []
    const fetcher = (async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)))
      return new Response('echo of the body with a token', { status })
    }) as unknown as typeof fetch
    const sender = new HttpMailSender('https://mail.test/send', 'key', fetcher)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failed = await consume([message(id, 1, 3)], sender)
    const logged = log.mock.calls.map(([line]) => String(line)).join('\n')
    log.mockRestore()
    expect(failed.explicitAcks).toEqual([])
    // The test batch records the retry but not its delay; the log line says which it was.
    expect(failed.retryMessages).toEqual([{ msgId: `msg-${id}-1` }])
    expect(logged).toContain('"retryInSeconds":40')
    expect(await rowOf(id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'Mail API answered 503',
      claimed_until: null,
    })
    expect(logged).toContain('Mail API answered 503')
    expect(logged).not.toContain('token')

    status = 202
    const retried = await consume([message(id, 2, 4)], sender)
    expect(retried.explicitAcks).toEqual([`msg-${id}-2`])
    expect(posted).toHaveLength(2)
    expect((await rowOf(id))!.sent_at).not.toBeNull()
  })

  it('never marks mail sent outside development and tests when no mail API is set', async () => {
    const id = await writeRow(freshEmail('nowhere'))
    const production = { ...env, ENVIRONMENT: 'production', MAIL_API_URL: undefined }
    const batch = createMessageBatch('dealio-mail-dev', [message(id, 1)])
    const ctx = createExecutionContext()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await worker.queue(batch, production)
    log.mockRestore()
    const result = await getQueueResult(batch, ctx)
    expect(result.retryMessages).toHaveLength(1)
    expect(await rowOf(id)).toMatchObject({ sent_at: null, last_error: 'MAIL_API_URL is not set' })
  })
})

describe('the hand-over after a request', () => {
  /** A queue that records what it was given, or refuses it. */
  const fakeQueue = (refuse = false) => {
    const sent: unknown[] = []
    const queue = {
      async sendBatch(messages: Iterable<{ body: unknown }>) {
        if (refuse) throw new Error('queue unavailable')
        for (const m of messages) sent.push(m.body)
      },
    } as unknown as MailQueue
    return { sent, queue }
  }

  it('queues the rows the work wrote, once, and nothing after work that wrote none', async () => {
    const { sent, queue } = fakeQueue()
    const e = { DB: env.DB, MAIL_QUEUE: queue }
    await handingOverMail(e, async () => {
      await env.DB.prepare('SELECT 1').run()
    })
    expect(sent).toEqual([])
    let id = 0
    await handingOverMail(e, async () => {
      id = await writeRow(freshEmail('handed'))
    })
    expect(sent).toContainEqual({ outboxId: id })
    expect((await rowOf(id))!.queued_at).not.toBeNull()
    // Claimed once: a second hand-over does not queue the row again.
    await handingOverMail(e, async () => {
      await writeRow(freshEmail('handed-2'))
    })
    expect(sent.filter((body) => (body as { outboxId: number }).outboxId === id)).toHaveLength(1)
  })

  it('releases the rows when the queue refuses them, for the next hand-over', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let id = 0
    const result = await handingOverMail(
      { DB: env.DB, MAIL_QUEUE: fakeQueue(true).queue },
      async () => {
        id = await writeRow(freshEmail('refused'))
        return 'the response'
      },
    )
    log.mockRestore()
    expect(result).toBe('the response')
    expect((await rowOf(id))!.queued_at).toBeNull()
    const { sent, queue } = fakeQueue()
    await handingOverMail({ DB: env.DB, MAIL_QUEUE: queue }, async () => {
      await writeRow(freshEmail('next'))
    })
    expect(sent).toContainEqual({ outboxId: id })
  })
})

describe('the outbox sweeper', () => {
  const old = () => new Date(clock.ms() - (SWEEP_AFTER_MINUTES + 1) * 60_000).toISOString()

  it('sends, on the cron, mail the queue never got', async () => {
    const id = await writeRow(freshEmail('left'), old())
    const ctx = createExecutionContext()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await worker.scheduled({ scheduledTime: clock.ms() }, env, ctx)
    await waitOnExecutionContext(ctx)
    log.mockRestore()
    const row = await vi.waitFor(
      async () => {
        const found = await rowOf(id)
        if (!found?.sent_at) throw new Error('not sent yet')
        return found
      },
      { timeout: 2000, interval: 20 },
    )
    expect(row.attempts).toBe(1)
  })

  it('leaves fresh, leased, sent and given-up rows alone; sends itself with no queue bound', async () => {
    const to = {
      stale: freshEmail('stale'),
      fresh: freshEmail('fresh'),
      leased: freshEmail('leased'),
      givenUp: freshEmail('given-up'),
    }
    const stale = await writeRow(to.stale, old())
    const fresh = await writeRow(to.fresh)
    const leased = await writeRow(to.leased, old())
    const givenUp = await writeRow(to.givenUp, old())
    const until = new Date(clock.ms() + 60_000).toISOString()
    await env.DB.prepare('UPDATE email_outbox SET claimed_until = ? WHERE id = ?')
      .bind(until, leased)
      .run()
    await env.DB.prepare('UPDATE email_outbox SET attempts = ? WHERE id = ?')
      .bind(MAX_SEND_ATTEMPTS, givenUp)
      .run()
    const { sent, sender } = counting()
    const result = await sweepOutbox({ ...env, MAIL_QUEUE: undefined }, clock.now(), sender)
    expect(sent).toContain(to.stale)
    expect(sent).not.toContain(to.fresh)
    expect(sent).not.toContain(to.leased)
    expect(sent).not.toContain(to.givenUp)
    expect(result.failed).toBe(0)
    expect((await rowOf(stale))!.sent_at).not.toBeNull()
    expect((await rowOf(fresh))!.sent_at).toBeNull()
    expect((await rowOf(leased))!.sent_at).toBeNull()
    const again = await sweepOutbox({ ...env, MAIL_QUEUE: undefined }, clock.now(), sender)
    expect(sent.filter((address) => address === to.stale)).toHaveLength(1)
    expect(again.sent).toBe(0)
  })
})
