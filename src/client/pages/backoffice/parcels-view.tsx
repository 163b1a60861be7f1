import type { ReactNode } from 'react'
import type { Parcel, ParcelAddress, ParcelList } from '../../../shared/schemas/parcels'
import * as s from '../merchant/merchant-portal.styles'

const LISTS: { list: ParcelList; label: string; empty: string }[] = [
  {
    list: 'to-dispatch',
    label: 'To dispatch',
    empty: 'Nothing to post: every paid order is sent.',
  },
  { list: 'dispatched', label: 'Dispatched', empty: 'No parcel is on its way just now.' },
]

const dateOf = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(
    new Date(instant),
  )

const lines = (address: ParcelAddress) =>
  [address.line1, address.line2, address.town, address.county, address.postcode].filter(
    (line): line is string => Boolean(line),
  )

/** Orders to post (merchant portal) and parcels (admin): paid orders of posted goods, oldest
 * first, each a card with where it goes and its action (an island the server passes in, so
 * this view stays free of client code). Cards rather than a table: the desk is often a phone. */
export function ParcelsView({
  parcels,
  list,
  path,
  showMerchant,
  actionsFor,
}: {
  parcels: Parcel[]
  list: ParcelList
  path: string
  showMerchant: boolean
  actionsFor: (parcel: Parcel) => ReactNode
}) {
  return (
    <>
      <nav aria-label="Parcel lists">
        <ul className={s.nav}>
          {LISTS.map((item) => (
            <li key={item.list}>
              <a
                href={`${path}?status=${item.list}`}
                aria-current={item.list === list ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {parcels.length === 0 ? (
        <p className={s.muted} data-testid="parcels-empty">
          {LISTS.find((item) => item.list === list)?.empty}
        </p>
      ) : null}
      {parcels.map((parcel) => (
        <article
          key={parcel.voucherId}
          className={s.card}
          aria-labelledby={`parcel-${parcel.voucherId}`}
          data-testid="parcel"
        >
          <h2 id={`parcel-${parcel.voucherId}`}>
            Order {parcel.orderNumber} · voucher {parcel.voucherId}
          </h2>
          <dl>
            <dt>Product</dt>
            <dd>
              {parcel.dealTitle}: {parcel.productTitle}
            </dd>
            {showMerchant ? (
              <>
                <dt>Merchant</dt>
                <dd>{parcel.merchant ?? 'None'}</dd>
              </>
            ) : null}
            <dt>Send to</dt>
            <dd>
              <address>
                {parcel.recipient}
                {parcel.address ? (
                  lines(parcel.address).map((line, i) => (
                    <span key={`${i}-${line}`}>
                      <br />
                      {line}
                    </span>
                  ))
                ) : (
                  <>
                    <br />
                    No delivery address on the order
                  </>
                )}
              </address>
            </dd>
            <dt>Ordered</dt>
            <dd>{dateOf(parcel.orderedAt)}</dd>
            <dt>Status</dt>
            <dd data-testid="parcel-status">{parcel.statusLabel}</dd>
            {parcel.dispatchedAt ? (
              <>
                <dt>Dispatched</dt>
                <dd>{dateOf(parcel.dispatchedAt)}</dd>
              </>
            ) : null}
            {parcel.trackingReference ? (
              <>
                <dt>Tracking</dt>
                <dd>{parcel.trackingReference}</dd>
              </>
            ) : null}
          </dl>
          {actionsFor(parcel)}
        </article>
      ))}
    </>
  )
}
