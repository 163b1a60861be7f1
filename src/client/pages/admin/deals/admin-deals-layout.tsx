import type { ReactNode } from 'react'
import { container } from '../../../../themes/global-styles'
import * as s from './admin-deals.styles'

/** An admin deals page: a way back to the admin home and the list, then the page. */
export function AdminDealsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${container} ${s.page}`}>
      <nav aria-label="Admin">
        <ul className={s.nav}>
          <li>
            <a href="/admin">Admin</a>
          </li>
          <li>
            <a href="/admin/deals">Deals</a>
          </li>
          <li>
            <a href="/admin/deals/new">New deal</a>
          </li>
        </ul>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
