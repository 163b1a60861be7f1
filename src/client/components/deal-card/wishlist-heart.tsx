import { heart } from './wishlist-heart.styles'

/** The wishlist heart of a deal card (a heart toggle on every deal card). Cards are
 * server-rendered into pages every visitor shares, so this is plain markup, hidden: once the page
 * is idle, the one React root of the hearts (client/wishlist/wishlist-hearts.tsx) stands a live
 * heart in its place, with its class and label. Without JS it never shows, so it never does
 * nothing. */
export function WishlistHeart({ dealId, headline }: { dealId: number; headline: string }) {
  return (
    <button
      type="button"
      className={heart}
      data-wishlist-deal={dealId}
      aria-pressed="false"
      aria-label={`Save to wish list: ${headline}`}
      hidden
    />
  )
}
