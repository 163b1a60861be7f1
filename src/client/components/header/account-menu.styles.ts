import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const root = css`
  position: relative;
  display: flex;
`

export const toggle = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 6px;
  border: 0;
  background: none;
  font-size: 12px;
  font-weight: 600;
  ${mq.lg} {
    flex-direction: row;
    gap: 6px;
    font-size: 14px;
  }
`

// Doubled class: the header's own `a` rule would otherwise stack these links as icons.
export const menu = css`
  && {
    --focus-ring: var(--color-focus);
    position: absolute;
    top: 100%;
    right: 0;
    z-index: 35;
    min-width: 220px;
    margin: 0;
    padding: 8px 0;
    list-style: none;
    background: var(--color-surface);
    color: var(--color-text);
    border: 1px solid var(--color-border);
    border-radius: 8px;
    box-shadow: 0 8px 24px var(--color-shadow);
  }
  && a,
  && button {
    display: block;
    width: 100%;
    min-height: 0;
    padding: 10px 16px;
    border: 0;
    background: none;
    color: inherit;
    font-size: 15px;
    font-weight: 400;
    text-align: left;
    text-decoration: none;
  }
  && a:hover,
  && button:hover {
    text-decoration: underline;
  }
  && li + li:last-child {
    border-top: 1px solid var(--color-border);
  }
`
