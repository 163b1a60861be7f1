import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { REGISTRATION_LIMITS } from '../../src/worker/services/accounts/registration-service'
import { CREDIT_CLAIM_LIMITS } from '../../src/worker/services/credit-claims/credit-claim-service'
import { login, post, register, tokenCookie } from './account-client'

// Credit-claim codes (four digits) could once be tried without end, the express forms
// answered 409 for a known email without end, and each registration of a taken email mailed its
// owner (15 requests, 15 mails).

const rateLimited = async (res: Response) => {
  expect(res.status).toBe(429)
  const body = (await res.json()) as { error: { code: string; message: string } }
  expect(body.error.code).toBe('RATE_LIMITED')
  expect(body.error.message).toMatch(/Too many/)
}

const claim = (id: string, headers: Record<string, string>) =>
  post('/credit-claims', { id }, headers)

const express = (email: string, ip: string, path = '/customer/express-register') =>
  post(
    path,
    { requestRegistration: { email, firstName: 'Eli', lastName: 'Payer' } },
    { 'cf-connecting-ip': ip },
  )

async function signIn(email: string, ip: string) {
  expect((await register(email, 'secret123', 'Ann', ip)).status).toBe(202)
  return tokenCookie(await login(email, 'secret123', ip))
}

describe('credit-claim limits', () => {
  it('refuses an account past its claims per hour, from any address', async () => {
    const cookie = await signIn('claims-account@example.com', '198.51.100.120')
    for (let i = 0; i < CREDIT_CLAIM_LIMITS.perAccount; i++) {
      const ip = `203.0.113.${i + 1}`
      const res = await claim(String(1000 + i), { cookie, 'cf-connecting-ip': ip })
      expect(res.status, `claim ${i}`).toBe(200)
    }
    await rateLimited(await claim('1999', { cookie, 'cf-connecting-ip': '203.0.113.200' }))
  })

  it('refuses an address past its claims per hour, whichever accounts it uses', async () => {
    const ip = '198.51.100.121'
    for (let i = 0; i < CREDIT_CLAIM_LIMITS.perIp; i++) {
      expect((await claim(String(2000 + i), { 'cf-connecting-ip': ip })).status).toBe(200)
    }
    await rateLimited(await claim('2999', { 'cf-connecting-ip': ip }))
    expect((await claim('2999', { 'cf-connecting-ip': '198.51.100.122' })).status).toBe(200)
  })
})

describe('express and PayPal registration limits', () => {
  it('refuses an address past its registrations per hour, both forms together', async () => {
    const ip = '198.51.100.130'
    for (let i = 0; i < REGISTRATION_LIMITS.perIp; i++) {
      const path = i % 2 ? '/customer/paypal-register' : '/customer/express-register'
      const res = await express(`express-ip-${i}@example.com`, ip, path)
      expect(res.status, `registration ${i}`).toBe(201)
    }
    await rateLimited(await express('express-ip-last@example.com', ip))
    await rateLimited(await express('express-ip-last@example.com', ip, '/customer/paypal-register'))
  })

  it('refuses probing one email past its limit, from any address', async () => {
    const email = 'express-known@example.com'
    expect((await register(email, 'secret123', 'Kim', '198.51.100.131')).status).toBe(202)
    for (let i = 0; i < REGISTRATION_LIMITS.expressPerEmail; i++) {
      expect((await express(email, `203.0.113.${50 + i}`)).status).toBe(409)
    }
    await rateLimited(await express(email, '203.0.113.99'))
    await rateLimited(await express(email.toUpperCase(), '203.0.113.98'))
  })
})

describe('password registration limits', () => {
  const mailsTo = async (to: string) =>
    (
      await env.DB.prepare('SELECT kind FROM email_outbox WHERE to_address = ? ORDER BY id')
        .bind(to)
        .all<{ kind: string }>()
    ).results.map((row) => row.kind)

  it('mails the owner of a taken email once an hour, however often it is registered', async () => {
    const email = 'taken-repeat@example.com'
    expect((await register(email, 'secret123', 'Tia', '198.51.100.140')).status).toBe(202)
    const before = await mailsTo(email)
    for (let i = 0; i < 15; i++) {
      // Each from its own address: the mail limit is the email's, not the sender's.
      const res = await register(email, 'other-pass1', 'Tia', `203.0.113.${100 + i}`)
      expect(res.status, `registration ${i}`).toBe(202)
    }
    const after = await mailsTo(email)
    expect(after.length - before.length).toBe(1)
  })

  it('refuses an address past its registrations per hour, known and new emails alike', async () => {
    const ip = '198.51.100.141'
    for (let i = 0; i < REGISTRATION_LIMITS.perIp; i++) {
      const email = i % 2 ? 'taken-repeat@example.com' : `register-ip-${i}@example.com`
      expect((await register(email, 'secret123', 'Ira', ip)).status).toBe(202)
    }
    await rateLimited(await register('register-ip-new@example.com', 'secret123', 'Ira', ip))
    await rateLimited(await register('taken-repeat@example.com', 'secret123', 'Ira', ip))
  })
})
