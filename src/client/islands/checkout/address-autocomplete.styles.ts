import { css } from '@linaria/core'

export const box = css`
  position: relative;
  display: grid;
  gap: 6px;
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
    font-size: 16px;
  }
`

/** Under the input, over what follows; the full width on a phone. */
export const listbox = css`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 30;
  max-height: min(50vh, 360px);
  margin: 4px 0 0;
  padding: 4px;
  overflow-y: auto;
  border: 1px solid var(--color-border);
  border-radius: 10px;
  background: var(--color-surface);
  box-shadow: 0 10px 24px var(--color-shadow);
  list-style: none;
  &[hidden] {
    display: none;
  }
`

export const option = css`
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 6px;
  cursor: pointer;
  &[aria-selected='true'] {
    outline: 2px solid var(--color-primary);
    background: var(--color-background, var(--color-surface));
  }
`

export const hint = css`
  margin: 0;
  color: var(--color-muted-text);
  font-size: 14px;
`
