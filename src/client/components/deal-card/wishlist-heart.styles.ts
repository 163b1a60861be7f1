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
  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
  }
  &[aria-pressed='true'] svg {
    fill: var(--color-primary);
    stroke: var(--color-primary);
  }
  &:focus-visible {
    outline: 3px solid var(--focus-ring, var(--color-focus));
    outline-offset: 2px;
  }
`
