import type { D1Database } from '@cloudflare/workers-types'

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i

/** `db` with every call counted: each method called on it (or on a session it opened), and the
 * SQL of every statement prepared. A write is a prepared INSERT, UPDATE, DELETE or REPLACE (or
 * anything `exec` runs), whether or not it was run, so the count errs towards too many. */
export function countingD1(db: D1Database) {
  const calls: string[] = []
  const prepared: string[] = []
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value: unknown = Reflect.get(t, prop, t)
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          calls.push(String(prop))
          if (prop === 'prepare' || prop === 'exec') prepared.push(String(args[0]))
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(t, args)
          return prop === 'withSession' ? wrap(result as object) : result
        }
      },
    })
  return {
    db: wrap(db),
    /** Every method called, in order (prepare, batch, withSession, …). */
    calls,
    writes: () => prepared.filter((sql) => WRITE.test(sql)),
    reset() {
      calls.length = 0
      prepared.length = 0
    },
  }
}
