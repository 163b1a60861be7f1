import { css } from '@linaria/core'
import type { Deal } from '../../shared/schemas/deal'
import { formatMoney } from '../../shared/format/money'
import { DealPrice } from '../components/deal-card/deal-price'

const list = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 14px 16px;
    border: 1px solid var(--color-border);
    border-radius: 10px;
    background: var(--color-surface);
  }
  h3 {
    margin: 0;
    font-family: var(--font-body);
    font-size: 16px;
  }
  p {
    margin: 0;
  }
`

const tag = css`
  padding: 2px 8px;
  border-radius: 6px;
  background: var(--color-text);
  color: var(--color-surface);
  font-size: 13px;
  font-weight: 700;
`

const note = css`
  color: var(--color-muted-text);
  font-size: 14px;
`

/** The deal's options (§3 'Deal product'): each with its price and original price, VIP price
 * when there is one, sold-out options marked. Calendar deals pick dates per option. */
export function DealProducts({ deal }: { deal: Deal }) {
  const calendar = deal.productDisplay.type === 'calendar'
  return (
    <section id="products" aria-labelledby="products-heading" data-stock-deal={deal.id}>
      <h2 id="products-heading">Choose your option</h2>
      <p className={note} data-stock-label="deal" role="status" hidden />
      {calendar ? (
        <p className={note}>Choose dates: availability is shown for each option.</p>
      ) : null}
      <ul className={list}>
        {deal.products.map((product) => (
          <li key={product.id} data-stock-product={product.id}>
            <div>
              <h3>{product.title}</h3>
              {product.discountPercentage > 0 ? (
                <p className={note}>Save {product.discountPercentage}%</p>
              ) : null}
              {product.vipPrice !== null ? (
                <p className={note}>VIP price {formatMoney(product.vipPrice, deal.currency)}</p>
              ) : null}
            </div>
            <DealPrice
              price={product.price}
              originalPrice={product.originalPrice}
              currency={deal.currency}
            />
            <span className={tag} data-stock-label="product" hidden={!product.soldOut}>
              {product.soldOut ? 'Sold out' : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
