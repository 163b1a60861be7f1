import { css } from '@linaria/core'
import type { Deal } from '../../shared/schemas/deal'
import { formatMoney } from '../../shared/format/money'
import { boughtLabel, discountLabel, priceCaption } from '../components/deal-card/deal-labels'
import { DealPrice } from '../components/deal-card/deal-price'
import * as s from './deal-page.styles'

const price = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0;
  strong {
    color: var(--color-price);
    font-size: 34px;
    font-weight: 800;
  }
  s {
    color: var(--color-muted-text);
    font-size: 18px;
  }
`

const badge = css`
  display: inline-block;
  margin: 8px 0 0;
  padding: 3px 10px;
  border-radius: 6px;
  background: var(--color-discount-bg);
  color: var(--color-discount-text);
  font-weight: 800;
`

const vip = css`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--color-background);
  strong {
    color: var(--color-price);
  }
`

const facts = css`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 0;
  }
`

const buy = css`
  display: block;
  margin-top: 16px;
  padding: 14px 20px;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-size: 18px;
  font-weight: 800;
  text-align: center;
  text-decoration: none;
  &[aria-disabled='true'] {
    background: var(--color-border);
    color: var(--color-text);
  }
`

// Deals close at the end of their closing day in the brand's zone (DESIGN 'Data').
const ZONE = { GBP: 'Europe/London', EUR: 'Europe/Dublin' } as const

function closingDay(deal: Pick<Deal, 'closingDate' | 'currency'>): string | null {
  const date = new Date(deal.closingDate)
  if (Number.isNaN(date.getTime())) return null
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: ZONE[deal.currency],
  }).format(date)
}

/** The deal's headline facts beside the gallery: price, original, discount, VIP price,
 * bought count, closing date and the way to the products. */
export function DealPriceBlock({ deal }: { deal: Deal }) {
  const discount = discountLabel(deal.discountPercentage, deal.display.discount)
  const bought = boughtLabel(deal.totalBought)
  const closes = closingDay(deal)
  const unavailable = deal.soldOut || !deal.open
  return (
    <>
      {deal.display.showPrice ? (
        <DealPrice
          price={deal.price}
          originalPrice={deal.originalPrice}
          currency={deal.currency}
          priceText={priceCaption(deal.priceText, deal.display.priceText)}
          className={price}
        />
      ) : null}
      {discount ? <p className={badge}>Save {deal.discountPercentage}%</p> : null}
      {deal.vipPrice !== null ? (
        <p className={vip}>
          VIP price <strong>{formatMoney(deal.vipPrice, deal.currency)}</strong>
          {deal.vipDiscountPercentage ? ` — an extra ${deal.vipDiscountPercentage}% off` : null}
        </p>
      ) : null}
      <ul className={facts}>
        {bought ? <li>{bought}</li> : null}
        {closes ? <li className={s.muted}>Offer ends {closes}</li> : null}
        {deal.soldOut ? <li>Sold out</li> : null}
      </ul>
      {/* The basket work wires buying; until then this takes the visitor to the options. */}
      <a href="#products" className={buy} aria-disabled={unavailable || undefined}>
        {unavailable ? 'No longer available' : 'Buy now'}
      </a>
    </>
  )
}
