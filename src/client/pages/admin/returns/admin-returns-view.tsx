import type { ReactNode } from 'react'
import type { AdminReturn } from '../../../../shared/schemas/admin-returns'
import * as s from '../../merchant/merchant-portal.styles'

/** The returns queue: oldest request first, each with its decision or the actions to take. */
export function AdminReturnsView({
  returns,
  status,
  actionsFor,
}: {
  returns: AdminReturn[]
  status: 'PENDING' | 'DECIDED' | 'ALL'
  actionsFor: (item: AdminReturn) => ReactNode
}) {
  return (
    <>
      <p className={s.row}>
        {(['PENDING', 'DECIDED', 'ALL'] as const).map((value) => (
          <a
            key={value}
            href={`/admin/returns?status=${value}`}
            aria-current={value === status ? 'page' : undefined}
          >
            {value === 'PENDING' ? 'Awaiting a decision' : value === 'DECIDED' ? 'Decided' : 'All'}
          </a>
        ))}
      </p>
      {returns.length === 0 ? (
        <p className={s.muted}>No return requests here.</p>
      ) : (
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th>Requested</th>
                <th>Voucher</th>
                <th>Customer</th>
                <th>Reason</th>
                <th>Status</th>
                <th>Decision</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((item) => (
                <tr key={item.id}>
                  <td>{item.requestedAt.slice(0, 10)}</td>
                  <td>
                    {item.voucherCode}
                    <br />
                    <span className={s.muted}>
                      {item.title} · order {item.orderId} · {item.labelReference}
                    </span>
                  </td>
                  <td>
                    <a href={`/admin/customers/${item.customerId}`}>{item.customerEmail}</a>
                  </td>
                  <td>{item.reason}</td>
                  <td>{item.voucherStatus}</td>
                  <td>{item.decision ?? actionsFor(item)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
