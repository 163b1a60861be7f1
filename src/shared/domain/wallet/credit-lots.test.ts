import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allocateLots, EXPIRY_REASON, expiryReference, type LedgerRow } from './credit-lots'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString()

const credit = (id: number, amount: number, on: number, expires: number | null): LedgerRow => ({
  id,
  amount,
  reason: 'GIFT_CARD',
  reference: null,
  createdAt: day(on),
  expiresAt: expires === null ? null : day(expires),
})
const spend = (id: number, amount: number, on: number): LedgerRow => ({
  id,
  amount: -amount,
  reason: 'ORDER',
  reference: null,
  createdAt: day(on),
  expiresAt: null,
})

describe('allocateLots', () => {
  it('spends the soonest-expiring credit first and lapses only what is left of it', () => {
    const rows = [credit(1, 1000, 0, 30), credit(2, 1000, 0, 10), spend(3, 1500, 5)]
    const result = allocateLots(rows, day(40))
    expect(result.balance).toBe(500)
    expect(result.lots.map((lot) => lot.remaining)).toEqual([500, 0])
    expect(result.lapsed).toEqual([{ lotId: 1, amount: 500 }])
    expect(result.spendable).toBe(0)
  })

  it('keeps credit that never expires for last', () => {
    const result = allocateLots(
      [credit(1, 800, 0, null), credit(2, 300, 0, 90), spend(3, 500, 1)],
      day(100),
    )
    expect(result.lots.map((lot) => lot.remaining)).toEqual([600, 0])
    expect(result.lapsed).toEqual([])
    expect(result.spendable).toBe(600)
  })

  it('spends still-valid credit before credit that lapsed but was not yet written off', () => {
    const result = allocateLots(
      [credit(1, 500, 0, 10), credit(2, 500, 0, 60), spend(3, 300, 20)],
      day(20),
    )
    expect(result.lots.map((lot) => lot.remaining)).toEqual([500, 200])
    expect(result.lapsed).toEqual([{ lotId: 1, amount: 500 }])
    expect(result.spendable).toBe(200)
  })

  it('lets an EXPIRY row take exactly its own credit', () => {
    const expiry: LedgerRow = {
      id: 4,
      amount: -500,
      reason: EXPIRY_REASON,
      reference: expiryReference(2),
      createdAt: day(31),
      expiresAt: null,
    }
    const rows = [credit(1, 500, 0, 90), credit(2, 500, 0, 30), expiry]
    const result = allocateLots(rows, day(31))
    expect(result.lots.map((lot) => lot.remaining)).toEqual([500, 0])
    expect(result.lapsed).toEqual([])
  })

  it('keeps balance == sum of rows, never negative, and never lapses more than was left', () => {
    const op = fc.oneof(
      fc.record({
        type: fc.constant('credit' as const),
        amount: fc.integer({ min: 1, max: 5000 }),
        life: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
      }),
      fc.record({ type: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ type: fc.constant('expire' as const) }),
      fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 30 }) }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const rows: LedgerRow[] = []
        let today = 0
        const id = () => rows.length + 1
        const sum = () => rows.reduce((total, row) => total + row.amount, 0)
        for (const o of ops) {
          if (o.type === 'wait') today += o.days
          if (o.type === 'credit') {
            rows.push(credit(id(), o.amount, today, o.life === null ? null : today + o.life))
          }
          // The wallet_balances CHECK refuses a spend beyond the plain sum.
          if (o.type === 'spend' && o.amount <= sum()) rows.push(spend(id(), o.amount, today))
          if (o.type === 'expire') {
            const before = allocateLots(rows, day(today))
            for (const lapse of before.lapsed) {
              const lot = before.lots.find((l) => l.id === lapse.lotId)!
              expect(lapse.amount).toBeLessThanOrEqual(lot.remaining)
              rows.push({
                id: id(),
                amount: -lapse.amount,
                reason: EXPIRY_REASON,
                reference: expiryReference(lapse.lotId),
                createdAt: day(today),
                expiresAt: null,
              })
            }
            const after = allocateLots(rows, day(today))
            expect(after.lapsed).toEqual([])
            expect(after.spendable).toBe(after.balance)
          }
          const result = allocateLots(rows, day(today))
          expect(result.balance).toBe(sum())
          expect(result.balance).toBeGreaterThanOrEqual(0)
          expect(result.lots.every((lot) => lot.remaining >= 0)).toBe(true)
          expect(result.lots.reduce((total, lot) => total + lot.remaining, 0)).toBe(result.balance)
          expect(result.spendable).toBeLessThanOrEqual(result.balance)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
