import { css } from '@linaria/core'
import { LIVINGSOCIAL_WORDMARK as MARK } from './wordmark-paths'

const GAP = 6

// On a narrow phone with a skin badge beside it the mark gives way (drawn smaller, same
// proportions) rather than running under the account links.
const svg = css`
  display: block;
  flex: 0 1 auto;
  width: auto;
  min-width: 0;
  max-width: 100%;
  height: 30px;
`

// The pin takes the skin's primary colour and the name the header's text colour, so the mark
// reads on the light LivingSocial header and on any dark skin alike.
const pin = css`
  fill: var(--color-primary);
`

const word = css`
  fill: currentColor;
`

/** LivingSocial's wordmark: its pin and the name drawn as outlines (scripts/brand-assets.mjs),
 * inline so it takes the skin's colours and costs no request. */
export function LivingSocialWordmark() {
  return (
    <svg
      className={svg}
      viewBox={`0 0 ${64 + GAP + MARK.wordWidth} 64`}
      role="img"
      aria-label="LivingSocial"
      focusable="false"
    >
      <path className={pin} fillRule="evenodd" d={MARK.pin} />
      <path className={word} transform={`translate(${64 + GAP} 0)`} d={MARK.word} />
    </svg>
  )
}
