import type { ReactNode } from 'react'
import type { AdminDeal } from '../../../../shared/schemas/admin-deal'
import { formatMoney } from '../../../../shared/format/money'
import * as s from './admin-deals.styles'

const money = (minor: number | null, deal: AdminDeal) =>
  minor === null ? '—' : formatMoney(minor, deal.currency, { zeroAsAmount: true })
const count = (n: number | null) => (n === null ? '—' : String(n))

/** /admin/deals/{id}: the preview link, the deal form, the products and pictures as tables,
 * then the product, picture and calendar forms (`form` and `extras` are the islands). */
export function AdminDealDetailView({
  deal,
  form,
  extras,
}: {
  deal: AdminDeal
  form: ReactNode
  extras: ReactNode
}) {
  return (
    <>
      <p className={s.row}>
        <a href={`/admin/deals/${deal.id}/preview`} target="_blank" rel="noopener">
          Preview as the storefront shows it
        </a>
        <span>
          {deal.names.merchant} · {deal.names.location} · {deal.names.category} /{' '}
          {deal.names.subcategory}
        </span>
        <span>
          {deal.open ? 'Open' : 'Closed'} · {deal.totalBought} bought
        </span>
      </p>
      {form}
      <h2>Products</h2>
      {deal.products.length === 0 ? (
        <p>No products yet: add one below.</p>
      ) : (
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th>Id</th>
                <th>Title</th>
                <th>Price</th>
                <th>Original</th>
                <th>VIP</th>
                <th>Stock</th>
                <th>Per day</th>
                <th>Per week</th>
                <th>Cap</th>
                <th>Bought</th>
                <th>Sold out</th>
              </tr>
            </thead>
            <tbody>
              {deal.products.map((p) => (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>{p.title}</td>
                  <td>{money(p.price, deal)}</td>
                  <td>{money(p.originalPrice, deal)}</td>
                  <td>{money(p.vipPrice, deal)}</td>
                  <td>{count(p.totalRemaining)}</td>
                  <td>{count(p.totalRemainingForDay)}</td>
                  <td>{count(p.totalRemainingForWeek)}</td>
                  <td>{count(p.purchaseCap)}</td>
                  <td>{p.totalBought}</td>
                  <td>{p.soldOut ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Pictures</h2>
      {deal.images.length === 0 ? (
        <p>No pictures: the storefront draws one.</p>
      ) : (
        <ul className={s.row}>
          {deal.images.map((image) => (
            <li key={image.position}>
              <img src={image.url} alt={image.alt} width={160} height={100} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {extras}
    </>
  )
}
