import { css } from '@linaria/core'
import { mq } from '../../themes/media'

/** Shared by the simple pages (not found): one centred panel. */
export const page = css`
  padding-block: 32px;
  ${mq.md} {
    padding-block: 56px;
  }
`

export const panel = css`
  max-width: 720px;
  margin-inline: auto;
  padding: 28px 20px;
  border: 1px solid var(--color-border);
  border-radius: 16px;
  background: var(--color-surface);
  text-align: center;
  ${mq.md} {
    padding: 48px;
  }
  h1 {
    font-size: 30px;
    ${mq.md} {
      font-size: 40px;
    }
  }
  p {
    color: var(--color-muted-text);
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

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
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
`

export const search = css`
  display: flex;
  max-width: 480px;
  margin: 24px auto 0;
`
