import { describe, expect, it } from 'vitest'
import { vipRenewalEmail } from './vip-renewal-email'

describe('vipRenewalEmail', () => {
  const mail = vipRenewalEmail({
    to: 'ann@example.com',
    firstName: 'Ann <b>',
    brand: 'dealioie',
    price: 249,
    currency: 'EUR',
    expiresAt: '2027-01-02T10:00:00.000Z',
  })

  it('links the brand’s My Rewards page to pay, with the price and the end date', () => {
    expect(mail.kind).toBe('vip-renewal')
    expect(mail.subject).toBe('Renew your Dealio VIP membership')
    expect(mail.text).toContain('https://dealio.ie/myaccount/vip-rewards?renew=1')
    expect(mail.text).toContain('€2.49')
    // The end date as the pages write it, not as stored.
    expect(mail.text).toContain('ends on 2 January 2027')
    expect(mail.text).not.toContain('2027-01-02')
  })

  it('links the staging host under the staging prefix', () => {
    const staging = vipRenewalEmail({
      to: 'ann@example.com',
      firstName: 'Ann',
      brand: 'livingsocial',
      price: 249,
      currency: 'GBP',
      expiresAt: '2027-01-02T10:00:00.000Z',
      hostPrefix: 'staging.',
    })
    expect(staging.text).toContain(
      'https://staging.livingsocial.co.uk/myaccount/vip-rewards?renew=1',
    )
  })

  it('escapes the name in the HTML body', () => {
    expect(mail.html).toContain('Ann &lt;b&gt;')
    expect(mail.html).not.toContain('<b>')
  })
})
