import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { timingSafeEqual } from 'hono/utils/buffer'
import { container } from '../../../themes/global-styles'
import * as s from '../../../client/pages/content-page.styles'
import type { AppEnv } from '../../http/app-env'
import { ctr, INSIGHTS_DAYS, type InsightsSummary } from '../../services/tracking/insights-service'
import { CountsTable, PairedBarChart, percent } from './insights-charts'
import { renderNotFound } from './not-found'
import { renderInShell } from './page-context'
import { clock } from '../../clock'
import { isLocalDevelopment } from '../../../shared/domain/local-development'

const INSIGHTS_TOKEN_HEADER = 'x-insights-token'
const INSIGHTS_TOKEN_COOKIE = 'insights_token'

/** /insights is for the team, not the public: open in local development and tests
 * (local-development.ts), elsewhere only to a request bearing INSIGHTS_TOKEN (header or cookie).
 * Anyone else gets a plain 404, so the page's existence is not advertised. */
export async function insightsAllowed(c: Context<AppEnv>): Promise<boolean> {
  const env = c.env
  if (isLocalDevelopment(env, c.req.url)) return true
  const expected = env.INSIGHTS_TOKEN
  if (!expected) return false
  const given = c.req.header(INSIGHTS_TOKEN_HEADER) ?? getCookie(c, INSIGHTS_TOKEN_COOKIE)
  return Boolean(given) && (await timingSafeEqual(given!, expected))
}

function InsightsBody({ summary }: { summary: InsightsSummary }) {
  const { totals } = summary
  return (
    <div className={`${container} ${s.page}`} data-page-type="dashboard">
      <section className={s.panel} aria-labelledby="page-title">
        <h1 id="page-title">Insights</h1>
        <p>
          Deal-card impressions and clicks of the last {INSIGHTS_DAYS} days (UTC days, since{' '}
          {summary.since.slice(0, 10)}).
        </p>
        <dl data-testid="insights-totals">
          <dt>Impressions</dt>
          <dd data-total="impressions">{totals.impressions}</dd>
          <dt>Clicks</dt>
          <dd data-total="clicks">{totals.clicks}</dd>
          <dt>CTR</dt>
          <dd data-total="ctr">{percent(ctr(totals))}</dd>
        </dl>
        {totals.impressions + totals.clicks + summary.ads.length === 0 ? (
          <p data-testid="insights-empty">
            No impressions or clicks recorded in the last {INSIGHTS_DAYS} days yet. Browse a listing
            and come back.
          </p>
        ) : (
          <>
            <h2>By day</h2>
            <PairedBarChart title="Per day" groups={summary.days} />
            <h2>By feed</h2>
            <PairedBarChart title="Per feed" groups={summary.feeds} />
            <CountsTable caption="Per feed" label="Feed" rows={summary.feeds} testId="by-feed" />
            <h2>By deal</h2>
            <CountsTable
              caption="Most seen deals"
              label="Deal"
              rows={summary.deals}
              testId="by-deal"
            />
            <h2>Sponsored ads</h2>
            {summary.ads.length > 0 ? (
              <CountsTable caption="Per ad" label="Ad" rows={summary.ads} testId="by-ad" />
            ) : (
              <p>No sponsored ad events in this window.</p>
            )}
            <h2>Experiments</h2>
            <PairedBarChart title="Dynamic-price variant" groups={summary.dynamicPrice} />
            <CountsTable
              caption="Dynamic-price variant (a, b, c; '-' unassigned)"
              label="Variant"
              rows={summary.dynamicPrice}
              testId="by-dynamic-price"
            />
            <CountsTable
              caption="Review-badge variant (a, b; '-' unassigned)"
              label="Variant"
              rows={summary.reviewBadge}
              testId="by-review-badge"
            />
          </>
        )}
      </section>
    </div>
  )
}

/** The 'dashboard' page type (storefront §2: /insights): impressions, clicks and CTR per day,
 * feed, deal and experiment arm, as server-drawn SVG. Never indexed, never cached. */
export async function renderInsights(c: Context<AppEnv>) {
  if (!(await insightsAllowed(c))) return renderNotFound(c)
  const summary = await c.var.services.insights.summary(c.get('brand').id, clock.now())
  const res = await renderInShell(c, {
    meta: { canonicalPath: '/insights', title: 'Insights', robots: 'NOINDEX, NOFOLLOW' },
    body: <InsightsBody summary={summary} />,
  })
  res.headers.set('cache-control', 'private, no-store')
  res.headers.set('x-robots-tag', 'noindex, nofollow')
  return res
}
