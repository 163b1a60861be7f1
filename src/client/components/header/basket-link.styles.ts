import { css } from '@linaria/core'

/** The count over the basket icon: primary colours, readable at 11 px. */
export const icon = css`
  position: relative;
  display: inline-flex;
  &[data-badge]::after {
    content: attr(data-badge);
    position: absolute;
    top: -6px;
    right: -10px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 999px;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-size: 11px;
    font-weight: 700;
    line-height: 18px;
    text-align: center;
  }
`
