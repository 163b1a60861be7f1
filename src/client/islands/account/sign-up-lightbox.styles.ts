import { css } from '@linaria/core'

export const lead = css`
  color: var(--color-muted-text);
`

export const heading = css`
  font-size: 24px;
`

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 8px 0 0;
  a {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
`
