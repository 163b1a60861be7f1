import { env, SELF } from 'cloudflare:test'
import { TZDate } from '@date-fns/tz'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenizeCardResponse } from '../../src/shared/schemas/payment-token'
import { paymentTokenHash, TokenizerService } from '../../src/worker/services/payments/tokenizer'
import { clock } from './clock'

const ORIGIN = 'http://localhost'
const tokenize = (body: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/v1/payments/tokenize`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'cf-connecting-ip': '203.0.113.40',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A card that expires well after the run, whatever instant it runs at. */
const VALID_YEAR = clock.now().getUTCFullYear() + 4

const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4111 1111 1111 1111',
  expiryMonth: 12,
  expiryYear: VALID_YEAR,
  cvv: '123',
  name: 'Ann Example',
  ...overrides,
})

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

describe('the sandbox tokenizer', () => {
  afterEach(() => vi.restoreAllMocks())

  it('turns a good Visa card into a single-use token with its brand and last four digits', async () => {
    const res = await tokenize(card())
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const { data } = TokenizeCardResponse.parse(await res.json())
    expect(data).toMatchObject({ brand: 'VISA', last4: '1111' })
    expect(data.token).toMatch(/^tok_sbx_[\w-]{20,}$/)
  })

  it('accepts a Mastercard with a two-digit year and string fields from a form', async () => {
    const res = await tokenize(
      card({
        number: '5555555555554444',
        expiryMonth: '03',
        expiryYear: String(VALID_YEAR % 100).padStart(2, '0'),
      }),
    )
    expect(res.status).toBe(201)
    expect((await res.json()) as unknown).toMatchObject({
      data: { brand: 'MASTERCARD', last4: '4444' },
    })
  })

  it('stores neither the card number nor the security code', async () => {
    const res = await tokenize(card({ number: '4000000000000002', cvv: '987' }))
    const { token } = TokenizeCardResponse.parse(await res.json()).data
    // No stored token holds the number, whichever test made it.
    const all = await env.DB.prepare('SELECT * FROM payment_tokens').all()
    expect(JSON.stringify(all.results)).not.toContain('4000000000000002')
    // This card's row: other files' tokens have times and hashes of their own, any digits in them.
    const { results } = await env.DB.prepare('SELECT * FROM payment_tokens WHERE token_hash = ?')
      .bind(await paymentTokenHash(token))
      .all()
    expect(results).toHaveLength(1)
    const stored = JSON.stringify(results)
    expect(stored).not.toContain('4000000000000002')
    // The token hash is random hex and may contain any three digits; every other column may not.
    const readable = JSON.stringify(results.map(({ token_hash: _hash, ...row }) => row))
    expect(readable).not.toContain('987')
    expect(stored).toContain('"last4":"0002"')
    expect(stored).toContain('"sandbox_outcome":"DECLINED"')
  })

  it('refuses a number that fails the Luhn check with a clear 400', async () => {
    const res = await tokenize(card({ number: '4111111111111112' }))
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toEqual({
      code: 'INVALID',
      message: 'Please enter a valid card number.',
    })
  })

  it('refuses an expired card', { tags: ['dated'] }, async () => {
    // The month before this one in the UK: a card is good to the end of its expiry month.
    const today = new TZDate(clock.ms(), 'Europe/London')
    const lastMonth = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 1, 15))
    const res = await tokenize(
      card({ expiryMonth: lastMonth.getUTCMonth() + 1, expiryYear: lastMonth.getUTCFullYear() }),
    )
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toMatch(/expired/i)
  })

  it('refuses American Express and Diners with the spec message', async () => {
    for (const number of ['378282246310005', '36227206271667']) {
      const res = await tokenize(card({ number, cvv: number.startsWith('37') ? '1234' : '123' }))
      expect(res.status).toBe(400)
      expect((await errorOf(res)).message).toBe(
        'We do not accept American Express or Diners cards. Please pay with Visa or Mastercard.',
      )
    }
  })

  it('names the wrong field when the body is incomplete or not JSON', async () => {
    const missing = await tokenize({ number: '4111111111111111' })
    expect(missing.status).toBe(400)
    expect((await errorOf(missing)).message).toContain('expiryMonth')
    const garbage = await tokenize('{not json')
    expect(garbage.status).toBe(400)
    const badCvv = await tokenize(card({ cvv: '12' }))
    expect(badCvv.status).toBe(400)
    expect((await errorOf(badCvv)).message).toMatch(/security code/)
  })

  it('refuses a form-like post from another origin (CSRF)', async () => {
    // hono/csrf checks the content types a cross-site form can send; JSON needs CORS anyway.
    const res = await tokenize(card(), {
      origin: 'https://evil.example',
      'content-type': 'text/plain',
    })
    expect(res.status).toBe(403)
  })

  it('never logs the card number or the security code', async () => {
    const lines: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '))
      })
    }
    await tokenize(card({ number: '4000000000000127', cvv: '456' }))
    await tokenize(card({ number: '4000000000000128', cvv: '456' }))
    await tokenize(card({ number: '378282246310005', cvv: '4567' }))
    const logged = lines.join('\n')
    expect(logged).not.toMatch(/400000000000012[78]|378282246310005/)
    expect(logged).not.toMatch(/\b456\b|4567/)
  })
})

describe('card-testing protection', () => {
  const NOW = clock.now()
  const minutesLater = (m: number) => new Date(NOW.getTime() + m * 60_000)
  const service = () => new TokenizerService(env.DB)
  const cardFields = (number = '4111111111111111') => ({
    number,
    expiryMonth: 12,
    expiryYear: VALID_YEAR,
    cvv: '123',
  })
  const RATE_LIMITED = {
    code: 'RATE_LIMITED',
    message: 'Too many card attempts. Please try again in a few minutes.',
  }

  it('refuses the 21st card from one IP within 10 minutes, refused cards counting too', async () => {
    const ip = '198.51.100.21'
    for (let i = 0; i < 20; i += 1) {
      // Half of them fail the Luhn check, as most numbers a card tester tries do.
      const attempt = service().tokenize(
        cardFields(i % 2 ? '4111111111111112' : undefined),
        NOW,
        ip,
      )
      if (i % 2) await expect(attempt).rejects.toMatchObject({ code: 'INVALID' })
      else await expect(attempt).resolves.toMatchObject({ brand: 'VISA' })
    }
    await expect(service().tokenize(cardFields(), minutesLater(9), ip)).rejects.toMatchObject(
      RATE_LIMITED,
    )
    // Another shopper is not held up, and the first IP may try again once the window passed.
    await expect(
      service().tokenize(cardFields(), minutesLater(9), '198.51.100.22'),
    ).resolves.toMatchObject({ last4: '1111' })
    await expect(service().tokenize(cardFields(), minutesLater(11), ip)).resolves.toMatchObject({
      last4: '1111',
    })
  })

  it('does not limit callers without an IP, such as jobs and wrangler dev', async () => {
    const count = async () =>
      (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_attempts').first<{ n: number }>())?.n
    const before = await count()
    for (let i = 0; i < 21; i += 1) await service().tokenize(cardFields(), NOW)
    expect(await count()).toBe(before)
  })

  it('answers 429 after 20 cards from one IP within 10 minutes (card testing)', async () => {
    const ip = { 'cf-connecting-ip': '198.51.100.60' }
    for (let i = 0; i < 20; i += 1) {
      expect((await tokenize(card({ number: '4111111111111112' }), ip)).status).toBe(400)
    }
    const res = await tokenize(card(), ip)
    expect(res.status).toBe(429)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await errorOf(res)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many card attempts. Please try again in a few minutes.',
    })
    expect((await tokenize(card(), { 'cf-connecting-ip': '198.51.100.61' })).status).toBe(201)
  })
})
