import type { ReactNode } from 'react'
import { container } from '../../../themes/global-styles'
import * as s from '../merchant/merchant-portal.styles'

/** A back-office page (merchant portal, admin operations): its title, then its content. The
 * area's sections are in the staff bar above (components/staff/staff-shell.tsx). */
export function SectionLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={`${container} ${s.page}`}>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
