import { css } from '@linaria/core'

/** Above the card's stretched headline link (z-index), at the picture's bottom right, away from
 * the discount and sold-out badges. 40 px: a comfortable touch target. */
export const heart = css`
  position: absolute;
  right: 8px;
  bottom: 8px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 2px 6px var(--color-shadow);
  cursor: pointer;
  &[hidden] {
    display: none;
  }
  /* The heart is a mask over the pseudo-element, not an <svg> in every card: a listing page
     carries dozens of cards, and their hearts were 15% of its HTML and of its render. */
  &::before {
    content: '';
    width: 22px;
    height: 22px;
    background: currentColor;
    -webkit-mask: var(--heart) center / contain no-repeat;
    mask: var(--heart) center / contain no-repeat;
  }
  --heart: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z' fill='none' stroke='%23000' stroke-width='2'/%3E%3C/svg%3E");
  &[aria-pressed='true'] {
    --heart: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z' fill='%23000' stroke='%23000' stroke-width='2'/%3E%3C/svg%3E");
  }
  &[aria-pressed='true']::before {
    background: var(--color-primary);
  }
  &:focus-visible {
    outline: 3px solid var(--focus-ring, var(--color-focus));
    outline-offset: 2px;
  }
`
