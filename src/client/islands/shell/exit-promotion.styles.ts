import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const title = css`
  margin: 0 0 8px;
  font-family: var(--font-heading);
  font-size: 28px;
  text-align: center;
`

export const lead = css`
  margin: 0 0 16px;
  color: var(--color-muted-text);
  text-align: center;
`

export const code = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
`

export const codeLabel = css`
  flex-basis: 100%;
  font-weight: 600;
  text-align: center;
`

export const codeInput = css`
  width: 160px;
  padding: 10px 12px;
  border: 2px dashed var(--color-border);
  border-radius: 8px;
  background: var(--color-background);
  color: var(--color-text);
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.1em;
  text-align: center;
`

export const copy = css`
  min-width: 100px;
  min-height: 44px;
  padding: 10px 16px;
  border: 0;
  border-radius: 8px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
  cursor: pointer;
`

export const terms = css`
  margin: 12px 0 20px;
  font-size: 14px;
  text-align: center;
  a {
    color: var(--color-link);
  }
`

export const cards = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding-bottom: 10px;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: 10px;
  background: var(--color-surface);
  color: var(--color-text);
  text-decoration: none;
  &:hover,
  &:focus-visible {
    box-shadow: 0 6px 16px var(--color-shadow);
  }
`

export const image = css`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`

export const headline = css`
  padding-inline: 10px;
  font-weight: 700;
  font-size: 15px;
  line-height: 1.3;
`

export const price = css`
  display: flex;
  gap: 6px;
  align-items: baseline;
  margin: 0;
  padding-inline: 10px;
  color: var(--color-price);
  s {
    color: var(--color-muted-text);
    font-size: 13px;
  }
`

export const view = css`
  align-self: flex-start;
  margin: auto 10px 0;
  padding: 6px 14px;
  border-radius: 6px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
  font-size: 14px;
`
