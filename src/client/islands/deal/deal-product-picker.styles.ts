import { css } from '@linaria/core'

export { buy, message } from './purchase.styles'

export const picker = css`
  display: grid;
  gap: 14px;
  margin-top: 16px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend,
  label[for] {
    display: block;
    margin-bottom: 8px;
    font-weight: 700;
  }
`

export const options = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const option = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  padding: 12px 14px;
  border: 2px solid var(--color-border);
  border-radius: 10px;
  background: var(--color-surface);
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--color-primary);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    background: var(--color-background);
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: var(--color-primary);
  }
`

export const optionTitle = css`
  font-weight: 600;
`

export const optionPrice = css`
  text-align: right;
  strong {
    display: block;
    color: var(--color-price);
    font-size: 18px;
  }
  s {
    color: var(--color-muted-text);
    font-size: 14px;
  }
`

export const tag = css`
  justify-self: start;
  grid-column: 2 / -1;
  padding: 1px 8px;
  border-radius: 6px;
  background: var(--color-text);
  color: var(--color-surface);
  font-size: 13px;
  font-weight: 700;
`

export const hint = css`
  grid-column: 2 / -1;
  color: var(--color-muted-text);
  font-size: 14px;
`

export const select = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 2px solid var(--color-border);
  border-radius: 10px;
  background: var(--color-surface);
`

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

export const stepper = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  button {
    width: 44px;
    height: 44px;
    border: 2px solid var(--color-border);
    border-radius: 50%;
    background: var(--color-surface);
    font-size: 22px;
    line-height: 1;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  input {
    width: 56px;
    height: 44px;
    border: 2px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    text-align: center;
    appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    margin: 0;
    appearance: none;
  }
`

export const total = css`
  font-size: 18px;
  strong {
    color: var(--color-price);
    font-size: 22px;
  }
`

export const note = css`
  margin: 0;
  color: var(--color-muted-text);
  font-size: 14px;
  &:empty {
    display: none;
  }
`
