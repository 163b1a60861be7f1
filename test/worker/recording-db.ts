import type { D1Database } from '@cloudflare/workers-types'

/** `db` as the worker would see it, recording the SQL of every statement prepared on it or on a
 * D1 session opened from it (requests read through one: http/d1-consistency.ts), and counting
 * its batches. Hand `db` to a service, or to `app.fetch` as `{ ...env, DB: db }`. */
export function recordingDb(db: D1Database) {
  const statements: string[] = []
  let batches = 0
  const recording = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, prop) {
        const value = Reflect.get(inner, prop) as unknown
        if (typeof value !== 'function') return value
        if (prop === 'prepare') {
          return (sql: string) => {
            statements.push(sql)
            return (value as (sql: string) => unknown).call(inner, sql)
          }
        }
        if (prop === 'batch') batches++
        if (prop === 'withSession') {
          return (start?: string) => recording((inner as unknown as D1Database).withSession(start))
        }
        return (value as (...args: unknown[]) => unknown).bind(inner)
      },
    })
  return {
    db: recording(db),
    statements,
    /** How many statements so far match `pattern`. */
    count: (pattern: RegExp) => statements.filter((sql) => pattern.test(sql)).length,
    batches: () => batches,
  }
}
