import type { FacetedNavigation } from '../../../shared/schemas/feed'
import { visuallyHidden } from '../../../themes/global-styles'
import type { ActiveFilter } from './filter-labels'
import * as s from './filter-panel.styles'

type Groups = FacetedNavigation['navigations']

/** The facet groups (category, subcategory, location) as links with their deal counts
 * (storefront §3 'facetedNavigation: navigations with linkText, count, shortName'). Links,
 * not checkboxes: each facet is a crawlable page of its own. */
export function FacetGroups({ groups }: { groups: Groups }) {
  return (
    <>
      {groups
        .filter((group) => group.type !== 'price' && group.links.length > 0)
        .map((group) => (
          <section key={`${group.type}-${group.name}`} className={s.group}>
            <h3>{group.name}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.shortName}>
                  <a
                    href={link.url}
                    aria-current={link.isActive ? 'true' : undefined}
                    data-testid="facet-link"
                  >
                    <span>{link.linkText}</span>
                    <span className={s.facetCount}>
                      {link.count}
                      <span className={visuallyHidden}> deals</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

/** The filters in force, each with a link that removes it (§3 'filters'). */
export function ActiveFilters({
  filters,
  clearHref,
}: {
  filters: ActiveFilter[]
  clearHref?: string
}) {
  if (filters.length === 0) return null
  return (
    <section className={s.group} aria-labelledby="active-filters-heading">
      <h3 id="active-filters-heading">Active filters</h3>
      <ul className={s.activeFilters}>
        {filters.map((filter) => (
          <li key={filter.removeUrl}>
            <a href={filter.removeUrl}>
              <span className={visuallyHidden}>Remove filter: </span>
              <span>{filter.label}</span>
              <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      {clearHref && filters.length > 1 ? (
        <a href={clearHref} className={s.clearAll}>
          Clear all filters
        </a>
      ) : null}
    </section>
  )
}
