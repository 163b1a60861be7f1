import { css } from '@linaria/core'
import { mq } from '../../themes/media'

/** Editorial guides: a readable column of copy above full-width deal grids. Colours only
 * through the skin's tokens (CONVENTIONS 8). */
export const page = css`
  display: grid;
  gap: 32px;
  padding-block: 16px 48px;
  ${mq.md} {
    gap: 40px;
    padding-block: 24px 64px;
  }
`

export const header = css`
  max-width: 760px;
  h1 {
    margin: 0 0 8px;
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

export const standfirst = css`
  margin: 0;
  font-size: 19px;
  line-height: 1.5;
`

export const prose = css`
  max-width: 70ch;
  font-size: 17px;
  line-height: 1.65;
  h2 {
    margin: 24px 0 8px;
    font-size: 22px;
  }
  p {
    margin: 0 0 1em;
  }
`

export const sectionHeading = css`
  margin: 0 0 16px;
  font-size: 22px;
  ${mq.md} {
    font-size: 26px;
  }
`

/** 'list' view (§7 listicleView): ranked cards one under another, the rank beside each. */
export const rankedList = css`
  display: grid;
  gap: 20px;
  max-width: 760px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr);
    gap: 12px;
    align-items: start;
  }
`

export const rank = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 22px;
  font-weight: 800;
`

/** The hub's guide cards. */
export const guides = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
`

export const guideCard = css`
  position: relative;
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  div {
    padding: 14px 16px 18px;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 20px;
  }
  /* The title link covers the whole card. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  p {
    margin: 0;
    color: var(--color-muted-text);
  }
  &:has(a:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`
