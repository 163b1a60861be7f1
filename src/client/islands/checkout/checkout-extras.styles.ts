import { css } from '@linaria/core'

// Styles of the checkout parts added after the first checkout: notices and line extras. The
// sections themselves use checkout.styles.

export const notices = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 12px 14px 12px 32px;
  border: 1px solid var(--color-price);
  border-radius: 8px;
  background: var(--color-surface);
`

export const lineNote = css`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
`

export const collection = css`
  margin: 0;
  font-size: 14px;
  font-style: normal;
  color: var(--color-muted-text);
`
