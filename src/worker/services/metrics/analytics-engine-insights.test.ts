import { describe, expect, it } from 'vitest'
import byDeal from '../../../../test/fixtures/analytics-engine/counts-by-deal.json'
import byFeed from '../../../../test/fixtures/analytics-engine/counts-by-feed.json'
import { AnalyticsEngineInsights } from './analytics-engine-insights'
import { AnalyticsEngineSql } from './analytics-engine-sql'

// Contract: what /insights sends Analytics Engine's SQL API, against recorded answers.

function recording(answers: unknown[], status = 200) {
  const sent: { url: string; init: RequestInit }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response(JSON.stringify(answers.shift()), { status })
  }) as unknown as typeof globalThis.fetch
  const sql = new AnalyticsEngineSql({ accountId: 'acc123', apiToken: 'tok-secret', fetch })
  return { sql, sent }
}

const headlines = {
  headlinesOf: async (ids: readonly number[]) =>
    new Map(ids.filter((id) => id === 11).map((id) => [id, 'Spa day for two'])),
}

describe('AnalyticsEngineInsights', () => {
  it('posts the SQL to the account’s endpoint with the token, and reads the counts', async () => {
    const { sql, sent } = recording([byFeed])
    const insights = new AnalyticsEngineInsights(sql, 'dealio_metrics_production', headlines)

    const rows = await insights.countsBy('feed', 'dealio', '2026-11-22T00:00:00.000Z')

    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(
      'https://api.cloudflare.com/client/v4/accounts/acc123/analytics_engine/sql',
    )
    expect(sent[0]!.init.method).toBe('POST')
    expect(sent[0]!.init.headers).toEqual({
      authorization: 'Bearer tok-secret',
      'content-type': 'text/plain',
    })
    expect(sent[0]!.init.body).toBe(
      `SELECT blob5 AS key, sumIf(_sample_interval, blob1 = 'impression') AS impressions,
  sumIf(_sample_interval, blob1 = 'click') AS clicks
FROM dealio_metrics_production
WHERE index1 = 'dealio' AND timestamp >= toDateTime('2026-11-22 00:00:00')
  AND blob1 IN ('impression', 'click')
GROUP BY key ORDER BY impressions DESC, key`,
    )
    // 64-bit counts come quoted; a missing feed is '' there and 'unknown' on the dashboard.
    expect(rows).toEqual([
      { key: 'unknown', impressions: 7, clicks: 0 },
      { key: 'homepage', impressions: 3, clicks: 0 },
      { key: 'search', impressions: 2, clicks: 1 },
    ])
  })

  it('counts sponsored ads apart and groups days by their UTC date', async () => {
    const { sql, sent } = recording([{ data: [] }, { data: [] }])
    const insights = new AnalyticsEngineInsights(sql, 'ds', headlines)
    await insights.countsBy('ad', 'dealioie', '2026-11-22T00:00:00.000Z', 'ads')
    await insights.countsBy('day', 'dealio', '2026-11-22T00:00:00.000Z')
    expect(String(sent[0]!.init.body)).toContain("blob1 IN ('ad-impression', 'ad-click')")
    expect(String(sent[0]!.init.body)).toContain("index1 = 'dealioie'")
    expect(String(sent[1]!.init.body)).toContain("formatDateTime(timestamp, '%Y-%m-%d') AS key")
  })

  it('names the top deals with the catalogue’s headlines', async () => {
    const { sql, sent } = recording([byDeal])
    const insights = new AnalyticsEngineInsights(sql, 'ds', headlines)
    const rows = await insights.countsByDeal('dealio', '2026-11-22T00:00:00.000Z', 20)
    expect(String(sent[0]!.init.body)).toMatch(
      /SELECT blob2 AS key,[\s\S]*ORDER BY impressions DESC, clicks DESC, key LIMIT 20$/,
    )
    expect(rows).toEqual([
      { key: '11', impressions: 2, clicks: 1, headline: 'Spa day for two' },
      { key: '12', impressions: 1, clicks: 0, headline: null },
    ])
  })

  it('answers UNAVAILABLE when the API refuses, never zeros', async () => {
    const { sql } = recording([{ errors: [{ message: 'Authentication error' }] }], 401)
    const insights = new AnalyticsEngineInsights(sql, 'ds', headlines)
    await expect(
      insights.countsBy('feed', 'dealio', '2026-11-22T00:00:00.000Z'),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' })
  })

  it('quotes values so none can end the SQL string', async () => {
    const { sql, sent } = recording([{ data: [] }])
    await new AnalyticsEngineInsights(sql, 'ds', headlines).countsBy(
      'feed',
      "dealio' OR 1=1 --",
      '2026-11-22T00:00:00.000Z',
    )
    expect(String(sent[0]!.init.body)).toContain("index1 = 'dealio\\' OR 1=1 --'")
  })
})
