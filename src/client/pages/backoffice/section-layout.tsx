import type { ReactNode } from 'react'
import { container } from '../../../themes/global-styles'
import * as s from '../merchant/merchant-portal.styles'

export interface SectionLink {
  readonly href: string
  readonly label: string
}

/** A back-office page (merchant portal, admin operations): its sections as large tap targets,
 * the current one marked for assistive tech, then the title and the page's own content. */
export function SectionLayout({
  navLabel,
  links,
  isCurrent,
  title,
  children,
}: {
  navLabel: string
  links: readonly SectionLink[]
  isCurrent: (href: string) => boolean
  title: string
  children: ReactNode
}) {
  return (
    <div className={`${container} ${s.page}`}>
      <nav aria-label={navLabel}>
        <ul className={s.nav}>
          {links.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={isCurrent(item.href) ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  )
}
