import { css } from '@linaria/core'

const save = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin: 0 0 12px;
  padding: 8px 16px;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 600;
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  /* Where script runs, the hearts' React root shows a heart here soon after load: until then it keeps
     its place, unseen, so the title, price and options under it do not move down (CLS). The
     global reset hides [hidden] with !important; this more specific rule must say so too. */
  @media (scripting: enabled) {
    &[hidden] {
      display: inline-flex !important;
      visibility: hidden;
    }
  }
  svg {
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] {
    border-color: var(--color-primary);
  }
  &[aria-pressed='true'] svg {
    fill: var(--color-primary);
    stroke: var(--color-primary);
  }
  &[aria-busy='true'] {
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid var(--focus-ring, var(--color-focus));
    outline-offset: 2px;
  }
`

/** The deal page's wishlist heart. The page is in the shared anonymous cache, so,
 * like a card's heart (components/deal-card/wishlist-heart.tsx), it is plain markup that the
 * hearts' one React root (client/wishlist/wishlist-hearts.tsx) replaces with a live heart of the
 * same class and content, pressed from the visitor's own list and toggled through the same API. Its name stays the same whichever state
 * it is in; aria-pressed says whether the deal is saved. */
export function DealWishlistHeart({ dealId }: { dealId: number }) {
  return (
    <button
      type="button"
      className={save}
      data-wishlist-deal={dealId}
      data-testid="deal-wishlist-heart"
      aria-pressed="false"
      hidden
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
      </svg>
      Save to wish list
    </button>
  )
}
