import { describe, expect, it } from 'vitest'
import { depositDay, depositLapsed, depositReminderWindow, depositState } from './deposit-balance'
import {
  dayFromToday,
  inDays,
  londonTime,
  testNow,
  testToday,
} from '../../../../scripts/lib/test-clock.mjs'

// The balance is due on the pinned day: due until its last minute in London, overdue from the
// next London midnight.
const DUE = testToday()
const line = { depositPaid: 1000, balanceDue: 4000, balanceDueBy: DUE }
const lastMinute = londonTime(DUE, 23, 59)
const nextMidnight = londonTime(dayFromToday(1))

describe('deposit balance', { tags: ['dated'] }, () => {
  it('is due up to and on its due day', () => {
    expect(depositState(line, lastMinute)).toEqual({
      kind: 'DUE',
      balanceDue: 4000,
      dueBy: DUE,
    })
    expect(depositLapsed(line, lastMinute)).toBe(false)
  })
  it('is overdue with its message the day after, and the voucher lapses', () => {
    const [year, month, day] = DUE.split('-')
    expect(depositState(line, nextMidnight)).toMatchObject({
      kind: 'OVERDUE',
      message: `Your balance was due on ${day}/${month}/${year}. Please pay it now or this voucher will expire.`,
    })
    expect(depositLapsed(line, nextMidnight)).toBe(true)
  })
  it('has nothing to show when paid or when the line had no deposit', () => {
    expect(depositState({ ...line, balanceDue: 0 }, inDays(41))).toEqual({
      kind: 'NONE',
    })
    expect(depositLapsed({ ...line, balanceDueBy: null }, inDays(1000))).toBe(false)
  })
})

describe('depositReminderWindow', () => {
  it('covers balances due from today to a week on', { tags: ['dated'] }, () => {
    expect(depositReminderWindow(testNow())).toEqual({
      from: testToday(),
      to: dayFromToday(7),
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
