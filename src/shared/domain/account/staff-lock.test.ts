import { describe, expect, it } from 'vitest'
import { isStaffLock, STAFF_LOCK_UNTIL } from './staff-lock'

describe('staff lock', () => {
  it('tells an admin lock from the failed-password lock and from none', () => {
    expect(isStaffLock(STAFF_LOCK_UNTIL)).toBe(true)
    expect(isStaffLock('2026-11-22T03:30:00.000Z')).toBe(false)
    expect(isStaffLock(null)).toBe(false)
  })
})
