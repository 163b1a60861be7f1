import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

/** 1 column on phones, 2 from sm, 3 from lg: listings come in pages of 9 (§9), so 3 across
 * fills whole rows on desktop and cards stay wide enough for their headlines. */
export const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
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

export const empty = css`
  padding: 48px 16px;
  border: 1px dashed var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
  text-align: center;
  p {
    margin: 0 0 8px;
    font-size: 18px;
    font-weight: 600;
  }
`

export const skeletonCard = css`
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: 12px;
  background: var(--color-surface);
`

export const shimmer = css`
  background: linear-gradient(
    90deg,
    var(--color-border) 0%,
    var(--color-surface) 50%,
    var(--color-border) 100%
  );
  background-size: 200% 100%;
  animation: dealio-shimmer 1.4s linear infinite;
  @keyframes dealio-shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  ${mq.reducedMotion} {
    animation: none;
  }
`

export const skeletonImage = css`
  aspect-ratio: 16 / 10;
`

export const skeletonLine = css`
  height: 14px;
  margin: 14px;
  border-radius: 7px;
  &:last-child {
    width: 40%;
    height: 22px;
  }
`
