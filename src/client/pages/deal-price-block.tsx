import { css } from '@linaria/core'
import { captionWords } from '../../shared/domain/deal/price-caption'
import type { Deal } from '../../shared/schemas/deal'
import { visuallyHidden } from '../../themes/global-styles'
import { dealPriceDisplay } from './deal-price-display'

const block = css`
  display: grid;
  gap: 8px;
  margin: 12px 0 0;
`

const line = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0;
  strong {
    color: var(--color-price);
    font-size: 34px;
    font-weight: 800;
    line-height: 1.1;
  }
  s {
    color: var(--color-muted-text);
    font-size: 18px;
  }
`

const caption = css`
  color: var(--color-muted-text);
  font-size: 15px;
`

const badge = css`
  justify-self: start;
  padding: 3px 10px;
  border-radius: 6px;
  background: var(--color-discount-bg);
  color: var(--color-discount-text);
  font-weight: 800;
`

// MODERN (§4 'A price style named MODERN'): the saving leads as a pill beside the price and the
// original price reads as words above it rather than a strike-through after it.
const modern = css`
  strong {
    font-size: 40px;
  }
  [data-part='was'] {
    order: -1;
    flex-basis: 100%;
    color: var(--color-muted-text);
    font-size: 15px;
  }
  [data-part='badge'] {
    order: -1;
    border-radius: 999px;
  }
`

const estimate = css`
  margin: 0;
  color: var(--color-muted-text);
  font-size: 14px;
`

const vip = css`
  margin: 4px 0 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--color-background);
  strong {
    color: var(--color-price);
  }
`

/** The deal's price in the mode `priceDisplayMode` picks (§4): nothing for hidden, 'From' for
 * a dropdown deal, a struck-out original price where there is a saving, the badge in the
 * discount modes (labelled an estimate when indicative), and the public VIP teaser. */
export function DealPriceBlock({ deal, vipMember = false }: { deal: Deal; vipMember?: boolean }) {
  const shown = dealPriceDisplay(deal, vipMember)
  const { mode } = shown
  if (mode === 'hidden') {
    return <div className={block} data-price-mode={mode} data-price-style={shown.style} />
  }
  const withOriginal = mode !== 'show-price' && mode !== 'show-dropdown-price'
  const modernStyle = shown.style === 'MODERN'
  return (
    <div className={block} data-price-mode={mode} data-price-style={shown.style}>
      <p className={`${line} ${modernStyle ? modern : ''}`}>
        {mode === 'show-dropdown-price' ? <span className={caption}>From</span> : null}
        <span className={visuallyHidden}>Price: </span>
        <strong data-testid="deal-price">{shown.price}</strong>
        {shown.memberPrice ? (
          <span className={caption} data-testid="vip-member-price">
            Your VIP price
          </span>
        ) : null}
        {shown.caption ? <span className={caption}>{captionWords(shown.caption)}</span> : null}
        {withOriginal ? (
          modernStyle ? (
            <span data-part="was">
              {mode === 'show-indicative-discount' ? 'Usual price from ' : 'Was '}
              {shown.originalPrice}
            </span>
          ) : (
            <s data-part="was">
              <span className={visuallyHidden}>
                {mode === 'show-indicative-discount' ? 'usual price from ' : 'was '}
              </span>
              {shown.originalPrice}
            </s>
          )
        ) : null}
        {modernStyle && shown.discount ? (
          <span className={badge} data-part="badge">
            {shown.discount}
          </span>
        ) : null}
      </p>
      {!modernStyle && shown.discount ? (
        <p className={badge} data-part="badge">
          {shown.discount}
        </p>
      ) : null}
      {mode === 'show-indicative-discount' ? (
        <p className={estimate}>
          Saving estimated against the usual price of a comparable package.
        </p>
      ) : null}
      {shown.vipPrice ? (
        <p className={vip} data-testid="vip-teaser">
          VIP members pay <strong>{shown.vipPrice}</strong>
          {deal.vipDiscountPercentage
            ? `: an extra ${deal.vipDiscountPercentage}% off`
            : null}. <a href="/deals/vip">Find out about VIP</a>
        </p>
      ) : null}
    </div>
  )
}
