import { css } from '@linaria/core'

/** Staff work at a desk on wide tables: the page runs wider than the shop's 1140 px column.
 * Through a custom property the container reads, not a `.${container}` selector: interpolating
 * another module's class made Linaria evaluate global-styles.ts at build time beside the files
 * that import other exports of it, and wyw-in-js 2.5 then failed one build in eight with
 * "superseded" (a race between two evaluations of the same module). */
export const shell = css`
  min-height: 100vh;
  background: var(--color-background);
  --container-xl: 1320px;
`

export const skipLink = css`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 8px 12px;
  border-radius: 6px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

export const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  padding: 8px 16px;
  border-bottom: 1px solid var(--color-border);
  background: var(--color-surface);
  font-size: 15px;
`

export const area = css`
  margin: 0;
  font-size: 17px;
  font-weight: 700;
  color: var(--color-text);
  text-decoration: none;
  white-space: nowrap;
`

export const nav = css`
  flex: 1 1 auto;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Merchants use the portal on a phone at the till: links are full-size tap targets. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 4px;
    color: var(--color-link);
  }
  a[aria-current='page'] {
    color: var(--color-text);
    font-weight: 700;
    text-decoration: none;
    border-bottom: 2px solid var(--color-primary);
  }
`

export const who = css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
  color: var(--color-text);
  white-space: nowrap;
  button {
    padding: 6px 12px;
    min-height: 0;
  }
`

export const main = css`
  display: block;
  &:focus {
    outline: none;
  }
`
