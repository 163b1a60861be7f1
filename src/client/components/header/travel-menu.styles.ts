import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const travel = css`
  --focus-ring: var(--color-focus);
  background: var(--color-surface);
  color: var(--color-text);
  border-top: 1px solid var(--color-border);
  border-bottom: 1px solid var(--color-border);
`

/** Mobile accordion header; from lg the groups show as a bar instead. */
export const accordionToggle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font-weight: 700;
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${mq.lg} {
    display: none;
  }
`

export const groups = css`
  display: none;
  margin: 0;
  padding: 0 0 12px;
  list-style: none;
  &[data-open='true'] {
    display: block;
  }
  ${mq.lg} {
    display: flex;
    gap: 8px;
    padding: 0;
  }
`

export const group = css`
  position: relative;
`

export const groupHead = css`
  display: flex;
  align-items: center;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 4px;
    color: inherit;
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

export const subToggle = css`
  display: none;
  ${mq.lg} {
    display: flex;
    align-items: center;
    min-width: 32px;
    min-height: 44px;
    justify-content: center;
    padding: 0;
    border: 0;
    background: none;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`

export const subMenu = css`
  margin: 0;
  padding: 0 0 8px 16px;
  list-style: none;
  a {
    display: block;
    padding: 8px 0;
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
  ${mq.lg} {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 30;
    display: none;
    min-width: 220px;
    padding: 8px 0;
    background: var(--color-surface);
    border: 1px solid var(--color-border);
    border-radius: 8px;
    box-shadow: 0 8px 24px var(--color-shadow);
    &[data-open='true'] {
      display: block;
    }
    a {
      padding: 10px 16px;
    }
  }
`
