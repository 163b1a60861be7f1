import { describe, expect, it } from 'vitest'
import { suppressionFor } from './mail-suppression'

describe('suppressionFor', () => {
  it('suppresses a hard bounce and a complaint', () => {
    expect(suppressionFor({ type: 'email.bounced', bounceType: 'Permanent' })).toBe('BOUNCE')
    expect(suppressionFor({ type: 'email.complained' })).toBe('COMPLAINT')
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
