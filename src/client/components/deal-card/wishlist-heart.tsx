import { heart } from './wishlist-heart.styles'

/** The wishlist heart of a deal card (issue 7 'heart toggle on every deal card'). Cards are
 * server-rendered into pages every visitor shares, so this is plain markup: hidden until the one
 * lazy wishlist module (client/wishlist) reads the visitor's list, marks the hearts and handles
 * their clicks by delegation. Without JS it never shows, so it never does nothing. */
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
