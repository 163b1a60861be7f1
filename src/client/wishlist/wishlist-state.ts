/** The visitor's wish list id and saved deals (GET /wishlist/flags, and every add or remove). */
export interface WishlistFlags {
  id: string | null
  dealIds: number[]
}

/** The flags answer (schemas/wishlist WishlistFlagsResponse), checked by hand: zod would
 * multiply this chunk's size for two fields. Null when the answer is not that shape. */
export function flagsFrom(body: unknown): WishlistFlags | null {
  if (!body || typeof body !== 'object') return null
  const { id, dealIds } = body as { id?: unknown; dealIds?: unknown }
  if (!(id === null || typeof id === 'string')) return null
  if (!Array.isArray(dealIds) || !dealIds.every((d) => Number.isInteger(d))) return null
  return { id, dealIds: dealIds as number[] }
}

/** Hearts that name a deal (others are left alone), e.g. every card's heart. */
export function heartsToMark<T extends { dataset: DOMStringMap }>(all: Iterable<T>): T[] {
  return [...all].filter((button) => /^\d+$/.test(button.dataset.wishlistDeal ?? ''))
}
