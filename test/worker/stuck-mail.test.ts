import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { StuckMailResponse, StuckMailRetryResponse } from '../../src/shared/schemas/stuck-mail'
import worker from '../../src/worker/index'
import { MAX_SEND_ATTEMPTS } from '../../src/worker/services/email/mail-queue'
import { OutboxRepository } from '../../src/worker/storage/outbox-repository'
import { freshEmail } from '../fixtures/fresh'
import { makeStaff } from '../fixtures/make-staff'
import { ORIGIN } from './account-client'
import { clock } from './clock'

// Mail that gave up (20 attempts) and what the queue dead-lettered are listed
// for admins, each with a retry; the dead-letter queue's consumer records its messages.

/** An outbox row; `attempts` and `lastError` as if that many sends had failed. */
async function stuckRow(attempts: number, lastError = 'Mail API answered 503') {
  const to = freshEmail('stuck')
  await new OutboxRepository(env.DB).insert(
    { to, subject: 'Your reset link', text: 'secret-link', html: '<p>x</p>', kind: 'test' },
    clock.now().toISOString(),
  )
  const row = await env.DB.prepare('SELECT id FROM email_outbox WHERE to_address = ?')
    .bind(to)
    .first<{ id: number }>()
  await env.DB.prepare(
    'UPDATE email_outbox SET attempts = ?, last_error = ?, queued_at = ? WHERE id = ?',
  )
    .bind(attempts, lastError, clock.now().toISOString(), row!.id)
    .run()
  return { id: row!.id, to }
}

async function deadLetter(outboxId: number, messageId: string) {
  const batch = createMessageBatch('dealio-mail-dev-dlq', [
    { id: messageId, timestamp: clock.now(), attempts: 6, body: { outboxId } },
  ])
  const ctx = createExecutionContext()
  await worker.queue(batch, env, ctx)
  await waitOnExecutionContext(ctx)
  return getQueueResult(batch, ctx)
}

const api = (path: string, cookie: string, method = 'GET') =>
  SELF.fetch(`${ORIGIN}/api/v1/admin/stuck-mail${path}`, {
    method,
    headers: { cookie, origin: ORIGIN },
  })

describe('the dead-letter queue consumer', () => {
  it('records each dead-lettered message once and acknowledges it', async () => {
    const { id } = await stuckRow(6)
    const messageId = `dlq-${id}`
    const first = await deadLetter(id, messageId)
    expect(first.ackAll).toBe(true)
    await deadLetter(id, messageId)
    const rows = await env.DB.prepare('SELECT * FROM mail_dead_letters WHERE message_id = ?')
      .bind(messageId)
      .all()
    expect(rows.results).toEqual([expect.objectContaining({ outbox_id: id, attempts: 6 })])
  })
})

describe('stuck mail for admins', () => {
  it('lists rows past 20 attempts and dead letters, never a body, and only to admins', async () => {
    const gaveUp = await stuckRow(MAX_SEND_ATTEMPTS)
    const trying = await stuckRow(MAX_SEND_ATTEMPTS - 1)
    const dead = await stuckRow(6)
    await deadLetter(dead.id, `dlq-list-${dead.id}`)
    const admin = await makeStaff(env.DB, { role: 'admin' })

    const res = await api('', admin.cookie)
    expect(res.status).toBe(200)
    const body = StuckMailResponse.parse(await res.json())
    expect(body.gaveUp.map((m) => m.id)).toContain(gaveUp.id)
    expect(body.gaveUp.map((m) => m.id)).not.toContain(trying.id)
    expect(body.deadLetters).toContainEqual(
      expect.objectContaining({
        outboxId: dead.id,
        mail: expect.objectContaining({ to: dead.to }),
      }),
    )
    expect(JSON.stringify(body)).not.toContain('secret-link')

    expect((await api('', '')).status).toBe(401)
  })

  it('retries a row: attempts start again, its dead letters close, the audit log says who', async () => {
    const dead = await stuckRow(MAX_SEND_ATTEMPTS)
    await deadLetter(dead.id, `dlq-retry-${dead.id}`)
    const admin = await makeStaff(env.DB, { role: 'admin' })

    const res = await api(`/${dead.id}/retry`, admin.cookie, 'POST')
    expect(res.status).toBe(200)
    expect(StuckMailRetryResponse.parse(await res.json()).data.id).toBe(dead.id)
    const row = await env.DB.prepare('SELECT attempts, last_error FROM email_outbox WHERE id = ?')
      .bind(dead.id)
      .first()
    expect(row).toMatchObject({ attempts: 0, last_error: null })
    const letter = await env.DB.prepare(
      'SELECT retried_at FROM mail_dead_letters WHERE outbox_id = ?',
    )
      .bind(dead.id)
      .first<{ retried_at: string | null }>()
    expect(letter?.retried_at).not.toBeNull()
    const audit = await env.DB.prepare(
      "SELECT actor_id, action FROM audit_log WHERE entity = 'email_outbox' AND entity_id = ?",
    )
      .bind(String(dead.id))
      .first()
    expect(audit).toEqual({ actor_id: admin.user.id, action: 'mail.retry' })
    const listed = StuckMailResponse.parse(await (await api('', admin.cookie)).json())
    expect(listed.gaveUp.map((m) => m.id)).not.toContain(dead.id)
  })

  it('answers 404 for no such mail and 409 for mail already sent', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    expect((await api('/999999999/retry', admin.cookie, 'POST')).status).toBe(404)
    const sent = await stuckRow(1)
    await env.DB.prepare('UPDATE email_outbox SET sent_at = ? WHERE id = ?')
      .bind(clock.now().toISOString(), sent.id)
      .run()
    expect((await api(`/${sent.id}/retry`, admin.cookie, 'POST')).status).toBe(409)
  })

  it('has a page with a retry form that posts from the same origin only', async () => {
    const row = await stuckRow(MAX_SEND_ATTEMPTS)
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const page = await SELF.fetch(`${ORIGIN}/admin/stuck-mail`, {
      headers: { cookie: admin.cookie, accept: 'text/html' },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`action="/admin/stuck-mail/${row.id}/retry"`)
    expect(html).toContain(row.to)

    const form = (origin: string) =>
      SELF.fetch(`${ORIGIN}/admin/stuck-mail/${row.id}/retry`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          cookie: admin.cookie,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
      })
    expect((await form('https://evil.example')).status).toBe(403)
    expect(
      (await env.DB.prepare('SELECT attempts FROM email_outbox WHERE id = ?').bind(row.id).first())
        ?.attempts,
    ).toBe(MAX_SEND_ATTEMPTS)
    const done = await form(ORIGIN)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`/admin/stuck-mail?retried=${row.id}`)
  })
})
