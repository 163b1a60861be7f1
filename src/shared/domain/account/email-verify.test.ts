import { describe, expect, it } from 'vitest'
import { classifyEmail, editDistance } from './email-verify'

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('yaho.com', 'yahoo.com')).toBe(1)
    expect(editDistance('gmial.com', 'gmail.com')).toBe(2)
    expect(editDistance('same', 'same')).toBe(0)
  })
})

describe('classifyEmail', () => {
  it.each(['', 'ann', 'ann@', 'ann@gmail', 'a b@gmail.com'])(
    'calls the malformed %j undeliverable',
    (address) => {
      expect(classifyEmail(address)).toEqual({ verdict: 'UNDELIVERABLE' })
    },
  )

  it.each(['ann@mailinator.com', 'ann@YOPMAIL.com', 'x@guerrillamail.com'])(
    'calls the disposable %j undeliverable',
    (address) => {
      expect(classifyEmail(address)).toEqual({ verdict: 'UNDELIVERABLE' })
    },
  )

  it.each(['info@example.co.uk', 'Admin@gmail.com', 'support@acme.ie'])(
    'calls the role address %j risky',
    (address) => {
      expect(classifyEmail(address)).toEqual({ verdict: 'RISKY' })
    },
  )

  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@hotmial.co.uk', 'ann@hotmail.co.uk'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['Ann.B@GMAIL.CON', 'Ann.B@gmail.com'],
    ['ann@btinternet.co', 'ann@btinternet.com'],
  ])('suggests a fix for the typo in %j', (address, suggestion) => {
    expect(classifyEmail(address)).toEqual({ verdict: 'RISKY', suggestion })
  })

  it.each(['ann@gmail.com', ' ann@hotmail.co.uk ', 'ann@eircom.net', 'ann@Yahoo.ie'])(
    'calls %j at a popular provider deliverable',
    (address) => {
      expect(classifyEmail(address)).toEqual({ verdict: 'DELIVERABLE' })
    },
  )

  it('calls an unfamiliar but well-formed domain unknown', () => {
    expect(classifyEmail('ann@acme-widgets.co.uk')).toEqual({ verdict: 'UNKNOWN' })
  })
})
