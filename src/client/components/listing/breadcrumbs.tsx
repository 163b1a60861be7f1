import * as s from './listing.styles'

export interface Crumb {
  label: string
  href: string
}

/** The trail from home to this listing; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null
  return (
    <nav aria-label="Breadcrumb" className={s.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <a href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
