import { css } from '@linaria/core'

/** What every way of buying on the deal page shares: its status message and the buy button. */
export const message = css`
  margin: 0;
  padding: 8px 12px;
  border-left: 4px solid var(--color-accent);
  border-radius: 4px;
  background: var(--color-background);
  font-weight: 600;
  &:empty {
    display: none;
  }
`

export const buy = css`
  min-height: 52px;
  padding: 14px 20px;
  border: 0;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 18px;
  font-weight: 800;
  &:disabled {
    cursor: not-allowed;
    background: var(--color-border);
    color: var(--color-text);
  }
`
