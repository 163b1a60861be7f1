import { css } from '@linaria/core'
import { mq } from '../../../themes/media'
import * as card from '../deal-card/deal-card.styles'

/** The rails under the homepage grid. An island rail's wrapper is empty until its data
 * arrives (or for good, when there is none): it must not take a gap meanwhile. */
export const stack = css`
  display: grid;
  gap: 32px;
  & > :empty {
    display: none;
  }
`

export const rail = css`
  display: grid;
  gap: 8px;
  min-width: 0;
`

export const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  h2 {
    margin: 0;
    font-size: 20px;
    ${mq.md} {
      font-size: 24px;
    }
  }
`

export const seeAll = css`
  /* WCAG 2.5.8: a tap target at least 24 px high (the line box alone was 23 px). */
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  font-size: 15px;
  font-weight: 600;
`

/** Cards side by side in a scroll-snapping row: §9's carousel counts, 4 cards from sm, 5 from
 * md and 6 from xl. Phones (below sm, which §9 does not count) see one and a half cards, so
 * the half card says "swipe". Cards are fitted to the narrow columns: the description is
 * left out and type is smaller. */
export const track = css`
  --rail-visible: 1.5;
  --rail-gap: 12px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc(
    (100% - (var(--rail-visible) - 1) * var(--rail-gap)) / var(--rail-visible)
  );
  gap: var(--rail-gap);
  margin: 0;
  /* Room for the card's hover lift and focus ring, which the scroller would clip. */
  padding: 6px 4px 12px;
  margin-inline: -4px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 4px;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  list-style: none;
  ${mq.sm} {
    --rail-visible: 4;
  }
  ${mq.md} {
    --rail-visible: 5;
    --rail-gap: 16px;
  }
  ${mq.xl} {
    --rail-visible: 6;
  }
  & > li {
    min-width: 0;
    scroll-snap-align: start;
  }
  .${card.title} {
    display: none;
  }
  /* A rail card's stand-in height while it is off screen (deal-card.styles.ts), measured: 382 px
     at a phone's one and a half cards, 307-311 px from sm. A rail's cards share one row, so a
     stand-in far from the real height would move the rails under it when this one is drawn. */
  .${card.card} {
    contain-intrinsic-block-size: auto 382px;
    ${mq.sm} {
      contain-intrinsic-block-size: auto 310px;
    }
  }
  .${card.headline} {
    font-size: 15px;
  }
  .${card.body} {
    padding: 10px 10px 12px;
  }
  .${card.price} strong {
    font-size: 18px;
  }
  .${card.price} s,
  .${card.bought} {
    font-size: 13px;
  }
`

/** Previous and next: pointer users' way along a rail; touch screens swipe instead. */
export const controls = css`
  display: none;
  margin-inline-start: auto;
  ${mq.md} {
    display: block;
  }
`

export const buttons = css`
  display: flex;
  gap: 8px;
  button {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: 1px solid var(--color-border);
    border-radius: 50%;
    background: var(--color-surface);
    color: var(--color-text);
    font-size: 20px;
    line-height: 1;
  }
  button:disabled {
    cursor: default;
    opacity: 0.4;
  }
`
