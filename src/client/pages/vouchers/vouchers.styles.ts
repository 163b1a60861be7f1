import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** The filter tabs: one scrolling row on phones. */
export const filters = css`
  display: flex;
  gap: 6px;
  margin: 0 0 16px;
  padding: 0 0 4px;
  overflow-x: auto;
  list-style: none;
  a {
    display: block;
    padding: 8px 14px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  }
`

export const list = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const card = css`
  display: grid;
  gap: 4px;
  padding: 14px 16px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
  }
`

export const muted = css`
  color: var(--color-muted-text);
`

export const status = css`
  justify-self: start;
  padding: 2px 10px;
  border-radius: 999px;
  background: var(--color-border);
  font-size: 13px;
  font-weight: 600;
`

export const pager = css`
  display: flex;
  justify-content: space-between;
  margin-top: 16px;
`

/** The voucher: code and QR first (what the merchant needs), details under it; side by side
 * from md. */
export const voucher = css`
  display: grid;
  gap: 20px;
  ${mq.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 6px 16px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`

export const code = css`
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 16px;
  border: 2px dashed var(--color-border);
  border-radius: 12px;
  text-align: center;
  svg {
    width: 180px;
    height: 180px;
  }
  strong {
    font-family: ui-monospace, monospace;
    font-size: 22px;
    letter-spacing: 0.08em;
  }
`

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 20px;
  a {
    padding: 10px 16px;
    border: 1px solid var(--color-primary);
    border-radius: 999px;
    color: inherit;
    text-decoration: none;
  }
`

export const terms = css`
  margin-top: 20px;
  white-space: pre-line;
  font-size: 14px;
`

/** The print page: on paper only the voucher shows, black on white, without the site's header,
 * footer or buttons. */
export const printArea = css`
  max-width: 640px;
  margin: 24px auto;
  padding: 24px;
  border: 2px dashed var(--color-border);
  border-radius: 12px;
  @media print {
    :global(html),
    :global(body) {
      background: #fff !important;
    }
    :global(body *) {
      visibility: hidden;
    }
    &,
    & * {
      visibility: visible;
    }
    position: absolute;
    inset: 0 auto auto 0;
    width: 100%;
    margin: 0;
    color: #000;
    background: #fff;
    border: 0;
    .${status} {
      border: 1px solid #000;
      background: #fff;
      color: #000;
    }
  }
`

export const noPrint = css`
  @media print {
    display: none;
  }
`

// The buyer's own words: kept as typed, line breaks included.
export const giftMessage = css`
  white-space: pre-line;
  font-style: italic;
`
