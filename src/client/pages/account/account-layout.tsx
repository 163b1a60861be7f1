import type { ReactNode } from 'react'
import type { AccountMenuItem } from '../../../shared/config/account-menu'
import { container } from '../../../themes/global-styles'
import * as s from './account-pages.styles'

export interface AccountLayoutProps {
  /** The site's extended account menu (transactions §2). */
  menu: AccountMenuItem[]
  path: string
  title: string
  children: ReactNode
  /** Links under the panel (change password, delete account). */
  footer?: ReactNode
}

/** Storefront §2 'Layouts: … account': the account menu beside (from md) or above (phones)
 * the page's panel. */
export function AccountLayout({ menu, path, title, children, footer }: AccountLayoutProps) {
  return (
    <div className={`${container} ${s.page}`}>
      <div className={s.layout}>
        <nav aria-label="My account" className={s.menu}>
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                <a href={item.href} aria-current={item.href === path ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className={s.panel} aria-labelledby="page-title">
          <h1 id="page-title">{title}</h1>
          {children}
          {footer ? <div className={s.settings}>{footer}</div> : null}
        </section>
      </div>
    </div>
  )
}
