import { minorToDecimal } from '../../../../shared/domain/money/minor-to-decimal'
import type { ReactNode } from 'react'
import type {
  AdminCustomerDetail,
  AdminCustomerSummary,
} from '../../../../shared/schemas/admin-customers'
import { describeAttribution } from '../../../../shared/domain/marketing/landing-attribution'
import * as f from '../../../islands/forms/account-forms.styles'
import * as s from '../../merchant/merchant-portal.styles'
import { DataTable } from '../../backoffice/data-table'

/** Search by email (a plain GET form: works before any script) and the matches. */
export function AdminCustomerSearch({
  email,
  customers,
  error,
}: {
  email: string
  customers: AdminCustomerSummary[] | null
  error: string | null
}) {
  return (
    <>
      <form method="get" action="/admin/customers" className={s.row}>
        <label>
          Email (exact or the start of it){' '}
          <input type="search" name="email" defaultValue={email} minLength={2} required />
        </label>
        <button type="submit" className={f.submit}>
          Search
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {customers && customers.length === 0 ? <p className={s.muted}>No customer found.</p> : null}
      {customers && customers.length > 0 ? (
        <div className={s.tableWrap}>
          <table>
            <thead>
              <tr>
                <th>Email</th>
                <th>Name</th>
                <th>Brand</th>
                <th>Joined</th>
                <th>State</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((c) => (
                <tr key={c.id}>
                  <td>
                    <a href={`/admin/customers/${c.id}`}>{c.email}</a>
                  </td>
                  <td>
                    {c.firstName} {c.lastName}
                  </td>
                  <td>{c.brand}</td>
                  <td>{c.createdAt.slice(0, 10)}</td>
                  <td>{stateOf(c)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  )
}

const stateOf = (c: AdminCustomerSummary) =>
  c.deleted ? 'Deleted' : c.isLocked ? 'Locked' : 'Active'

const money = (minor: number) => minorToDecimal(minor)

const Table = (props: { head: string[]; rows: ReactNode[][] }) => (
  <DataTable {...props} empty="None." />
)

/** One customer's file. Orders name their gateway only: no card data reaches this page. */
export function AdminCustomerDetailView({
  detail,
  actions,
}: {
  detail: AdminCustomerDetail
  actions: ReactNode
}) {
  const { customer } = detail
  return (
    <>
      <section className={s.card}>
        <p>
          <strong>{customer.email}</strong> · {customer.firstName} {customer.lastName} ·{' '}
          {customer.brand} · joined {customer.createdAt.slice(0, 10)} · {stateOf(customer)}
        </p>
        {actions}
      </section>
      <h2>Orders</h2>
      <Table
        head={['Order', 'Placed', 'Status', 'Total', 'Paid with', 'Came from']}
        rows={detail.orders.map((o) => [
          o.id,
          o.createdAt.slice(0, 10),
          o.status,
          `${money(o.total)} ${o.currency}`,
          o.gateway ?? 'wallet',
          describeAttribution(o.attribution),
        ])}
      />
      <h2>Vouchers</h2>
      <Table
        head={['Code', 'Deal', 'Order', 'Status', 'Expires']}
        rows={detail.vouchers.map((v) => [
          v.code,
          v.title,
          v.orderId,
          v.orderProgress && v.status === 'READY_TO_REDEEM' ? v.orderProgress : v.status,
          v.expiresAt.slice(0, 10),
        ])}
      />
      <h2>Wallet</h2>
      <p>
        {detail.walletBalances.length === 0
          ? 'No balance.'
          : detail.walletBalances
              .map((b) => `${b.kind} ${money(b.balance)} ${b.currency}`)
              .join(' · ')}
      </p>
      <Table
        head={['When', 'Kind', 'Amount', 'Reason', 'Reference', 'Expires']}
        rows={detail.wallet.map((w) => [
          w.createdAt.slice(0, 10),
          w.kind,
          `${money(w.amount)} ${w.currency}`,
          w.reason,
          w.reference ?? '',
          w.expiresAt?.slice(0, 10) ?? '',
        ])}
      />
      <h2>Loyalty points: {detail.loyalty.balance}</h2>
      <Table
        head={['When', 'Points', 'Reason', 'Reference']}
        rows={detail.loyalty.ledger.map((p) => [
          p.createdAt.slice(0, 10),
          p.points,
          p.reason,
          p.reference,
        ])}
      />
    </>
  )
}
