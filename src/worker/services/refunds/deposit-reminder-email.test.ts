import { describe, expect, it } from 'vitest'
import { depositReminderEmail } from './deposit-reminder-email'

describe('depositReminderEmail', () => {
  const input = {
    to: 'ann@example.com',
    firstName: 'Ann',
    brand: 'dealio',
    title: 'Two nights in Bath',
    balanceDue: 12000,
    currency: 'GBP' as const,
    dueBy: '2026-12-01',
    voucherId: 42,
  }

  it("links the voucher page on the brand's host, or its staging host under the prefix", () => {
    expect(depositReminderEmail(input).text).toContain('https://dealio.co.uk/myaccount/vouchers/42')
    expect(depositReminderEmail({ ...input, hostPrefix: 'staging.' }).text).toContain(
      'https://staging.dealio.co.uk/myaccount/vouchers/42',
    )
  })
})
