import { css } from '@linaria/core'
import { mq } from '../../themes/media'

export const page = css`
  padding-block: 16px 32px;
`

export const top = css`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    align-items: start;
  }
`

export const panel = css`
  padding: 20px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  h1 {
    font-size: 26px;
  }
  ${mq.lg} {
    position: sticky;
    top: 16px;
  }
`

export const muted = css`
  color: var(--color-muted-text);
`

export const sections = css`
  display: grid;
  gap: 32px;
  margin-top: 32px;
  ${mq.lg} {
    max-width: calc(100% * 7 / 12);
  }
  h2 {
    font-size: 22px;
  }
  address {
    margin-bottom: 12px;
    font-style: normal;
  }
  section > p:last-child,
  section > ul:last-child {
    margin-bottom: 0;
  }
`

export const gallery = css`
  margin: 0;
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: 12px;
    background: var(--color-border);
  }
`

export const thumbs = css`
  display: flex;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
  img {
    width: 96px;
    border-radius: 6px;
  }
`

export const rating = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  margin: -4px 0 12px;
`

export const facts = css`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 0;
  }
`
