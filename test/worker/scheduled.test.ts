import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import worker from '../../src/worker/index'
import { AccountService } from '../../src/worker/services/accounts/account-service'
import { freshEmail } from '../fixtures/fresh'
import { send } from './account-client'
import { clock, inDays } from './clock'

describe('the cron', () => {
  it(
    'completes a requested account deletion and prunes old sign-in attempts in one run',
    { tags: ['dated'] },
    async () => {
      const accounts = new AccountService(env.DB)
      const email = freshEmail('cron')
      await accounts.register({
        email,
        password: 'secret123',
        firstName: 'Cy',
        brand: 'dealio',
      })
      const { id: userId } = (await env.DB.prepare('SELECT id FROM users WHERE email = ?')
        .bind(email)
        .first<{ id: number }>())!
      const session = await accounts.login({
        email,
        password: 'secret123',
        rememberMe: false,
        ip: '198.51.100.77',
      })
      const deleted = await send(
        'DELETE',
        '/customer',
        { password: 'secret123' },
        {
          cookie: `ct=${session.token}`,
        },
      )
      expect(deleted.status).toBe(202)
      await env.DB.prepare("INSERT INTO login_attempts (key, at) VALUES ('ip:192.0.2.1', ?)")
        .bind(inDays(-20))
        .run()

      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      const ctx = createExecutionContext()
      await worker.scheduled({ scheduledTime: clock.ms() }, env, ctx)
      await waitOnExecutionContext(ctx)
      const jobs = log.mock.calls.map(
        ([line]) => JSON.parse(String(line)) as { job: string; level: string },
      )
      log.mockRestore()

      expect(jobs.map((j) => j.job).sort()).toEqual([
        'account-deletion',
        'account-housekeeping',
        'back-in-stock',
        'client-log-retention',
        'daily-deals',
        'deposit-expiry',
        'deposit-reminders',
        'gift-claim-codes',
        'loyalty-credit',
        'loyalty-expiry',
        'metric-points-retention',
        'outbox-sweep',
        'parcel-delivery',
        'payment-reconciliation',
        'referral-credit',
        'tracking-retention',
        'vip-renewal',
        'voucher-auto-credit',
        'voucher-extensions',
        'wallet-expiry',
      ])
      expect(jobs.every((j) => j.level === 'info')).toBe(true)
      const user = await env.DB.prepare(
        'SELECT email, deleted_at AS deletedAt FROM users WHERE id = ?',
      )
        .bind(userId)
        .first<{ email: string; deletedAt: string | null }>()
      expect(user?.email).toMatch(/^deleted-.*@invalid$/)
      expect(user?.deletedAt).toBeTruthy()
      const old = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM login_attempts WHERE key = 'ip:192.0.2.1'",
      ).first<{ n: number }>()
      expect(old!.n).toBe(0)
    },
  )
})
