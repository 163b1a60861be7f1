import { describe, expect, it } from 'vitest'
import { formatLogDate, isLogDate } from './log-date'
import { retentionCutoff } from './log-retention'
import { inDays, testNow } from '../../../../scripts/lib/test-clock.mjs'

describe('formatLogDate', () => {
  it('writes DD/MMMM/YYYY HH:mm:ss in the brand time zone', () => {
    expect(formatLogDate(new Date('2026-11-21T10:05:09Z'), 'Europe/London')).toBe(
      '21/November/2026 10:05:09',
    )
    expect(formatLogDate(new Date('2026-07-01T23:30:00Z'), 'Europe/Dublin')).toBe(
      '02/July/2026 00:30:00',
    )
  })
})

describe('isLogDate', () => {
  it('accepts dates written in the log date format', () => {
    expect(isLogDate('21/November/2026 10:00:00')).toBe(true)
    expect(isLogDate('29/February/2028 23:59:59')).toBe(true)
  })

  it('refuses other formats and impossible dates', () => {
    for (const text of [
      '2026-11-21T10:00:00Z',
      '21/11/2026 10:00:00',
      '21/Nov/2026 10:00:00',
      '21/november/2026 10:00:00',
      '31/November/2026 10:00:00',
      '29/February/2026 10:00:00',
      '21/November/2026 24:00:00',
      '1/November/2026 10:00:00',
    ]) {
      expect(isLogDate(text), text).toBe(false)
    }
  })
})

describe('retentionCutoff', () => {
  it('keeps 30 days of records', { tags: ['dated'] }, () => {
    expect(retentionCutoff(new Date(testNow()))).toBe(inDays(-30))
  })
})
