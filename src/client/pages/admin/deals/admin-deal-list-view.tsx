import type { AdminDealListItem } from '../../../../shared/schemas/admin-deal'
import { formatMoney } from '../../../../shared/format/money'
import * as s from './admin-deals.styles'

export interface AdminDealListViewProps {
  q: string
  page: number
  hasMore: boolean
  deals: AdminDealListItem[]
}

const pageHref = (q: string, page: number) =>
  `/admin/deals?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`

/** /admin/deals: a search form (plain GET, works without script) and the matching deals. */
export function AdminDealListView({ q, page, hasMore, deals }: AdminDealListViewProps) {
  return (
    <>
      <form method="get" action="/admin/deals" role="search" className={s.row}>
        <label>
          Title or id <input type="search" name="q" defaultValue={q} />
        </label>
        <button type="submit">Search</button>
        <a href="/admin/deals/new">New deal</a>
      </form>
      {deals.length === 0 ? (
        <p>No deals match.</p>
      ) : (
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th>Id</th>
                <th className={s.wrapCell}>Title</th>
                <th>Price</th>
                <th>Open</th>
                <th>Opens</th>
                <th>Closes</th>
              </tr>
            </thead>
            <tbody>
              {deals.map((deal) => (
                <tr key={deal.id}>
                  <td>{deal.id}</td>
                  <td className={s.wrapCell}>
                    <a href={`/admin/deals/${deal.id}`}>{deal.title}</a>
                  </td>
                  <td>{formatMoney(deal.price, deal.currency, { zeroAsAmount: true })}</td>
                  <td>{deal.open ? 'Yes' : 'No'}</td>
                  <td>{deal.opensAt.slice(0, 10)}</td>
                  <td>{deal.closingDate.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={s.row}>
        {page > 0 ? <a href={pageHref(q, page - 1)}>Previous</a> : null}
        {hasMore ? <a href={pageHref(q, page + 1)}>Next</a> : null}
      </p>
    </>
  )
}
