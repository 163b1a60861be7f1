import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const nav = css`
  --focus-ring: var(--color-header-text);
  position: relative;
  background: var(--color-header-bg);
  color: var(--color-header-text);
  border-top: 1px solid var(--color-border);
`

export const bar = css`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0 4px;
  list-style: none;
  overflow-x: auto;
  /* A link scrolled to stops clear of the arrows drawn over the bar's ends. */
  scroll-padding-inline: 40px;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* From md the overflow goes into 'More +' instead, so the pop-up must not be clipped. */
  ${mq.md} {
    overflow: visible;
    padding: 0;
  }
`

export const link = css`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 10px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &[aria-current='page'] {
    border-bottom-color: currentColor;
  }
  &[aria-expanded='true'] {
    border-bottom-color: currentColor;
  }
`

export const arrow = css`
  position: absolute;
  top: 0;
  bottom: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  width: 40px;
  padding: 0 8px;
  border: 0;
  color: var(--color-header-text);
  &[hidden] {
    display: none;
  }
  ${mq.md} {
    display: none;
  }
`
export const arrowLeft = css`
  left: 0;
  justify-content: flex-start;
  background: linear-gradient(to right, var(--color-header-bg) 60%, transparent);
`
export const arrowRight = css`
  right: 0;
  justify-content: flex-end;
  background: linear-gradient(to left, var(--color-header-bg) 60%, transparent);
`

// Bands per overflow tier (see nav-overflow.ts): tier 1 overflows at md, 2 at md and lg, 3 from md.
const hide1 = css`
  ${mq.mdOnly} {
    display: none;
  }
`
const hide2 = css`
  ${mq.mdBelowXl} {
    display: none;
  }
`
const hide3 = css`
  ${mq.md} {
    display: none;
  }
`
const show1 = css`
  display: none;
  ${mq.mdOnly} {
    display: block;
  }
`
const show2 = css`
  display: none;
  ${mq.mdBelowXl} {
    display: block;
  }
`
const show3 = css`
  display: none;
  ${mq.md} {
    display: block;
  }
`
const never = css`
  display: none;
`
/** Indexed by OverflowTier: hides a bar item where it sits in 'More +'. */
export const inBarClass = ['', hide1, hide2, hide3] as const
/** Indexed by OverflowTier: shows a More-list item (or the More button) where it overflows. */
export const inMoreClass = [never, show1, show2, show3] as const

export const moreItem = css`
  position: relative;
`

export const moreMenu = css`
  --focus-ring: var(--color-focus);
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 30;
  min-width: 220px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: var(--color-surface);
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: 8px;
  box-shadow: 0 8px 24px var(--color-shadow);
  &[hidden] {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 10px 16px;
    color: inherit;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
  }
`

export const vipMarker = css`
  flex: none;
`

export const barWrap = css`
  position: relative;
`
