import { isDevelopmentEnvironment } from '../../../shared/domain/local-development'
import type { Env } from '../../env'
import { log } from '../../observability/logger'
import { TrackingRepository } from '../../storage/tracking-repository'
import { AnalyticsEngineInsights } from './analytics-engine-insights'
import { AnalyticsEngineMetrics } from './analytics-engine-metrics'
import { AnalyticsEngineSql } from './analytics-engine-sql'
import type { InsightsSource } from './insights-source'
import { LocalMetrics } from './local-metrics'
import type { Metrics, OpsPoint } from './metrics'

export type MetricsEnv = Pick<Env, 'DB'> &
  Partial<
    Pick<
      Env,
      'ENVIRONMENT' | 'METRICS' | 'METRICS_DATASET' | 'ANALYTICS_ACCOUNT_ID' | 'ANALYTICS_API_TOKEN'
    >
  >

/** Analytics Engine wherever the METRICS binding is (every deployed environment,
 * wrangler.toml); the local stand-in in development and the tests, whose D1 is nobody's order
 * path. ENVIRONMENT decides, not the request's host: a beacon never costs a deployed D1 a write. */
export function metricsFor(env: MetricsEnv): Metrics {
  if (!isDevelopmentEnvironment(env.ENVIRONMENT) && env.METRICS) {
    return new AnalyticsEngineMetrics(env.METRICS)
  }
  return new LocalMetrics(env.DB)
}

/** Where /insights reads: Analytics Engine's SQL API when its account id and token are set,
 * else (development, tests, or a deploy without the secrets) the stand-in's tables. */
export function insightsSourceFor(env: MetricsEnv): InsightsSource {
  const tracking = new TrackingRepository(env.DB)
  if (
    !isDevelopmentEnvironment(env.ENVIRONMENT) &&
    env.ANALYTICS_ACCOUNT_ID &&
    env.ANALYTICS_API_TOKEN &&
    env.METRICS_DATASET
  ) {
    const sql = new AnalyticsEngineSql({
      accountId: env.ANALYTICS_ACCOUNT_ID,
      apiToken: env.ANALYTICS_API_TOKEN,
    })
    return new AnalyticsEngineInsights(sql, env.METRICS_DATASET, tracking)
  }
  return tracking
}

/** Records an operational point without ever failing the work that measured it. */
export async function recordOps(env: MetricsEnv, point: OpsPoint): Promise<void> {
  try {
    await metricsFor(env).ops(point)
  } catch (err) {
    log.warn('metric-not-recorded', {
      metric: point.name,
      error: err instanceof Error ? err.message : 'unknown',
    })
  }
}
