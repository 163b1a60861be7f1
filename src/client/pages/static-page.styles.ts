import { css } from '@linaria/core'
import { mq } from '../../themes/media'

/** Long-form legal and help copy: a measure of about 70 characters, generous leading, and a
 * sticky contents list beside the text from lg up. Colours only through the skin's tokens. */
export const page = css`
  padding-block: 24px 48px;
  ${mq.md} {
    padding-block: 40px 64px;
  }
`

export const header = css`
  max-width: 760px;
  margin-bottom: 24px;
  h1 {
    font-size: 30px;
    ${mq.md} {
      font-size: 40px;
    }
  }
`

export const eyebrow = css`
  margin: 0 0 8px;
  color: var(--color-muted-text);
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

export const updated = css`
  margin: 0 0 16px;
  color: var(--color-muted-text);
  font-size: 14px;
`

export const intro = css`
  font-size: 18px;
  line-height: 1.6;
`

export const notice = css`
  max-width: 760px;
  margin-bottom: 24px;
  padding: 14px 18px;
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-primary);
  border-radius: 8px;
  background: var(--color-surface);
  p {
    margin: 0;
  }
`

export const layout = css`
  display: grid;
  gap: 24px;
  ${mq.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: 48px;
    align-items: start;
  }
`

export const toc = css`
  padding: 16px 20px;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  font-size: 15px;
  ${mq.lg} {
    position: sticky;
    top: 16px;
  }
  h2 {
    margin-bottom: 8px;
    font-size: 14px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--color-muted-text);
  }
  ol {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 6px;
  }
`

export const article = css`
  max-width: 70ch;
  font-size: 17px;
  line-height: 1.65;
  section {
    scroll-margin-top: 16px;
  }
  section + section {
    margin-top: 32px;
    padding-top: 24px;
    border-top: 1px solid var(--color-border);
  }
  h2 {
    font-size: 22px;
    ${mq.md} {
      font-size: 26px;
    }
  }
  h3 {
    margin-top: 20px;
    font-size: 18px;
  }
  ul,
  ol {
    margin: 0 0 1em;
    padding-left: 24px;
  }
  li + li {
    margin-top: 6px;
  }
  dt {
    margin-top: 12px;
    font-weight: 700;
  }
  dd {
    margin: 4px 0 0;
  }
  table {
    width: 100%;
    margin-bottom: 1em;
    border-collapse: collapse;
    font-size: 15px;
  }
  th,
  td {
    padding: 8px 10px;
    border: 1px solid var(--color-border);
    text-align: left;
    vertical-align: top;
  }
  th {
    background: var(--color-surface);
  }
`

export const related = css`
  max-width: 70ch;
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid var(--color-border);
  h2 {
    font-size: 18px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 0;
  }
`
