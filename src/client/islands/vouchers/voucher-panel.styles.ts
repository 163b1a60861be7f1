import { css } from '@linaria/core'

/** The panels a voucher page adds below the voucher (deposit balance, booking a date): one
 * look, so the page reads as one. */
export const panel = css`
  display: grid;
  gap: 12px;
  max-width: 480px;
  margin: 16px 0;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: 8px;
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`

export const form = css`
  display: grid;
  gap: 12px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  input,
  select {
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid var(--color-border);
    border-radius: 6px;
    background: var(--color-surface);
    color: inherit;
    font: inherit;
  }
`

export const button = css`
  min-height: 46px;
  padding: 0 16px;
  border: 0;
  border-radius: 8px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`

export const notice = css`
  padding: 10px 12px;
  border-radius: 6px;
  border: 1px solid var(--color-error, #b00020);
  color: var(--color-error, #b00020);
  font-weight: 700;
`

export const strong = css`
  font-weight: 800;
`

export const error = css`
  color: var(--color-error, #b00020);
`
