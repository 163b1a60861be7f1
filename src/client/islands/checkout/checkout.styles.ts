import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

// Mobile first: one column with the total stuck to the bottom of the screen; from lg the
// summary moves into a side column that stays in view.

export const page = css`
  display: grid;
  gap: 20px;
  padding-bottom: 140px;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
    padding-bottom: 0;
  }
`

export const main = css`
  display: grid;
  gap: 20px;
  min-width: 0;
`

export const section = css`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
  input:not([type='checkbox'], [type='radio']),
  select {
    width: 100%;
    min-height: 46px;
    padding: 10px 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
    color: var(--color-text);
  }
  textarea {
    width: 100%;
    padding: 10px 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    font: inherit;
  }
`

export const line = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 12px;
  padding: 12px 0;
  border-top: 1px solid var(--color-border);
  h3 {
    margin: 0;
    font-size: 16px;
  }
`

export const muted = css`
  color: var(--color-muted-text);
  font-size: 14px;
`

export const stepper = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  button {
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: inherit;
    font-size: 20px;
  }
  /* At one (use Remove) or at the option's maximum: plainly not pressable. */
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: 700;
  }
`

export const linkButton = css`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-link, var(--color-primary));
  text-decoration: underline;
`

export const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 12px;
  & > * {
    flex: 1 1 160px;
  }
  & > button {
    flex: 0 0 auto;
  }
`

export const switchRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
  input {
    width: 44px;
    height: 24px;
  }
`

export const methods = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  label {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    align-items: center;
    padding: 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
  }
  label > span ~ span {
    grid-column: 2;
  }
  label:has(input:checked) {
    border-color: var(--color-primary);
  }
`

export const cardLogos = css`
  display: inline-flex;
  gap: 6px;
  span {
    padding: 2px 6px;
    border: 1px solid var(--color-border);
    border-radius: 4px;
    font-size: 12px;
    font-weight: 700;
  }
`

export const summary = css`
  display: grid;
  gap: 8px;
  dl {
    display: grid;
    gap: 6px;
    margin: 0;
  }
  dd {
    margin: 0;
  }
  ${mq.lg} {
    position: sticky;
    top: 16px;
  }
`

/** Phones: the total and the pay button stay on screen while the form scrolls. */
export const stickyBar = css`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 20;
  display: grid;
  gap: 8px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  box-shadow: 0 -4px 12px var(--color-shadow);
  ${mq.lg} {
    position: static;
    padding: 0;
    border: 0;
    box-shadow: none;
  }
`

export const total = css`
  display: flex;
  justify-content: space-between;
  font-size: 20px;
  font-weight: 700;
`

export const pay = css`
  min-height: 52px;
  border: 0;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 18px;
  font-weight: 700;
  &:disabled {
    opacity: 0.6;
  }
`

export const error = css`
  margin: 0;
  color: var(--color-price);
  font-weight: 700;
`

/** §2: "The checkout shows a countdown timer popup (max width 350 px)". */
export const countdownDialog = css`
  width: calc(100vw - 32px);
  max-width: 350px;
  padding: 20px;
  border: 0;
  border-radius: 12px;
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
  }
  button {
    width: 100%;
  }
`

/** The bank's 3-D Secure challenge over the checkout (pay-clients/challenge-dialog.ts). */
export const challengeDialog = css`
  width: calc(100vw - 32px);
  max-width: 480px;
  padding: 16px;
  border: 0;
  border-radius: 12px;
  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 12px;
  }
  iframe {
    display: block;
    width: 100%;
    height: min(420px, 60vh);
    border: 1px solid var(--color-border);
    border-radius: 8px;
  }
  button {
    margin-top: 12px;
    min-height: 44px;
    padding: 0 16px;
  }
`

export const updating = css`
  opacity: 0.6;
  transition: opacity 0.2s;
`

export const vouchers = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px;
    border: 1px dashed var(--color-border);
    border-radius: 8px;
  }
  code {
    font-size: 20px;
    font-weight: 700;
    letter-spacing: 0.05em;
  }
`

export const summaryRow = css`
  display: flex;
  justify-content: space-between;
  gap: 12px;
`

/** The sections' own buttons (Continue, Apply, Save e-gift): secondary to Place order. */
export const action = css`
  min-height: 44px;
  padding: 10px 20px;
  border: 1px solid var(--color-primary);
  border-radius: 999px;
  background: var(--color-surface);
  color: var(--color-text);
  font-weight: 700;
  &:disabled {
    opacity: 0.6;
  }
`
