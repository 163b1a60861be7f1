import { css } from '@linaria/core'

/** Storefront §2: "a fixed bottom 'open app' pill with a close X". */
export const banner = css`
  position: fixed;
  bottom: 16px;
  left: 50%;
  z-index: 120;
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 4px 4px 4px 18px;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  box-shadow: 0 8px 24px var(--color-shadow);
  transform: translateX(-50%);
  white-space: nowrap;
`

export const open = css`
  color: inherit;
  font-weight: 700;
  text-decoration: none;
`

export const close = css`
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: none;
  color: inherit;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
`
