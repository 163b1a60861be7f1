import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pruneClientLogs } from '../../src/worker/services/logs/log-retention'
import { freshCode } from '../fixtures/fresh'
import { clock, inDays } from './clock'

const UK = 'http://localhost'
const IE = 'http://ie.localhost'
const LOG_DATE = /^\d{2}\/[A-Z][a-z]+\/\d{4} \d{2}:\d{2}:\d{2}$/

const post = (path: string, body: unknown, init: { host?: string; ip?: string } = {}) =>
  SELF.fetch(`${init.host ?? UK}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: init.host ?? UK,
      ...(init.ip === undefined ? {} : { 'cf-connecting-ip': init.ip }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error

/** A word no other test or run logs, to find a test's own rows among every file's. */
const mark = () => freshCode('LOG')

/** The newest row of a kind whose record holds `marker`, with its stored record. */
async function lastRow(kind: string, marker: string) {
  const row = await env.DB.prepare(
    `SELECT brand, source, path, payload, created_at FROM client_logs
     WHERE kind = ? AND instr(payload, ?) > 0 ORDER BY id DESC LIMIT 1`,
  )
    .bind(kind, marker)
    .first<{
      brand: string
      source: string
      path: string | null
      payload: string
      created_at: string
    }>()
  return row ? { ...row, record: JSON.parse(row.payload) as Record<string, unknown> } : null
}

describe('the log service record (§7)', () => {
  it('stores brand, client, server, dateTime, description, ip and extras and answers 204', async () => {
    const marker = mark()
    const record = {
      brand: 'dealio',
      client: 'WEBAPP-MOBILE',
      server: false,
      dateTime: '21/November/2026 10:15:00',
      description: `feed page 0 with zero filters ${marker}`,
      ip: '203.0.113.5',
      extras: { page: 0 },
    }
    const res = await post('/log', record)
    expect(res.status).toBe(204)
    expect((await lastRow('log', marker))?.record).toEqual(record)
  })

  it('stamps the arrival time in the log date format when the sender gave none', async () => {
    const marker = mark()
    expect((await post('/log', { description: `no date ${marker}` }, { host: IE })).status).toBe(
      204,
    )
    const row = await lastRow('log', marker)
    expect(row?.brand).toBe('dealioie')
    expect(row?.record.dateTime).toMatch(LOG_DATE)
  })

  it('refuses a dateTime that is not DD/MMMM/YYYY HH:mm:ss', async () => {
    for (const dateTime of [
      '2026-11-21T10:00:00Z',
      '21/11/2026 10:00:00',
      '31/June/2026 10:00:00',
    ]) {
      const res = await post('/log', { description: 'x', dateTime })
      expect(res.status, dateTime).toBe(400)
      expect((await errorOf(res)).message).toContain('DD/MMMM/YYYY HH:mm:ss')
    }
  })

  it('keeps an empty ip when the sender could not look its IP up (§8)', async () => {
    const marker = mark()
    const record = { description: `lookup failed ${marker}`, ip: '' }
    expect((await post('/log', record, { ip: '198.51.100.7' })).status).toBe(204)
    expect((await lastRow('log', marker))?.record.ip).toBe('')
  })

  it('fills the ip from the request when the record has none, and leaves it empty without one', async () => {
    const [withAddress, without] = [mark(), mark()]
    await post('/log', { description: `with address ${withAddress}` }, { ip: '198.51.100.8' })
    expect((await lastRow('log', withAddress))?.record.ip).toBe('198.51.100.8')
    await post('/log', { description: `no address ${without}` })
    expect((await lastRow('log', without))?.record.ip).toBe('')
  })
})

describe('page-not-found and bot-detection records (§7)', () => {
  /** One visit's record, its reason carrying `marker`. */
  const visitOf = (marker: string) => ({
    additionalData: { status: 404 },
    brand: 'dealio',
    dateTime: '21/November/2026 09:00:00',
    pageNotFound: '/deals/atlantis',
    userAgent: 'Mozilla/5.0 test',
    reason: `no such location ${marker}`,
  })
  const visit = visitOf('')

  it('stores the record in the spec shape', async () => {
    const marker = mark()
    const mine = visitOf(marker)
    expect((await post('/log/page-not-found', mine)).status).toBe(204)
    const row = await lastRow('page-not-found', marker)
    expect(row).toMatchObject({ source: 'client', path: '/deals/atlantis' })
    expect(row?.record).toEqual(mine)
    expect((await post('/log/bot', { ...mine, pageNotFound: false })).status).toBe(204)
    expect((await lastRow('bot', marker))?.record).toEqual({ ...mine, pageNotFound: false })
  })

  it('stamps a missing dateTime and refuses a malformed one', async () => {
    const marker = mark()
    const { dateTime: _dropped, ...undated } = visitOf(marker)
    expect((await post('/log/bot', undated)).status).toBe(204)
    expect((await lastRow('bot', marker))?.record.dateTime).toMatch(LOG_DATE)
    expect((await post('/log/page-not-found', { ...visit, dateTime: 'yesterday' })).status).toBe(
      400,
    )
  })

  it('refuses unknown fields, wrong types and empty records with 400', async () => {
    const bad = [{}, { ...visit, extra: 1 }, { reason: 42 }, { pageNotFound: 7 }, [], 'null']
    for (const body of bad) {
      for (const path of ['/log/page-not-found', '/log/bot']) {
        const res = await post(path, body)
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
        expect((await errorOf(res)).code).toBe('INVALID')
      }
    }
  })
})

describe('the error log (§7)', () => {
  it('stores client, description, error, message, name, referrer, server and userAgent', async () => {
    const marker = mark()
    const record = {
      client: true,
      server: false,
      name: 'TypeError',
      message: `x is undefined ${marker}`,
      description: 'https://localhost/assets/entry.js:3:9',
      error: { stack: 'at f (entry.js:3:9)' },
      referrer: 'http://localhost/deals/london',
      userAgent: 'Mozilla/5.0 test',
    }
    expect((await post('/log/error', record)).status).toBe(204)
    const row = await lastRow('error', marker)
    expect(row?.record).toEqual(record)
    expect(row?.path).toBe('http://localhost/deals/london')
  })

  it('refuses bad input with 400 and the error shape, never a 500', async () => {
    for (const body of [
      '{not json',
      '',
      { message: 5 },
      { name: 'x'.repeat(201) },
      { dateTime: 'x' },
    ]) {
      const res = await post('/log/error', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await errorOf(res)).toMatchObject({ code: 'INVALID' })
    }
  })

  it('accepts a text/plain body, as navigator.sendBeacon sends', async () => {
    const message = `sent on unload ${mark()}`
    const res = await SELF.fetch(`${UK}/api/v1/log/error`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: UK },
      body: JSON.stringify({ message }),
    })
    expect(res.status).toBe(204)
    expect((await lastRow('error', message))?.record).toEqual({ message })
  })
})

describe('pruneClientLogs', () => {
  it('deletes records older than 30 days and keeps newer ones', { tags: ['dated'] }, async () => {
    const marker = mark()
    const insert = (createdAt: string) =>
      env.DB.prepare(
        `INSERT INTO client_logs (kind, source, brand, payload, created_at)
         VALUES ('log', 'client', 'dealio', ?, ?)`,
      )
        .bind(JSON.stringify({ description: `old ${marker}` }), createdAt)
        .run()
    const [old, recent] = [inDays(-31), inDays(-29)]
    await insert(old)
    await insert(recent)
    const count = async (createdAt: string) =>
      (
        await env.DB.prepare(
          'SELECT COUNT(*) AS n FROM client_logs WHERE created_at = ? AND instr(payload, ?) > 0',
        )
          .bind(createdAt, marker)
          .first<{ n: number }>()
      )?.n
    const deleted = await pruneClientLogs(env.DB, clock.now())
    expect(deleted).toBeGreaterThanOrEqual(1)
    expect(await count(old)).toBe(0)
    expect(await count(recent)).toBe(1)
  })
})
