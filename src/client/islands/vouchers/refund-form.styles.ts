import { css } from '@linaria/core'

export const facts = css`
  display: grid;
  gap: 4px;
  margin: 0 0 16px;
  color: var(--color-text-muted, inherit);
`

export const notice = css`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 8px;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
`

export const success = css`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid var(--color-primary);
`

export const steps = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    padding: 6px 12px;
    border-radius: 999px;
    border: 1px solid var(--color-border);
  }
  li[data-done='true'] {
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
`

/** The returns label: on paper only the label shows, black on white (print to PDF saves it). */
export const label = css`
  max-width: 560px;
  margin: 24px 0;
  padding: 24px;
  border: 2px dashed #000;
  display: grid;
  gap: 8px;
  strong {
    font-size: 28px;
    letter-spacing: 2px;
  }
  @media print {
    :global(body *) {
      visibility: hidden;
    }
    &,
    & * {
      visibility: visible;
    }
    position: absolute;
    inset: 0 auto auto 0;
    width: 100%;
    margin: 0;
    color: #000;
    background: #fff;
  }
`
