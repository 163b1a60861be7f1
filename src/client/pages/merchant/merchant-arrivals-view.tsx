import { longDay } from '../../../shared/format/long-date'
import type { ArrivalView, MerchantArrivals } from '../../../shared/schemas/merchant'
import * as s from './merchant-portal.styles'

const VIEWS: { view: ArrivalView; label: string; caption: string; empty: string }[] = [
  {
    view: 'upcoming',
    label: 'Upcoming',
    caption: 'Upcoming stays, by check-in date',
    empty: 'No upcoming stays: nobody has booked a stay with you yet.',
  },
  {
    view: 'past',
    label: 'Past',
    caption: 'Past stays, latest check-in first',
    empty: 'No past stays.',
  },
]

const HEAD = ['Check-in', 'Check-out', 'Nights', 'Room', 'Rooms', 'Guests', 'Vouchers', 'Status']

const pageHref = (view: ArrivalView, page: number) =>
  `/merchant/arrivals?view=${view}${page > 1 ? `&page=${page}` : ''}`

/** /merchant/arrivals: the stays sold for the hotel's deals, a row per booking, so the front
 * desk knows who arrives when. A table, as the desk compares dates down a column; on a phone it
 * scrolls sideways inside a focusable region, so a keyboard can scroll it too. */
export function MerchantArrivalsView({ arrivals }: { arrivals: MerchantArrivals }) {
  const { view, page, totalPages } = arrivals
  const current = VIEWS.find((item) => item.view === view) ?? VIEWS[0]!
  return (
    <>
      <nav aria-label="Stays">
        <ul className={s.nav}>
          {VIEWS.map((item) => (
            <li key={item.view}>
              <a
                href={pageHref(item.view, 1)}
                aria-current={item.view === view ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {arrivals.arrivals.length === 0 ? (
        <p className={s.muted} data-testid="arrivals-empty">
          {current.empty}
        </p>
      ) : (
        <div className={s.tableWrap} role="region" aria-labelledby="arrivals-caption" tabIndex={0}>
          <table data-testid="arrivals">
            <caption id="arrivals-caption" className={s.caption}>
              {current.caption}
              {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
            </caption>
            <thead>
              <tr>
                {HEAD.map((h) => (
                  <th key={h} scope="col" className={h === 'Nights' || h === 'Rooms' ? 'num' : ''}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {arrivals.arrivals.map((stay) => (
                <tr
                  key={stay.vouchers[0]?.code ?? `${stay.checkIn}-${stay.roomTitle}`}
                  data-testid="arrival"
                  data-cancelled={stay.cancelled ? 'true' : undefined}
                >
                  <th scope="row">{longDay(stay.checkIn)}</th>
                  <td>{longDay(stay.checkOut)}</td>
                  <td className="num">{stay.nights}</td>
                  <td>
                    {stay.roomTitle}
                    <br />
                    <span className={s.muted}>{stay.dealTitle}</span>
                  </td>
                  <td className="num">{stay.quantity}</td>
                  <td>
                    {stay.guests.length === 0 ? (
                      <span className={s.muted}>No names given</span>
                    ) : (
                      <ul className={s.plainList}>
                        {stay.guests.map((guest, i) => (
                          <li key={`${i}-${guest}`}>{guest}</li>
                        ))}
                      </ul>
                    )}
                    {stay.leadGuestPhone ? (
                      <a href={`tel:${stay.leadGuestPhone.replace(/[^\d+]/g, '')}`}>
                        {stay.leadGuestPhone}
                      </a>
                    ) : null}
                  </td>
                  <td>
                    <ul className={s.plainList}>
                      {stay.vouchers.map((voucher) => (
                        <li key={voucher.code}>
                          <code>{voucher.code}</code> {voucher.statusLabel}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-testid="arrival-status">{stay.statusLabel}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalPages > 1 ? (
        <nav aria-label="Pages" className={s.row}>
          {page > 1 ? <a href={pageHref(view, page - 1)}>Previous page</a> : null}
          {page < totalPages ? <a href={pageHref(view, page + 1)}>Next page</a> : null}
        </nav>
      ) : null}
    </>
  )
}
