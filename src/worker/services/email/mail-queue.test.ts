import { describe, expect, it } from 'vitest'
import { outboxIdOf, retryDelaySeconds } from './mail-queue'
import { DevMailboxSender, HttpMailSender, UnconfiguredSender, senderFor } from './email-sender'

describe('retryDelaySeconds', () => {
  it('doubles from 10 seconds and stops at 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 320])
    expect(retryDelaySeconds(7)).toBe(600)
    expect(retryDelaySeconds(1000)).toBe(600)
    expect(retryDelaySeconds(0)).toBe(10)
  })
})

describe('outboxIdOf', () => {
  it('reads a positive integer row id and nothing else', () => {
    expect(outboxIdOf({ outboxId: 42 })).toBe(42)
    for (const body of [
      null,
      42,
      '42',
      {},
      { outboxId: '42' },
      { outboxId: 0 },
      { outboxId: 1.5 },
    ]) {
      expect(outboxIdOf(body)).toBeNull()
    }
  })
})

describe('senderFor', () => {
  it('posts to the mail API wherever one is set', () => {
    const env = { MAIL_API_URL: 'https://mail.test/send', MAIL_API_KEY: 'k' }
    expect(senderFor({ ...env, ENVIRONMENT: 'production' })).toBeInstanceOf(HttpMailSender)
    expect(senderFor({ ...env, ENVIRONMENT: 'development' })).toBeInstanceOf(HttpMailSender)
  })

  it('delivers into the dev mailbox only in development and tests', () => {
    expect(senderFor({ ENVIRONMENT: 'development' })).toBeInstanceOf(DevMailboxSender)
    expect(senderFor({ ENVIRONMENT: 'test' })).toBeInstanceOf(DevMailboxSender)
    for (const ENVIRONMENT of ['production', 'staging', '', undefined]) {
      expect(senderFor({ ENVIRONMENT })).toBeInstanceOf(UnconfiguredSender)
    }
  })
})
