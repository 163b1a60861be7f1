import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** Mobile first: merchants use the portal on a phone at the till. */
export const page = css`
  padding-block: 16px 48px;
  ${mq.md} {
    padding-block: 32px 64px;
  }
  h1 {
    margin: 8px 0 16px;
    font-size: 26px;
  }
`

export const nav = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    min-height: 44px;
    padding: 12px 14px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    color: var(--color-text);
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: var(--color-primary);
    color: var(--color-primary);
    font-weight: 700;
  }
`

export const card = css`
  margin-block: 16px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 12px;
    margin: 0;
  }
  dt {
    color: var(--color-muted-text);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`

/** The one action at the till: as big as a thumb can want. */
export const bigButton = css`
  display: block;
  width: 100%;
  min-height: 56px;
  margin-top: 16px;
  border: 0;
  border-radius: 12px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 20px;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`

export const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
`

export const video = css`
  display: block;
  width: 100%;
  max-width: 420px;
  margin-block: 12px;
  border-radius: 12px;
  background: #000;
`

export const tableWrap = css`
  overflow-x: auto;
  margin-block: 16px;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

export const chart = css`
  display: block;
  width: 100%;
  height: auto;
  margin-block: 16px;
  rect {
    fill: var(--color-primary);
  }
  text {
    fill: var(--color-muted-text);
    font-size: 16px;
  }
`

export const muted = css`
  color: var(--color-muted-text);
`

export const caption = css`
  margin-bottom: 8px;
  font-weight: 700;
  text-align: left;
`

export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`
