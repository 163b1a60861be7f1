import { css } from '@linaria/core'
import { mq } from '../../../../themes/media'

/** Desktop first (admins work at a desk) but usable on a phone: tables scroll sideways. */
export const page = css`
  padding-block: 16px 48px;
  ${mq.md} {
    padding-block: 32px 64px;
  }
  h1 {
    margin: 8px 0 16px;
    font-size: 26px;
  }
  h2 {
    margin: 24px 0 8px;
    font-size: 20px;
  }
`

export const tableWrap = css`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid var(--color-border);
    text-align: left;
    white-space: nowrap;
  }
`

/** The one column that wraps (a title): the rest keep their figures and dates on one line, and
 * the table fits the page at 1366 px instead of cutting its last column off. */
export const wrapCell = css`
  && {
    width: 100%;
    min-width: 16em;
    white-space: normal;
  }
`

export const grid = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  textarea {
    min-height: 96px;
  }
`

export const wide = css`
  grid-column: 1 / -1;
`

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  margin-block: 12px;
`
