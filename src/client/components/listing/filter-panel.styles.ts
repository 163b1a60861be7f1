import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** 'Filters' opens the drawer below lg; from lg the panel is a plain sidebar. */
export const toggle = css`
  ${mq.lg} {
    display: none;
  }
`

/** A link that reads as a checkbox: a box drawn before it, ticked when the filter is on. */
export const vipToggle = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: var(--color-text);
  font-weight: 700;
  text-decoration: none;
  &::before {
    content: '';
    width: 20px;
    height: 20px;
    border: 2px solid var(--color-muted-text);
    border-radius: 4px;
  }
  &[data-active='true']::before {
    border-color: var(--color-primary);
    background: var(--color-primary);
    box-shadow: inset 0 0 0 3px var(--color-background);
  }
`

/** Below lg a drawer from the left: shown by the island's state, or by `:target` when the
 * toggle (a link to #listing-filters) is followed before any script has run. */
export const panel = css`
  ${mq.belowLg} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 30;
    display: none;
    width: min(88vw, 360px);
    padding: 16px;
    overflow-y: auto;
    background: var(--color-background);
    box-shadow: 0 8px 24px var(--color-shadow);
    &:target,
    &[data-open='true'] {
      display: block;
    }
  }
`

/** Dims the page behind the open drawer; following it (a link to #) closes the drawer. */
export const backdrop = css`
  display: none;
  ${mq.belowLg} {
    :target + &,
    [data-open='true'] + & {
      position: fixed;
      inset: 0;
      z-index: 29;
      display: block;
      background: var(--color-shadow);
    }
  }
`

export const panelHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  a {
    padding: 6px 12px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    color: var(--color-text);
    text-decoration: none;
  }
  ${mq.lg} {
    a {
      display: none;
    }
    h2 {
      font-size: 18px;
    }
  }
`

export const group = css`
  padding-block: 12px;
  border-bottom: 1px solid var(--color-border);
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--color-muted-text);
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 8px;
    border-radius: 8px;
    color: var(--color-text);
    text-decoration: none;
  }
  ul a:hover {
    background: var(--color-surface);
  }
  ul a[aria-current='true'] {
    background: var(--color-surface);
    font-weight: 700;
    box-shadow: inset 3px 0 0 var(--color-primary);
  }
`

export const facetCount = css`
  color: var(--color-muted-text);
  font-size: 14px;
`

/** Doubled class (&&) to win over the group's list rules without !important. */
export const activeFilters = css`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  && a {
    padding: 4px 10px;
    border: 1px solid var(--color-primary);
    border-radius: 999px;
    font-size: 14px;
  }
`

export const clearAll = css`
  display: inline-block;
  margin-top: 8px;
  font-size: 14px;
`

export const price = css`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
  }
  label {
    font-size: 14px;
  }
  input[type='range'] {
    width: 100%;
    accent-color: var(--color-primary);
  }
`

export const priceOutput = css`
  font-size: 17px;
  font-weight: 700;
`

export const priceActions = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 8px;
  button {
    padding: 8px 18px;
    border: 0;
    border-radius: 999px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-weight: 700;
  }
  a {
    font-size: 14px;
  }
`
