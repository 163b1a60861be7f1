import type { D1Database } from '@cloudflare/workers-types'

/** A content_pages row (migrations/0006). */
export interface ContentPageRow {
  slug: string
  brand: string | null
  display_name: string
  description: string
  additional_text: string
  text: string
  deals_feed_query: string | null
  /** A JSON array of deal ids. */
  listicle_deal_ids: string
  listicle_view: 'grid' | 'list'
  redirect_url: string | null
  sort: number
}

export interface ScrollerItemRow {
  label: string
  url: string
  image_url: string
}

const CONTENT_COLUMNS = `slug, brand, display_name, description, additional_text, text,
  deals_feed_query, listicle_deal_ids, listicle_view, redirect_url, sort`

// A brand's own row for a slug wins over the row every brand shares (brand NULL).
const FOR_BRAND = `(p.brand = ? OR (p.brand IS NULL AND NOT EXISTS (
  SELECT 1 FROM content_pages o WHERE o.slug = p.slug AND o.brand = ?)))`

/** Editorial content: guide pages and the homepage scroller (migrations/0006). */
export class ContentRepository {
  constructor(private readonly db: D1Database) {}

  async bySlug(slug: string, brand: string): Promise<ContentPageRow | null> {
    return this.db
      .prepare(
        `SELECT ${CONTENT_COLUMNS} FROM content_pages p WHERE p.slug = ? AND ${FOR_BRAND} LIMIT 1`,
      )
      .bind(slug, brand, brand)
      .first<ContentPageRow>()
  }

  /** The brand's live guides (moved slugs left out), in hub order, without `exceptSlug`. */
  async guides(brand: string, exceptSlug: string): Promise<ContentPageRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT ${CONTENT_COLUMNS} FROM content_pages p
         WHERE ${FOR_BRAND} AND p.redirect_url IS NULL AND p.slug <> ?
         ORDER BY p.sort, p.slug`,
      )
      .bind(brand, brand, exceptSlug)
      .all<ContentPageRow>()
    return results
  }

  async scrollerItems(brand: string): Promise<ScrollerItemRow[]> {
    const { results } = await this.db
      .prepare('SELECT label, url, image_url FROM scroller_items WHERE brand = ? ORDER BY position')
      .bind(brand)
      .all<ScrollerItemRow>()
    return results
  }
}
