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
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
