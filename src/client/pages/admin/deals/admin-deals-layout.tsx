import type { ReactNode } from 'react'
import { container } from '../../../../themes/global-styles'
import * as s from './admin-deals.styles'

/** An admin deals page: its title, then the page (the sections are in the staff bar). */
export function AdminDealsLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${container} ${s.page}`}>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
