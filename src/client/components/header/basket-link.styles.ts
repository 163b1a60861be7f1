import { css } from '@linaria/core'

export const icon = css`
  position: relative;
  display: inline-flex;
`

/** The count over the basket icon: primary colours, readable at 12 px. */
export const badge = css`
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
`
