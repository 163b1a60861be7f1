import { describe, expect, it } from 'vitest'
import { depositDay, depositLapsed, depositReminderWindow, depositState } from './deposit-balance'

const line = { depositPaid: 1000, balanceDue: 4000, balanceDueBy: '2026-11-20' }

describe('deposit balance', () => {
  it('is due up to and on its due day', () => {
    expect(depositState(line, '2026-11-20T23:59:00.000Z')).toEqual({
      kind: 'DUE',
      balanceDue: 4000,
      dueBy: '2026-11-20',
    })
    expect(depositLapsed(line, '2026-11-20T23:59:00.000Z')).toBe(false)
  })
  it('is overdue with its message the day after, and the voucher lapses', () => {
    expect(depositState(line, '2026-11-21T00:00:00.000Z')).toMatchObject({
      kind: 'OVERDUE',
      message: 'Your balance was due on 20/11/2026. Please pay it now or this voucher will expire.',
    })
    expect(depositLapsed(line, '2026-11-21T00:00:00.000Z')).toBe(true)
  })
  it('has nothing to show when paid or when the line had no deposit', () => {
    expect(depositState({ ...line, balanceDue: 0 }, '2027-01-01T00:00:00Z')).toEqual({
      kind: 'NONE',
    })
    expect(depositLapsed({ ...line, balanceDueBy: null }, '2030-01-01T00:00:00Z')).toBe(false)
  })
})

describe('depositReminderWindow', () => {
  it('covers balances due from today to a week on', () => {
    expect(depositReminderWindow('2026-11-21T09:00:00Z')).toEqual({
      from: '2026-11-21',
      to: '2026-11-28',
    })
  })

  it('crosses a month and a year end', () => {
    expect(depositReminderWindow('2026-12-30T23:59:00Z')).toEqual({
      from: '2026-12-30',
      to: '2027-01-06',
    })
  })
})

describe('depositDay', () => {
  it('is the UK day: half past midnight in summer is already the next day, though UTC is not', () => {
    expect(depositDay('2027-06-09T23:30:00Z')).toBe('2027-06-10')
    expect(depositDay('2026-12-31T23:30:00Z')).toBe('2026-12-31')
  })

  it('makes a balance due yesterday in the UK overdue at 00:30 BST', () => {
    const line = { depositPaid: 1000, balanceDue: 4000, balanceDueBy: '2027-06-09' }
    expect(depositState(line, '2027-06-09T23:30:00Z').kind).toBe('OVERDUE')
  })
})
