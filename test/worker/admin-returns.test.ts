import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AdminReturnsResponse, ReturnDecisionOutcome } from '../../src/shared/schemas/admin-returns'
import { makeStaff } from '../fixtures/make-staff'
import { newestMail, ORIGIN, post } from './account-client'
import { balanceOf, buyVouchers, ledgerSum, voucherStatus, type Bought } from './refunds-client'

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${ORIGIN}/api/v1${path}`, { headers: cookie ? { cookie } : {} })

const admin = () => makeStaff(env.DB, { role: 'admin' })

/** A delivered parcel whose buyer asked to send it back: the return's id. */
async function returned(price = 2500): Promise<{ bought: Bought; returnId: number }> {
  const bought = await buyVouchers(price)
  const voucher = bought.vouchers[0]!
  await env.DB.prepare(`UPDATE vouchers SET order_progress = 'DELIVERED' WHERE id = ?`)
    .bind(voucher.id)
    .run()
  const res = await post(
    '/returns',
    { voucherId: voucher.id, reason: 'FAULTY' },
    { cookie: bought.shopper.cookie },
  )
  expect(res.status).toBe(201)
  const row = await env.DB.prepare('SELECT id FROM voucher_returns WHERE voucher_id = ?')
    .bind(voucher.id)
    .first<{ id: number }>()
  return { bought, returnId: row!.id }
}

const authOf = (orderNumber: string) =>
  env.DB.prepare(
    `SELECT a.status, a.refunded_amount AS refunded FROM payment_authorisations a
     JOIN orders o ON o.gateway_reference = a.gateway_reference WHERE o.id = ?`,
  )
    .bind(Number(orderNumber))
    .first<{ status: string; refunded: number }>()

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0

describe('admin returns queue', () => {
  it('answers 401 to a shopper and 403 to a merchant, and 400 to a bad decision', async () => {
    const { bought, returnId } = await returned()
    expect((await get('/admin/returns', bought.shopper.cookie)).status).toBe(401)
    await env.DB.prepare(
      `INSERT OR IGNORE INTO merchants (id, name, display_name, country_code)
       VALUES (9872, 'Merchant 9872', 'Merchant 9872', 'gb')`,
    ).run()
    const merchant = await makeStaff(env.DB, { role: 'merchant', merchantId: 9872 })
    expect((await get('/admin/returns', merchant.cookie)).status).toBe(403)
    const approve = await post(
      `/admin/returns/${returnId}/approve`,
      { method: 'WALLET' },
      { cookie: merchant.cookie },
    )
    expect(approve.status).toBe(403)
    const { cookie } = await admin()
    const bad = await post(`/admin/returns/${returnId}/approve`, { method: 'GOLD' }, { cookie })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: 'INVALID' } })
    const noReason = await post(`/admin/returns/${returnId}/reject`, { reason: '' }, { cookie })
    expect(noReason.status).toBe(400)
    expect(
      (await post('/admin/returns/99999999/reject', { reason: 'Nope' }, { cookie })).status,
    ).toBe(404)
  })

  it('lists pending returns and approves one to the wallet exactly once under 10 parallel approvals', async () => {
    const { bought, returnId } = await returned(2500)
    const voucher = bought.vouchers[0]!
    const { cookie } = await admin()
    const queue = AdminReturnsResponse.parse(await (await get('/admin/returns', cookie)).json())
    expect(queue.data.returns.map((r) => r.id)).toContain(returnId)

    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/admin/returns/${returnId}/approve`, { method: 'WALLET' }, { cookie }),
      ),
    )
    const ok = answers.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9)
    const outcome = ReturnDecisionOutcome.parse(((await ok[0]!.json()) as { data: unknown }).data)
    expect(outcome).toMatchObject({ decision: 'APPROVED', walletAmount: 2500, cashAmount: 0 })

    expect((await voucherStatus(voucher.id)).status).toBe('REFUNDED')
    expect(await ledgerSum(bought.shopper.id)).toBe(2500)
    expect(await balanceOf(bought.shopper.id)).toBe(2500)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM wallet_ledger WHERE reference = ?`,
        `voucher:${voucher.id}`,
      ),
    ).toBe(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM voucher_events WHERE voucher_id = ? AND to_state = 'REFUNDED'`,
        voucher.id,
      ),
    ).toBe(1)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM audit_log WHERE action = 'return.approve' AND entity_id = ?`,
        String(returnId),
      ),
    ).toBe(1)
    expect((await newestMail(bought.shopper.email))?.kind).toBe('return-approved')
    const pending = AdminReturnsResponse.parse(await (await get('/admin/returns', cookie)).json())
    expect(pending.data.returns.map((r) => r.id)).not.toContain(returnId)
  })

  it('refunds the original payment through the gateway exactly once under 10 parallel approvals', async () => {
    const { bought, returnId } = await returned(3000)
    const { cookie } = await admin()
    const answers: Response[] = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/admin/returns/${returnId}/approve`, { method: 'CASH' }, { cookie }),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9)
    expect(await authOf(bought.orderNumber)).toEqual({ status: 'REFUNDED', refunded: 3000 })
    expect((await voucherStatus(bought.vouchers[0]!.id)).status).toBe('REFUNDED')
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM refunds WHERE voucher_id = ? AND type = 'RETURN'
           AND status = 'COMPLETED' AND cash_amount = 3000`,
        bought.vouchers[0]!.id,
      ),
    ).toBe(1)
  })

  it('rejects with a reason: the voucher goes back to Delivered, the customer is told why', async () => {
    const { bought, returnId } = await returned()
    const { cookie } = await admin()
    const res = await post(
      `/admin/returns/${returnId}/reject`,
      { reason: 'The item came back used' },
      { cookie },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      data: { decision: 'REJECTED', voucherStatus: 'DELIVERED' },
    })
    // Delivered is stored as its progress step beside the READY_TO_REDEEM status (0014).
    const row = await env.DB.prepare('SELECT status, order_progress FROM vouchers WHERE id = ?')
      .bind(bought.vouchers[0]!.id)
      .first()
    expect(row).toMatchObject({ status: 'READY_TO_REDEEM', order_progress: 'DELIVERED' })
    expect(await ledgerSum(bought.shopper.id)).toBe(0)
    const mail = await newestMail(bought.shopper.email)
    expect(mail).toMatchObject({ kind: 'return-rejected' })
    expect(mail?.text).toContain('The item came back used')
    const again = await post(`/admin/returns/${returnId}/approve`, { method: 'WALLET' }, { cookie })
    expect(again.status).toBe(409)
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM audit_log WHERE action = 'return.reject' AND entity_id = ?`,
        String(returnId),
      ),
    ).toBe(1)
  })
})
