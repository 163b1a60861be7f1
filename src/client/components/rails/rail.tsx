import type { ReactNode } from 'react'
import type { DealSummary } from '../../../shared/schemas/deal'
import { DealCard } from '../deal-card/deal-card'
import * as s from './rail.styles'

export interface RailProps {
  /** Unique on the page: names the heading and the scrolling list. */
  id: string
  title: string
  deals: DealSummary[]
  /** The full list behind the rail, when there is one. */
  href?: string
  /** Previous/next buttons: an island on the server's rails, plain inside an island's rail. */
  buttons?: ReactNode
}

/** The track's id, which the previous/next buttons scroll. */
export const railTrackId = (id: string) => `${id}-track`

/** A homepage rail (§3 'Home-page rails'): a heading and a row of deal cards that scrolls
 * sideways and snaps to a card. Renders nothing without deals: an empty rail is not shown. */
export function Rail({ id, title, deals, href, buttons }: RailProps) {
  if (deals.length === 0) return null
  const headingId = `${id}-heading`
  return (
    <section className={s.rail} aria-labelledby={headingId} data-rail={id}>
      <div className={s.head}>
        <h2 id={headingId}>{title}</h2>
        {href ? (
          <a className={s.seeAll} href={href}>
            See all
          </a>
        ) : null}
        {buttons ? <div className={s.controls}>{buttons}</div> : null}
      </div>
      <ul className={s.track} id={railTrackId(id)} aria-labelledby={headingId}>
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} />
          </li>
        ))}
      </ul>
    </section>
  )
}
