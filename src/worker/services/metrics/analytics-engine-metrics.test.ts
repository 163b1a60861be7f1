import { describe, expect, it } from 'vitest'
import { AnalyticsEngineMetrics } from './analytics-engine-metrics'

describe('AnalyticsEngineMetrics', () => {
  it('writes one data point per event in the documented layout, nothing personal', async () => {
    const points: unknown[] = []
    const metrics = new AnalyticsEngineMetrics({ writeDataPoint: (p) => void points.push(p) })
    await metrics.dealEvents([
      {
        kind: 'ad-click',
        dealId: 14,
        adId: 5,
        brand: 'dealio',
        location: null,
        feed: 'sponsored',
        sessionId: 'visitor-session-1',
        dpVariant: 'b',
        rbVariant: null,
        createdAt: '2026-11-28T10:00:00.000Z',
      },
    ])
    await metrics.trackingData({
      brand: 'dealioie',
      sessionId: 'visitor-session-1',
      userId: 42,
      downloadToolbar: true,
      shareDeal: null,
      viewDeal: 7,
      createdAt: '2026-11-28T10:00:00.000Z',
    })
    await metrics.session({ sessionId: 'visitor-session-1', brand: 'dealio', userId: 42, at: '' })
    await metrics.ops({
      name: 'payment-declined',
      brand: 'dealio',
      label: 'CARD_DECLINED',
      value: 1,
    })
    expect(points).toEqual([
      {
        indexes: ['dealio'],
        blobs: ['ad-click', '14', '5', '', 'sponsored', 'b', ''],
        doubles: [1],
      },
      { indexes: ['dealioie'], blobs: ['tracking-data', '7', '', '1'], doubles: [1] },
      { indexes: ['dealio'], blobs: ['session', 'user'], doubles: [1] },
      { indexes: ['dealio'], blobs: ['payment-declined', 'CARD_DECLINED'], doubles: [1] },
    ])
    expect(JSON.stringify(points)).not.toContain('visitor-session-1')
    expect(JSON.stringify(points)).not.toContain('42')
  })
})
