import { css } from '@linaria/core'

export const form = css`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
  input {
    flex: 1;
    min-width: 0;
    height: 42px;
    padding: 0 14px;
    border: 1px solid var(--color-border);
    border-right: 0;
    border-radius: 21px 0 0 21px;
    background: var(--color-surface);
    color: var(--color-text);
  }
  input::placeholder {
    color: var(--color-muted-text);
  }
  button {
    display: flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 42px;
    border: 0;
    border-radius: 0 21px 21px 0;
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
`

export const listbox = css`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  left: 0;
  z-index: 40;
  max-height: min(60vh, 420px);
  margin: 0;
  padding: 6px;
  overflow-y: auto;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 12px 28px var(--color-shadow);
  list-style: none;
  text-align: left;
  &[hidden] {
    display: none;
  }
`

export const option = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 10px;
  border-radius: 8px;
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: var(--color-background);
    box-shadow: inset 3px 0 0 var(--color-primary);
  }
  mark {
    background: none;
    color: inherit;
    font-weight: 800;
  }
`

export const kind = css`
  flex: none;
  color: var(--color-muted-text);
  font-size: 13px;
`

/** The island's wrapper stands where the form used to: it takes the form's flexible width. */
export const searchSlot = css`
  display: flex;
  flex: 1;
  min-width: 0;
`
