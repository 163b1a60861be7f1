import { DomainError } from '../../errors'

/** The SQL API's JSON answer (FORMAT JSON, the default): a row per result, 64-bit integers as
 * strings (ClickHouse's JSON output quotes them). */
export interface AnalyticsSqlAnswer {
  meta: { name: string; type: string }[]
  data: Record<string, string | number | null>[]
  rows: number
}

export interface AnalyticsSqlConfig {
  accountId: string
  apiToken: string
  /** For the contract tests; the worker's own fetch otherwise. */
  fetch?: typeof fetch
}

const analyticsSqlUrl = (accountId: string) =>
  `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`

/** A SQL string literal: the values put into queries are our own (brand ids, dataset names,
 * instants), quoted anyway so none can end the literal. */
export const sqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** Workers Analytics Engine's SQL API: the query is the POST body, the API token a bearer
 * token with Account Analytics Read. A failure is UNAVAILABLE (503): the dashboard says it
 * cannot read, it never shows zeros it did not count. */
export class AnalyticsEngineSql {
  constructor(private readonly config: AnalyticsSqlConfig) {}

  async query(sql: string): Promise<AnalyticsSqlAnswer['data']> {
    const send = this.config.fetch ?? fetch
    const res = await send(analyticsSqlUrl(this.config.accountId), {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.apiToken}`, 'content-type': 'text/plain' },
      body: sql,
    })
    if (!res.ok) {
      throw new DomainError('UNAVAILABLE', `Analytics Engine SQL answered ${res.status}`)
    }
    const answer = (await res.json()) as Partial<AnalyticsSqlAnswer>
    if (!Array.isArray(answer.data)) {
      throw new DomainError('UNAVAILABLE', 'Analytics Engine SQL answered without data')
    }
    return answer.data
  }
}
