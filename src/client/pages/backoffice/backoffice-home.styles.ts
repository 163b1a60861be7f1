import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const page = css`
  padding-block: 24px 48px;
  ${mq.md} {
    padding-block: 40px 64px;
  }
`

export const header = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: 28px;
  }
`

/** Sections as large tap targets: merchants use the portal on a phone at the till. */
export const sections = css`
  display: grid;
  gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li > a,
  li > div {
    display: block;
    min-height: 44px;
    padding: 16px;
    border: 1px solid var(--color-border);
    border-radius: 12px;
    background: var(--color-surface);
    color: inherit;
    text-decoration: none;
  }
  strong {
    display: block;
    font-size: 18px;
  }
  span {
    color: var(--color-muted-text);
  }
`

export const muted = css`
  color: var(--color-muted-text);
`
