import type { ReactNode } from 'react'
import * as s from '../merchant/merchant-portal.styles'

/** A back-office table of plain rows, scrolling sideways on a phone; `empty` stands in for it
 * when there are no rows. */
export function DataTable({
  head,
  rows,
  empty,
}: {
  head: string[]
  rows: ReactNode[][]
  empty: string
}) {
  if (rows.length === 0) return <p className={s.muted}>{empty}</p>
  return (
    <div className={s.tableWrap}>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
