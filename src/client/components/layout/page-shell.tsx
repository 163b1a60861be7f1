import { css } from '@linaria/core'
import type { ReactNode } from 'react'
import type { Brand } from '../../../shared/config/brands'
import type { PageType } from '../../../shared/domain/pageType'
import type { NavigationItem } from '../../../shared/schemas/navigation'
// Imported for its side effect too: the base styles ship with every page that has a shell.
import { globalStyles } from '../../../themes/global-styles'
import { Footer } from '../footer/footer'
import { Header } from '../header/header'

export interface PageShellProps {
  brand: Brand
  locationName: string
  locationShortName: string
  navigation: NavigationItem[]
  pageType: PageType
  path: string
  showTravelMenu: boolean
  /** Passed to the header: the travel pages' second menu (CatalogService.travelNavigation). */
  travelNavigation?: NavigationItem[]
  year: number
  children: ReactNode
}

const skipLink = css`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: 6px;
  background: var(--color-primary);
  color: var(--color-primary-text);
  font-weight: 700;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

const main = css`
  display: block;
  min-height: 50vh;
  &:focus {
    outline: none;
  }
`

/** Header, main content and footer for every storefront page (§2 'Application shell').
 * The skip link is the first focusable element so keyboard users can pass the menus. */
export function PageShell({ year, children, ...header }: PageShellProps) {
  return (
    <div className={globalStyles}>
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <Header {...header} />
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <Footer brand={header.brand} year={year} />
    </div>
  )
}
