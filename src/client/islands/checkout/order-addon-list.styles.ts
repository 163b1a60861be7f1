import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** One card per voucher, one column on phones and two from tablets up. */
export const list = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`

export const card = css`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: 8px;
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`

export const muted = css`
  color: var(--color-muted-text);
  font-size: 14px;
`
