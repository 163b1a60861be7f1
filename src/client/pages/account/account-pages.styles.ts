import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const page = css`
  padding-block: 24px 48px;
  ${mq.md} {
    padding-block: 40px 64px;
  }
`

/** The sign-in pages: one card, full width on phones. */
export const card = css`
  max-width: 520px;
  margin-inline: auto;
  padding: 24px 18px;
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surface);
  ${mq.sm} {
    padding: 36px;
  }
  h1 {
    font-size: 28px;
  }
`

export const intro = css`
  color: var(--color-muted-text);
`

/** Social sign-in goes between the intro and the form. */
export const socialSlot = css`
  margin-bottom: 16px;
  &:empty {
    display: none;
  }
`

/** The account area: the menu on top on phones (scrolling sideways), beside the page from md. */
// minmax(0, …): the sideways-scrolling menu must not widen the column past the screen.
export const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  ${mq.md} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 32px;
    align-items: start;
  }
`

export const menu = css`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0 0 4px;
    overflow-x: auto;
    list-style: none;
    ${mq.md} {
      flex-direction: column;
      padding: 8px 0;
      border: 1px solid var(--color-border);
      border-radius: 12px;
      background: var(--color-surface);
    }
  }
  a {
    display: block;
    padding: 10px 14px;
    border-radius: 999px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
    ${mq.md} {
      border-radius: 0;
    }
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: var(--color-primary);
    color: var(--color-primary-text);
  }
`

export const panel = css`
  padding: 20px 16px;
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surface);
  ${mq.md} {
    padding: 32px;
  }
  h1 {
    font-size: 26px;
  }
`

export const settings = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 24px 0 0;
  padding-top: 16px;
  border-top: 1px solid var(--color-border);
`
