import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** One column on phones; the form never grows wider than a comfortable line. */
export const form = css`
  display: grid;
  gap: 16px;
  max-width: 440px;
`

export const field = css`
  display: grid;
  gap: 6px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  label,
  legend {
    padding: 0;
    font-weight: 700;
  }
  input,
  select {
    width: 100%;
    min-height: 46px;
    padding: 10px 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
  }
  input[aria-invalid='true'] {
    border-color: var(--color-price);
  }
`

export const fieldError = css`
  margin: 0;
  color: var(--color-price);
  font-size: 14px;
`

// Doubled class: a tick-box or radio inside a field keeps its own size and a plain label.
export const check = css`
  && {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: 400;
  }
  && input {
    width: 20px;
    height: 20px;
    min-height: 0;
    padding: 0;
  }
`

export const submit = css`
  min-height: 48px;
  padding: 12px 24px;
  border: 0;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
  ${mq.sm} {
    justify-self: start;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`

export const secondary = css`
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  background: var(--color-surface);
  font-weight: 700;
`

const message = css`
  margin: 0;
  padding: 12px 14px;
  border-radius: 8px;
  p {
    margin: 0;
  }
`

export const errorMessage = `${message} ${css`
  border: 1px solid var(--color-price);
  background: var(--color-background);
`}`

export const successMessage = `${message} ${css`
  border: 1px solid var(--color-primary);
  background: var(--color-background);
`}`

export const consent = css`
  margin: 0;
  color: var(--color-muted-text);
  font-size: 14px;
`

export const links = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  font-size: 15px;
`
