import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import worker from '../../src/worker/index'
import type { Env } from '../../src/worker/env'
import { countingD1 } from './counting-d1'

// Every impression and click was once a D1 row on the single writer orders need. In a
// deployed worker each beacon is an Analytics Engine data point and D1 is not written at all.

const ORIGIN = 'https://dealio.co.uk'

function productionWorker() {
  const counted = countingD1(env.DB)
  const points: { indexes?: unknown[]; blobs?: unknown[]; doubles?: number[] }[] = []
  const bindings = {
    ...env,
    ENVIRONMENT: 'production',
    DB: counted.db,
    METRICS: { writeDataPoint: (point: (typeof points)[number]) => points.push(point) },
  } as unknown as Env
  const call = async (path: string, body: unknown, cookie = '') => {
    const ctx = createExecutionContext()
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/v1/tracking${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          origin: ORIGIN,
          'cf-connecting-ip': '203.0.113.77',
          cookie,
        },
        body: JSON.stringify(body),
      }),
      bindings,
      ctx,
    )
    await res.arrayBuffer()
    await waitOnExecutionContext(ctx)
    return res
  }
  return { call, counted, points }
}

describe('beacons in a deployed worker', () => {
  it('writes a card impression to Analytics Engine and nothing to D1', async () => {
    const { call, counted, points } = productionWorker()
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM deal_events').first<{
      n: number
    }>()

    const res = await call('/impressions/london?feed=homepage', [101, 102, 102])
    expect(res.status).toBe(204)

    // D1 was seen (the location is read), but not written.
    expect(counted.calls).toContain('prepare')
    expect(counted.writes()).toEqual([])
    expect(counted.calls).not.toContain('batch')
    expect(points).toEqual([
      {
        indexes: ['dealio'],
        blobs: [
          'impression',
          '101',
          '',
          'london',
          'homepage',
          expect.any(String),
          expect.any(String),
        ],
        doubles: [1],
      },
      {
        indexes: ['dealio'],
        blobs: [
          'impression',
          '102',
          '',
          'london',
          'homepage',
          expect.any(String),
          expect.any(String),
        ],
        doubles: [1],
      },
    ])
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM deal_events').first<{
      n: number
    }>()
    expect(after!.n).toBe(before!.n)
  })

  it('writes clicks, ad events, tracking data and sessions as data points, never D1 rows', async () => {
    const { call, counted, points } = productionWorker()
    expect((await call('/session', {})).status).toBe(200)
    expect((await call('/clicks/london?feed=search', [101])).status).toBe(204)
    const ad = { adIds: [5], dealIds: [14], sessionId: 'sponsored-abc-123', type: 'click' }
    expect((await call('/ads', ad)).status).toBe(204)
    expect((await call('/data', { viewDeal: 101 })).status).toBe(204)

    expect(counted.writes()).toEqual([])
    expect(points.map((p) => p.blobs?.[0])).toEqual([
      'session',
      'click',
      'ad-click',
      'tracking-data',
    ])
  })
})
