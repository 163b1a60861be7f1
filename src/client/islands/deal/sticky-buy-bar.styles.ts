import { css } from '@linaria/core'
import { mq } from '../../../themes/media'
import { buy as buyButton } from './purchase.styles'

/* The bar's own height (10 + 52 px button + 10 + 1 px border, rounded up) plus the phone's
   home-indicator inset: fixed, so the page can reserve exactly as much at its foot. */
const BAR_HEIGHT = 'calc(76px + env(safe-area-inset-bottom, 0px))'

/* Above the smartbanner's pill (z-index 120): once the shopper has scrolled past the picker,
   buying is what the foot of the screen is for. */
export const bar = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 130;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  height: ${BAR_HEIGHT};
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: 0 -4px 16px var(--color-shadow);
  ${mq.md} {
    display: none;
  }
`

/* While the bar shows, the page ends that much lower, so the footer's last line scrolls up above
   the bar instead of under it. CSS alone (:has), no script: nothing to hydrate or measure. */
export const reservesItsSpace = css`
  :global() {
    ${mq.belowMd} {
      body:has([data-testid='sticky-buy-bar']:not([hidden])) {
        padding-bottom: ${BAR_HEIGHT};
      }
      /* And a link tabbed to stops above the bar, not under it (WCAG 2.4.11). */
      html:has([data-testid='sticky-buy-bar']:not([hidden])) {
        scroll-padding-bottom: ${BAR_HEIGHT};
      }
    }
  }
`

export const total = css`
  margin: 0;
  strong {
    color: var(--color-price);
    font-size: 22px;
    font-weight: 800;
  }
`

export const buy = css`
  flex: 1;
  max-width: 240px;
  margin-inline-start: auto;
`

export { buyButton }
