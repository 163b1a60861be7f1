import type { ReactNode } from 'react'
// Imported for its side effect too: the base styles ship with every page that has a shell.
import { globalStyles } from '../../../themes/global-styles'
import * as s from './staff-shell.styles'

interface StaffNavLink {
  href: string
  label: string
}

export interface StaffShellProps {
  /** 'Admin' or 'Merchant portal', linking to the area's home. */
  areaName: string
  areaHref: string
  /** The area's pages; empty on the sign-in page. */
  links: readonly StaffNavLink[]
  /** The current page's path: the link it starts with is marked current. */
  path: string
  /** Who is signed in (name), or null on the sign-in page. */
  staffName: string | null
  /** The sign-out island, or null when no one is signed in. */
  signOut: ReactNode
  children: ReactNode
}

/** The longest link the path starts with is the current section (/admin/deals/12 → Deals). */
function currentHref(links: readonly StaffNavLink[], path: string): string | null {
  const matching = links.filter((link) => path === link.href || path.startsWith(`${link.href}/`))
  return matching.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null
}

/** The back office's own shell: a compact bar with the area, its sections, who is signed in and
 * sign out. None of the shop's header, basket, sign-in, footer or seasonal promotions: staff are
 * not shopping, and the shop's chrome pushed the tables below the fold. */
export function StaffShell({
  areaName,
  areaHref,
  links,
  path,
  staffName,
  signOut,
  children,
}: StaffShellProps) {
  const current = currentHref(links, path)
  return (
    <div className={`${globalStyles} ${s.shell}`}>
      <a href="#main" className={s.skipLink}>
        Skip to content
      </a>
      <header className={s.bar}>
        <a href={areaHref} className={s.area}>
          {areaName}
        </a>
        {links.length > 0 ? (
          <nav aria-label={`${areaName} sections`} className={s.nav}>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {staffName ? (
          <div className={s.who}>
            <span data-testid="staff-name">{staffName}</span>
            {signOut}
          </div>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className={s.main}>
        {children}
      </main>
    </div>
  )
}
