import type { D1Database } from '@cloudflare/workers-types'

/** The search index's own questions (migrations/0004): which words it knows, and which indexed
 * texts look like a misspelt word. Listing queries over the index are in ListingRepository. */
export class SearchRepository {
  constructor(private readonly db: D1Database) {}

  /** For each FTS5 expression, whether any deal matches it; one round trip. */
  async matchesAny(expressions: readonly string[]): Promise<boolean[]> {
    if (expressions.length === 0) return []
    const results = await this.db.batch(
      expressions.map((expression) =>
        this.db
          .prepare('SELECT EXISTS (SELECT 1 FROM deals_fts WHERE deals_fts MATCH ?) AS hit')
          .bind(expression),
      ),
    )
    return results.map((r) => ((r.results[0] as { hit: number } | undefined)?.hit ?? 0) === 1)
  }

  /** Short texts (headline, merchant, category) sharing the most trigrams with a word: the
   * candidates a misspelling is corrected from (DESIGN 'Data': "a trigram fallback for typos"). */
  async trigramNeighbours(expression: string, limit: number): Promise<string[]> {
    const { results } = await this.db
      .prepare(
        `SELECT headline || ' ' || merchant || ' ' || category AS text
         FROM deals_fts_trigram WHERE deals_fts_trigram MATCH ? ORDER BY rank LIMIT ?`,
      )
      .bind(expression, limit)
      .all<{ text: string }>()
    return results.map((r) => r.text)
  }
}
