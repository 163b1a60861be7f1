import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditStatement } from '../../src/worker/services/staff/audit-log'
import { freshEmail } from '../fixtures/fresh'
import { makeStaff } from '../fixtures/make-staff'
import { clock } from './clock'

// The merchant and the audit entities are this run's own: worker files share one database
// (setup.ts), and the audit log is read by entity.
let MERCHANT_ID = 0
const run = crypto.randomUUID().slice(0, 8)
const audit = (query: string, cookie: string) =>
  SELF.fetch(`http://localhost/api/v1/admin/audit${query}`, { headers: { cookie } })

type AuditBody = {
  data: { action: string; entityId: string; before: unknown; after: unknown; actor: unknown }[]
  page: number
  nextPage: number | null
}

beforeAll(async () => {
  MERCHANT_ID = (await env.DB.prepare(
    `INSERT INTO merchants (name, display_name, country_code) VALUES ('Old', 'Old', 'gb')
     RETURNING id`,
  ).first<{ id: number }>())!.id
})

describe('audit log', () => {
  it('records a change in the same batch, with who, when and before/after', async () => {
    const email = freshEmail('auditor')
    const admin = await makeStaff(env.DB, { role: 'admin', email })
    const now = clock.now()
    await env.DB.batch([
      env.DB.prepare(`UPDATE merchants SET display_name = 'New' WHERE id = ?`).bind(MERCHANT_ID),
      auditStatement(env.DB, {
        actor: admin.user,
        action: 'merchant.rename',
        entity: 'merchant',
        entityId: String(MERCHANT_ID),
        before: { displayName: 'Old' },
        after: { displayName: 'New' },
        now,
      }),
    ])
    const res = await audit(`?entity=merchant&entityId=${MERCHANT_ID}`, admin.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = (await res.json()) as AuditBody
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        actor: { id: admin.user.id, role: 'admin', email },
        action: 'merchant.rename',
        entity: 'merchant',
        entityId: String(MERCHANT_ID),
        before: { displayName: 'Old' },
        after: { displayName: 'New' },
        createdAt: now.toISOString(),
      },
    ])
    expect(body.nextPage).toBeNull()
  })

  it('writes no audit row when the change in its batch fails', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const failing = env.DB.batch([
      auditStatement(env.DB, {
        actor: admin.user,
        action: 'merchant.create',
        entity: 'merchant',
        entityId: `dup-${run}`,
        before: null,
        after: { id: MERCHANT_ID },
        now: clock.now(),
      }),
      // The same primary key again: the whole batch rolls back.
      env.DB.prepare(
        `INSERT INTO merchants (id, name, display_name, country_code) VALUES (?, 'x', 'x', 'gb')`,
      ).bind(MERCHANT_ID),
    ])
    await expect(failing).rejects.toThrow()
    const body = (await (await audit(`?entityId=dup-${run}`, admin.cookie)).json()) as AuditBody
    expect(body.data).toEqual([])
  })

  it('lists newest first, 50 a page', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const entries = Array.from({ length: 51 }, (_, i) =>
      auditStatement(env.DB, {
        actor: admin.user,
        action: 'deal.edit',
        entity: 'deal',
        entityId: `paged-${run}`,
        before: { n: i },
        after: { n: i + 1 },
        now: clock.now(),
      }),
    )
    await env.DB.batch(entries)
    const first = (await (
      await audit(`?entity=deal&entityId=paged-${run}`, admin.cookie)
    ).json()) as AuditBody
    expect(first.data).toHaveLength(50)
    expect(first.data[0]!.before).toEqual({ n: 50 })
    expect(first.nextPage).toBe(2)
    const second = (await (
      await audit(`?entity=deal&entityId=paged-${run}&page=2`, admin.cookie)
    ).json()) as AuditBody
    expect(second.data.map((entry) => entry.before)).toEqual([{ n: 0 }])
    expect(second.nextPage).toBeNull()
  })

  it('refuses a bad query with a 400', async () => {
    const admin = await makeStaff(env.DB, { role: 'admin' })
    const res = await audit('?page=0', admin.cookie)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID' } })
  })
})
