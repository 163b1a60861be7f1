import { datesFrom } from '../../../shared/domain/dates'
import { formatMoney } from '../../../shared/format/money'
import type { MerchantReport } from '../../../shared/schemas/merchant'
import * as s from './merchant-portal.styles'

const CHART_WIDTH = 600
const CHART_HEIGHT = 140
const LABEL_SPACE = 16

/** Vouchers sold on every day of the range as plain SVG bars drawn on the server (no chart
 * library, no script); a fixed drawing width, so one day or a year both fit a phone. */
function SalesBars({ report }: { report: MerchantReport }) {
  const days = datesFrom(report.from, report.to)
  const sold = new Map(report.days.map((day) => [day.date, day]))
  const max = Math.max(1, ...report.days.map((day) => day.sold))
  const slot = CHART_WIDTH / days.length
  const barWidth = Math.max(1, Math.min(40, slot * 0.8))
  const labelEvery = Math.ceil(days.length / 10)
  return (
    <svg
      className={s.chart}
      viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + LABEL_SPACE}`}
      role="img"
      aria-label="Vouchers sold per day"
    >
      {days.map((date, i) => {
        const day = sold.get(date)
        const height = Math.round(((day?.sold ?? 0) / max) * CHART_HEIGHT)
        return (
          <g key={date}>
            {height > 0 ? (
              <rect x={i * slot} y={CHART_HEIGHT - height} width={barWidth} height={height}>
                <title>{`${date}: ${day?.sold ?? 0} sold, ${day?.redeemed ?? 0} redeemed`}</title>
              </rect>
            ) : null}
            {i % labelEvery === 0 ? (
              <text x={i * slot} y={CHART_HEIGHT + 12}>
                {date.slice(5)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

/** /merchant/reports: the range form, bars, per-deal and per-day tables and the CSV link. */
export function MerchantReportView({ report }: { report: MerchantReport }) {
  const money = (minor: number) => formatMoney(minor, report.currency, { zeroAsAmount: true })
  const query = `from=${report.from}&to=${report.to}`
  return (
    <>
      <form method="get" action="/merchant/reports" className={s.row}>
        <label>
          From <input type="date" name="from" defaultValue={report.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={report.to} />
        </label>
        <button type="submit">Show</button>
        <a href={`/api/v1/merchant/reports.csv?${query}`} download>
          Download CSV
        </a>
      </form>
      <p>
        {report.totals.sold} sold ({money(report.totals.salesAmount)}), {report.totals.redeemed}{' '}
        redeemed, {report.totals.outstanding} outstanding.
      </p>
      <SalesBars report={report} />
      <h2 id="report-per-deal">Per deal</h2>
      {/* Focusable, so a keyboard can scroll a table wider than the phone (WCAG 2.1.1). */}
      <div className={s.tableWrap} role="region" aria-labelledby="report-per-deal" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>Deal</th>
              <th className="num">Sold</th>
              <th className="num">Sales</th>
              <th className="num">Redeemed</th>
              <th className="num">Outstanding</th>
            </tr>
          </thead>
          <tbody>
            {report.deals.map((deal) => (
              <tr key={deal.dealId}>
                <td>{deal.dealTitle}</td>
                <td className="num">{deal.sold}</td>
                <td className="num">{money(deal.salesAmount)}</td>
                <td className="num">{deal.redeemed}</td>
                <td className="num">{deal.outstanding}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="report-per-day">Per day</h2>
      <div className={s.tableWrap} role="region" aria-labelledby="report-per-day" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>Day</th>
              <th className="num">Sold</th>
              <th className="num">Sales</th>
              <th className="num">Redeemed</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.date}>
                <td>{day.date}</td>
                <td className="num">{day.sold}</td>
                <td className="num">{money(day.salesAmount)}</td>
                <td className="num">{day.redeemed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
