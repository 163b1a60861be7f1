import { css } from '@linaria/core'
import { mq } from '../../themes/media'

/** Shared by the landing pages (/welcome, /find, /extend, the claim-experience-gift guide): a
 * hero panel, then sections. Mobile first: one column, wider gaps from md. */
export const page = css`
  display: grid;
  gap: 24px;
  padding-block: 20px 32px;
  ${mq.md} {
    gap: 32px;
    padding-block: 32px 48px;
  }
`

export const hero = css`
  padding: 24px 20px;
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surface);
  ${mq.md} {
    padding: 36px 40px;
  }
  h1 {
    margin: 0 0 8px;
    font-size: 28px;
    ${mq.md} {
      font-size: 36px;
    }
  }
  p {
    margin: 0 0 12px;
    color: var(--color-muted-text);
  }
`

export const eyebrow = css`
  margin: 0 0 6px;
  color: var(--color-muted-text);
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const searchBox = css`
  display: flex;
  max-width: 560px;
  margin-top: 16px;
`

/** An offer or a call to sign in: the page's one highlighted box. */
export const callout = css`
  display: grid;
  gap: 8px;
  padding: 16px 20px;
  border: 2px dashed var(--color-primary);
  border-radius: 12px;
  background: var(--color-background);
  ${mq.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  p {
    margin: 0;
    color: var(--color-text);
  }
  strong {
    font-size: 18px;
  }
`

export const code = css`
  padding: 2px 8px;
  border-radius: 6px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-family: monospace;
  font-size: 17px;
  letter-spacing: 0.06em;
`

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  a {
    padding: 12px 20px;
    border-radius: 999px;
    font-weight: 700;
    text-decoration: none;
  }
  a:first-child {
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
  a + a {
    border: 1px solid var(--color-border);
    color: var(--color-link);
  }
  a:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`

export const steps = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  li {
    padding: 14px 16px;
    border: 1px solid var(--color-border);
    border-radius: 12px;
    background: var(--color-surface);
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    width: 28px;
    height: 28px;
    margin-inline-end: 8px;
    border-radius: 50%;
    background: var(--color-primary);
    color: var(--color-primary-text);
    font-weight: 700;
  }
`

export const chips = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 10px 16px;
    border: 1px solid var(--color-border);
    border-radius: 999px;
    background: var(--color-surface);
    color: var(--color-link);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
  }
  a:focus-visible {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`

export const section = css`
  h2 {
    margin: 0 0 12px;
    font-size: 22px;
  }
`
