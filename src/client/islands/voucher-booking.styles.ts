import { css } from '@linaria/core'

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

export const booked = css`
  font-weight: 800;
`

export const error = css`
  color: var(--color-error, #b00020);
`
