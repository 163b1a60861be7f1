import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

const rule = 'color-mix(in srgb, var(--color-footer-text) 25%, transparent)'

export const footer = css`
  --focus-ring: var(--color-footer-text);
  margin-top: 48px;
  padding-block: 40px 24px;
  background: var(--color-footer-bg);
  color: var(--color-footer-text);
  font-size: 14px;
  a {
    color: inherit;
  }
`

export const pitch = css`
  margin: 0 0 32px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${rule};
  strong {
    display: block;
    font-family: var(--font-heading);
    font-size: 20px;
  }
`

export const columns = css`
  display: grid;
  gap: 28px;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    margin-bottom: 8px;
    font-size: 14px;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding: 6px 0;
    text-decoration: none;
  }
  li a:hover {
    text-decoration: underline;
  }
`

export const iconRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid ${rule};
    border-radius: 50%;
  }
`

export const badges = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 6px 14px;
    border: 1px solid currentColor;
    border-radius: 10px;
    font-weight: 600;
    text-decoration: none;
  }
`

export const legal = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 32px 0 0;
  padding: 20px 0 0;
  border-top: 1px solid ${rule};
  list-style: none;
  font-size: 13px;
  a {
    display: inline-block;
    padding: 4px 0;
  }
`

export const copyright = css`
  margin: 12px 0 0;
  font-size: 13px;
`
