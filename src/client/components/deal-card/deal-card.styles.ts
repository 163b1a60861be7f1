import { css } from '@linaria/core'
import { mq } from '../../../themes/media'

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: var(--color-surface);
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: 12px;
  /* A home page holds seventy cards, most of them below the fold or along a rail: the browser
     skips their layout and paint until they come near the screen. Laid out as the HTML streamed
     in, they made tasks of 60-110 ms of layout at 4x CPU (Lighthouse's blocking time). Once
     drawn, a card keeps its real size ('auto'). Only the height stands in for the content: a
     stand-in width would be the card's min-content width in the grid's track sizing (a width
     of 380 px made the grids lay out fewer columns until the cards were drawn, a layout shift
     of 0.01-0.025); the grids and rails give cards their width. */
  content-visibility: auto;
  /* Measured: a grid card is 400-420 px tall on a phone, 347-392 px from md; rails set their own
     (rail.styles.ts). */
  contain-intrinsic-block-size: auto 400px;
  ${mq.md} {
    contain-intrinsic-block-size: auto 360px;
  }
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: 0 8px 24px var(--color-shadow);
    transform: translateY(-2px);
  }
  /* The whole card is the link's hit area, so the ring goes round the whole card. */
  &:has(a:focus-visible) {
    outline: 3px solid var(--focus-ring, var(--color-focus));
    outline-offset: 2px;
  }
  a:focus-visible {
    outline: none;
  }
`

export const media = css`
  position: relative;
  background: var(--color-border);
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`

export const badge = css`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 3px 8px;
  border-radius: 6px;
  background: var(--color-discount-bg);
  color: var(--color-discount-text);
  font-size: 14px;
  font-weight: 800;
`

export const soldOut = css`
  position: absolute;
  top: 10px;
  right: 10px;
  padding: 3px 8px;
  border-radius: 6px;
  background: var(--color-text);
  color: var(--color-surface);
  font-size: 13px;
  font-weight: 700;
`

export const body = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 4px;
  padding: 12px 14px 14px;
`

export const location = css`
  order: -1;
  margin: 0;
  color: var(--color-muted-text);
  font-size: 13px;
  font-weight: 600;
`

export const headline = css`
  margin: 0;
  font-size: 17px;
  a {
    color: inherit;
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`

export const title = css`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: var(--color-muted-text);
  font-size: 14px;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`

/* One shape for every card: the price line, then the 'bought' line below it (a line's height
   even when empty), at the foot of the card, so a row's prices and counts line up. */
export const meta = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  margin-top: auto;
  padding-top: 8px;
`

export const bought = css`
  min-height: 1.5em;
  color: var(--color-muted-text);
  font-size: 13px;
`

export const price = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 8px;
  margin: 0;
  strong {
    color: var(--color-price);
    font-size: 22px;
    font-weight: 800;
  }
  s {
    color: var(--color-muted-text);
    font-size: 15px;
  }
`

export const priceText = css`
  color: var(--color-muted-text);
  font-size: 13px;
`
