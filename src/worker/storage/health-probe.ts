import type { D1Database } from '@cloudflare/workers-types'

/** The deep health check's read of D1: a query that touches the database, no table. */
export async function probeDatabase(db: D1Database): Promise<void> {
  const row = await db.prepare('SELECT 1 AS one').first<{ one: number }>()
  if (row?.one !== 1) throw new Error('D1 answered no row')
}
