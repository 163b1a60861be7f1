import { css } from '@linaria/core'

export const benefits = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin: 16px 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 16px;
    border: 1px solid var(--color-border);
    border-radius: 8px;
    background: var(--color-surface);
  }
  strong {
    display: block;
    margin-bottom: 4px;
  }
`

export const panel = css`
  display: grid;
  gap: 12px;
  max-width: 640px;
`

export const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`

export const button = css`
  min-height: 44px;
  padding: 10px 18px;
  border: 0;
  border-radius: 8px;
  background: var(--color-primary);
  color: var(--color-on-primary, #fff);
  font-weight: 700;
  cursor: pointer;
`

export const secondary = css`
  min-height: 44px;
  padding: 10px 18px;
  border: 1px solid currentColor;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
`

/** The card form inside the black VIP payment modal: fixed colours like the modal itself. */
/** The card client's fields on a light box of their own: the sandbox's frame and Braintree's
 * fields draw dark text on a transparent page. */
export const cardFields = css`
  padding: 8px;
  border-radius: 8px;
  background: #fff;
  color: #000;
`

export const cardForm = css`
  display: grid;
  gap: 12px;
  label {
    display: grid;
    gap: 4px;
    font-weight: 700;
  }
  input {
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid #888;
    border-radius: 6px;
    background: #111;
    color: #fff;
  }
  button[type='submit'] {
    min-height: 46px;
    border: 0;
    border-radius: 8px;
    background: #d4af37;
    color: #000;
    font-weight: 800;
    cursor: pointer;
  }
`

export const error = css`
  margin: 0;
  color: #ff8a80;
`

export const notice = css`
  margin: 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: var(--color-surface-alt, var(--color-surface));
`
