import { describe, expect, it } from 'vitest'
import { sendTimeHold, suppressionFor } from './mail-suppression'

describe('suppressionFor', () => {
  it('suppresses a hard bounce and a complaint', () => {
    expect(suppressionFor({ type: 'email.bounced', bounceType: 'Permanent' })).toBe('BOUNCE')
    expect(suppressionFor({ type: 'email.complained' })).toBe('COMPLAINT')
  })

  it('treats the provider refusing a suppressed address as a hard bounce', () => {
    expect(suppressionFor({ type: 'email.suppressed' })).toBe('BOUNCE')
  })

  it('leaves a soft or undetermined bounce and a delay alone', () => {
    expect(suppressionFor({ type: 'email.bounced', bounceType: 'Transient' })).toBeNull()
    expect(suppressionFor({ type: 'email.bounced', bounceType: 'Undetermined' })).toBeNull()
    expect(suppressionFor({ type: 'email.bounced' })).toBeNull()
    expect(suppressionFor({ type: 'email.delivery_delayed' })).toBeNull()
  })

  it('ignores the events that say nothing about deliverability', () => {
    for (const type of ['email.sent', 'email.delivered', 'email.opened', 'email.clicked']) {
      expect(suppressionFor({ type })).toBeNull()
    }
  })
})

describe('sendTimeHold', () => {
  const daily = { kind: 'daily-deals', suppression: null, subscription: 'SUBSCRIBED' } as const

  it('sends marketing mail to a subscribed, unsuppressed address', () => {
    expect(sendTimeHold(daily)).toBeNull()
    // A mail written before outbox rows named their subscription: the list alone decides.
    expect(sendTimeHold({ ...daily, subscription: null })).toBeNull()
  })

  it('drops marketing mail to a suppressed address, whatever the reason', () => {
    expect(sendTimeHold({ ...daily, suppression: 'BOUNCE' })).toBe('suppressed: BOUNCE')
    expect(sendTimeHold({ ...daily, suppression: 'COMPLAINT' })).toBe('suppressed: COMPLAINT')
    expect(sendTimeHold({ ...daily, suppression: 'MANUAL', subscription: null })).toBe(
      'suppressed: MANUAL',
    )
  })

  it('drops marketing mail once its subscription is unsubscribed or gone', () => {
    expect(sendTimeHold({ ...daily, subscription: 'UNSUBSCRIBED' })).toBe('unsubscribed')
    expect(sendTimeHold({ ...daily, subscription: 'GONE' })).toBe('unsubscribed')
  })

  it('drops a back-in-stock alert to a suppressed address, not for a daily-deals unsubscribe', () => {
    const alert = { kind: 'back-in-stock', suppression: null, subscription: null } as const
    expect(sendTimeHold(alert)).toBeNull()
    expect(sendTimeHold({ ...alert, suppression: 'BOUNCE' })).toBe('suppressed: BOUNCE')
  })

  it('always sends transactional mail, even to a suppressed or unsubscribed address', () => {
    for (const kind of ['order-confirmation', 'password-reset', 'welcome']) {
      expect(sendTimeHold({ kind, suppression: 'BOUNCE', subscription: 'UNSUBSCRIBED' })).toBeNull()
      expect(sendTimeHold({ kind, suppression: 'COMPLAINT', subscription: null })).toBeNull()
    }
  })
})
