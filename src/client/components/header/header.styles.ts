import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

// §2: "Header minimum heights: 82 px or 105 px" (HEADER_MIN_HEIGHTS_PX), mobile and desktop.
export const header = css`
  --focus-ring: var(--color-header-text);
  min-height: 82px;
  background: var(--color-header-bg);
  color: var(--color-header-text);
  ${mq.md} {
    min-height: 105px;
  }
`

export const top = css`
  display: grid;
  /* The logo spans the flexible track so a long skin badge never squeezes the search. */
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'logo logo account'
    'chip search search';
  align-items: center;
  gap: 8px 12px;
  padding-block: 8px 10px;
  ${mq.md} {
    padding-block: 12px;
  }
  /* One row once the search box has room for its placeholder (container 960 px at lg). */
  ${mq.lg} {
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas: 'logo chip search account';
    gap: 16px;
    padding-block: 14px;
  }
`

export const logo = css`
  grid-area: logo;
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: 8px;
  /* Never wider than its cell: the account links keep their place beside it. */
  min-width: 0;
  max-width: 100%;
  color: inherit;
  font-family: var(--font-heading);
  font-size: 26px;
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  &::after {
    content: var(--logo-badge);
    display: var(--logo-badge-display);
    flex-shrink: 0;
    padding: 2px 6px;
    border-radius: 4px;
    background: var(--color-accent);
    color: var(--color-accent-text);
    font-family: var(--font-body);
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`

export const chip = css`
  grid-area: chip;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 130px;
  min-height: 42px;
  padding: 0 12px;
  border: 1px solid currentColor;
  border-radius: 999px;
  color: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  ${mq.md} {
    max-width: 200px;
  }
`

export const search = css`
  grid-area: search;
  display: flex;
  min-width: 0;
`

export const account = css`
  grid-area: account;
  display: flex;
  justify-self: end;
  gap: 4px;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 6px;
    color: inherit;
    font-size: 12px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  ${mq.lg} {
    gap: 12px;
    a {
      flex-direction: row;
      gap: 6px;
      font-size: 14px;
    }
  }
`

/** The account island's wrapper takes no room of its own: its link or button sits in the row. */
export const accountMenu = css`
  display: contents;
`
