import { css } from '@linaria/core'

export const panel = css`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 12px;
  max-width: 400px;
`

/** Google draws its own button inside; the height is held so the page does not jump when the
 * script arrives. */
export const googleSlot = css`
  display: flex;
  justify-content: center;
  min-height: 44px;
  &:empty {
    display: none;
  }
`

/** Facebook's brand rules fix its button's blue and white whatever the skin. */
export const facebookButton = css`
  min-height: 44px;
  padding: 10px 20px;
  border: 0;
  border-radius: 999px;
  background: var(--color-facebook, #1877f2);
  color: #fff;
  font-weight: 700;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

export const consent = css`
  margin: 0;
  color: var(--color-muted-text);
  font-size: 13px;
`

export const alert = css`
  margin: 0;
  font-weight: 600;
  &:empty {
    display: none;
  }
`
