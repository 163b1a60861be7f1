import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** The island's wrapper sits in the header grid's chip cell and anchors the pop-up. */
export const cell = css`
  grid-area: chip;
  position: relative;
  display: flex;
  min-width: 0;
`

/** The hydrated island's own root adds no box: the chip stays the cell's only child in layout. */
export const root = css`
  display: contents;
`

/** The pop-up on large screens, under the chip (§4 'Header item'). */
export const popover = css`
  --focus-ring: var(--color-focus);
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  z-index: 35;
  width: 320px;
  padding: 16px;
  background: var(--color-surface);
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: 8px;
  box-shadow: 0 8px 24px var(--color-shadow);
`

export const panel = css`
  display: grid;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  label {
    font-size: 14px;
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-background);
    color: var(--color-text);
    font: inherit;
  }
  p {
    margin: 0;
    color: var(--color-muted-text);
    font-size: 14px;
  }
`

export const towns = css`
  display: grid;
  margin: 0;
  padding: 0;
  max-height: min(50vh, 320px);
  overflow-y: auto;
  list-style: none;
  border-block: 1px solid var(--color-border);
  button {
    width: 100%;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    background: none;
    color: var(--color-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    text-decoration: underline;
  }
  button[aria-current='true'] {
    font-weight: 700;
  }
  ${mq.lg} {
    button {
      min-height: 36px;
    }
  }
`

export const allTowns = css`
  color: var(--color-link);
  font-weight: 600;
`
