import {
  VOUCHER_FILTER_LABELS,
  VOUCHER_FILTERS,
  type VoucherFilter,
} from '../../../shared/domain/voucher/voucher-actions'
import type { VoucherListResponse } from '../../../shared/schemas/voucher'
import { formatLongDate, stayDates } from '../../../shared/format/long-date'
import * as s from './vouchers.styles'

const BASE = '/myaccount/vouchers'

const listHref = (filter: VoucherFilter, page = 1) => {
  const query = new URLSearchParams()
  if (filter !== 'all') query.set('status', filter)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `${BASE}?${text}` : BASE
}

const EMPTY: Record<VoucherFilter, string> = {
  all: 'You have no vouchers yet.',
  available: 'You have no vouchers ready to use.',
  used: 'You have not used any vouchers yet.',
  refunds: 'You have no refunds or returns.',
  expired: 'None of your vouchers has expired.',
}

/** /myaccount/vouchers: filter tabs, then one card per voucher (server-rendered, no JS). */
export function VoucherList({ list }: { list: VoucherListResponse['data'] }) {
  return (
    <>
      <nav aria-label="Filter vouchers">
        <ul className={s.filters}>
          {VOUCHER_FILTERS.map((filter) => (
            <li key={filter}>
              <a href={listHref(filter)} aria-current={filter === list.filter ? 'page' : undefined}>
                {VOUCHER_FILTER_LABELS[filter]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {list.vouchers.length === 0 ? (
        <p data-testid="vouchers-empty">
          {EMPTY[list.filter]} <a href="/">Find today&apos;s deals</a>.
        </p>
      ) : (
        <ul className={s.list}>
          {list.vouchers.map((voucher) => (
            <li key={voucher.id} className={s.card} data-testid="voucher-card">
              <h2>
                <a href={`${BASE}/${voucher.id}`}>{voucher.dealTitle}</a>
              </h2>
              <p className={s.muted}>
                {voucher.productTitle}
                {voucher.merchant ? ` · ${voucher.merchant}` : ''}
              </p>
              {voucher.stay ? (
                <p className={s.muted} data-testid="voucher-stay">
                  Stay: {stayDates(voucher.stay.checkIn, voucher.stay.checkOut)}
                </p>
              ) : null}
              <span className={s.status}>{voucher.statusLabel}</span>
              {voucher.state === 'DISPATCHED' && voucher.trackingReference ? (
                <p className={s.muted} data-testid="voucher-tracking">
                  Tracking reference {voucher.trackingReference}
                </p>
              ) : null}
              <p className={s.muted}>
                {/* A stay is used on its dates, which it names above; an expiry would read
                    as a deadline to use it by. */}
                {voucher.stay
                  ? ''
                  : `${voucher.state === 'EXPIRED' ? 'Expired' : 'Expires'} ${formatLongDate(voucher.expiresAt)} · `}
                Order {voucher.orderNumber}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list.totalPages > 1 ? (
        <nav aria-label="Pages" className={s.pager}>
          {list.page > 1 ? (
            <a href={listHref(list.filter, list.page - 1)} rel="prev">
              Previous
            </a>
          ) : (
            <span />
          )}
          <span>
            Page {list.page} of {list.totalPages}
          </span>
          {list.page < list.totalPages ? (
            <a href={listHref(list.filter, list.page + 1)} rel="next">
              Next
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
