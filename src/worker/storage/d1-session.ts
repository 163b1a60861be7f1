import type {
  D1Database,
  D1DatabaseSession,
  D1PreparedStatement,
  D1SessionBookmark,
  D1SessionConstraint,
} from '@cloudflare/workers-types'

/** Where a request's D1 session starts: a constraint, or the bookmark of an earlier response. */
export type D1SessionStart = D1SessionConstraint | D1SessionBookmark

/** The request's database and the bookmark it reached. */
export interface SessionDatabase {
  /** Stands in for the D1 binding: every repository and service of the request reads and writes
   * through one D1 session (read replication, middleware/d1-session.ts). */
  db: D1Database
  /** The latest bookmark of the session, or null when the request ran no query (nothing was
   * opened) or D1 has none yet. */
  bookmark(): D1SessionBookmark | null
}

/** A D1 binding whose queries run in one session started at `start`, opened on the first query,
 * so a request that never touches D1 (a static file, a page-cache hit) opens none. It keeps the
 * binding's type, so the 300-odd places that take a `D1Database` take it unchanged: a session
 * has only prepare and batch, and the rest of the binding goes to the binding itself (exec and
 * dump run outside the session on the primary; the worker uses neither; withSession starts a
 * new session, as an inner app.fetch does for its own request). */
export function sessionDatabase(binding: D1Database, start: D1SessionStart): SessionDatabase {
  let session: D1DatabaseSession | undefined
  const open = () => (session ??= binding.withSession(start))
  const db: D1Database = {
    prepare: (query: string) => open().prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => open().batch<T>(statements),
    exec: (query: string) => binding.exec(query),
    withSession: (constraintOrBookmark) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  }
  return { db, bookmark: () => session?.getBookmark() ?? null }
}
